import { z } from "zod/mini";

/**
 * One text field of a form post, read the way `FormData.get` reads it: the first value of a
 * repeated name, "" when the field is missing or is not text (a file, or a nested path such as
 * "name.x" that the form never sends). A form's schema builds on this, so garbage never reaches
 * its rules as anything but a string.
 *
 * The forms' schemas are built with `zod/mini` (docs/decisions/0028-form-schemas-on-zod-mini.md):
 * they run in the browser too, where classic zod's methods and messages would cost every form
 * page about 20 KB gzip.
 */
export const formText = z.pipe(
  z.transform((value: unknown) => {
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === "string" ? first : "";
  }),
  z.string(),
);

/** The field's text without surrounding white space. */
export const trimmedText = z.pipe(
  formText,
  z.transform((value: string) => value.trim()),
);

/** The field's trimmed text, changed by `change`. */
export const trimmedAs = <Output>(change: (value: string) => Output) => z.pipe(trimmedText, z.transform(change));

/** A checkbox: ticked when the post says "on"; an unticked box is not sent at all. */
export const tickedBox = z.pipe(
  formText,
  z.transform((value: string) => value === "on"),
);

/** A schema whose output is `Output`, whatever it reads. */
export type Reads<Output> = z.ZodMiniType<Output, unknown>;

/**
 * A transform that may refuse its input, the way classic zod's `ctx.addIssue` did inside
 * `.transform`: `refuse(message, path)` adds an issue; the value returned then counts for nothing.
 */
export function refiningTransform<Input, Output>(
  convert: (value: Input, refuse: (message: string, path?: readonly PropertyKey[]) => void) => Output,
) {
  return z.transform((value: Input, payload) =>
    convert(value, (message, path = []) => {
      payload.issues.push({ code: "custom", message, path: [...path], input: value });
    }),
  );
}

/**
 * A rule for one field that tells an empty field ("required") from a wrong one (`code`), as the
 * forms' messages do: "Please fill in this field." versus what exactly is wrong.
 */
export function checkedText<Code extends string>(
  isValid: (value: string) => boolean,
  code: Code,
  required: Code,
  read: Reads<string> = trimmedText,
): Reads<string> {
  return read.check(
    z.superRefine((value: string, context) => {
      if (!isValid(value)) context.addIssue({ code: "custom", message: value ? code : required });
    }),
  );
}
