import { z } from "zod";

/**
 * One text field of a form post, read the way `FormData.get` reads it: the first value of a
 * repeated name, "" when the field is missing or is not text (a file, or a nested path such as
 * "name.x" that the form never sends). A form's schema builds on this, so garbage never reaches
 * its rules as anything but a string.
 */
export const formText = z.preprocess((value) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}, z.string());

/** The field's text without surrounding white space. */
export const trimmedText = formText.transform((value) => value.trim());

/**
 * A rule for one field that tells an empty field ("required") from a wrong one (`code`), as the
 * forms' messages do: "Please fill in this field." versus what exactly is wrong.
 */
export function checkedText<Code extends string>(
  isValid: (value: string) => boolean,
  code: Code,
  required: Code,
  read: z.ZodType<string, unknown> = trimmedText,
) {
  return read.superRefine((value, context) => {
    if (!isValid(value)) context.addIssue({ code: "custom", message: value ? code : required });
  });
}
