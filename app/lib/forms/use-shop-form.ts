import { useForm, type SubmissionResult } from "@conform-to/react";
import type { $ZodType } from "zod/v4/core";
import { type FormMessages, firstErrors, parseSubmission } from "./submission";

/**
 * A form enhanced in the browser with the schema its action parses: a post the action would
 * refuse is answered at once with the same errors, and focus goes to the first field to fix.
 * Validation runs on submit only, as the round trip did. Without JavaScript nothing changes: the
 * form posts and the action's reply (`lastResult`) brings the errors and what was typed.
 */
export function useShopForm<Schema extends $ZodType<unknown, Record<string, unknown>>, Code extends string>({
  id,
  schema,
  messages,
  fallback,
  lastResult,
  defaultValue,
}: {
  /** Stable per form on the page, so the server's and the browser's markup agree. */
  id: string;
  schema: Schema | (() => Schema);
  messages: FormMessages<Code>;
  fallback: NoInfer<Code>;
  lastResult: SubmissionResult<Code[]> | null | undefined;
  defaultValue?: Readonly<Record<string, string | undefined>>;
}) {
  const [form] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseSubmission(formData, typeof schema === "function" ? schema() : schema, messages, fallback),
  });
  return {
    /** Props for the <Form>: its id and the check on submit. */
    formProps: { id: form.id, onSubmit: form.onSubmit },
    errors: firstErrors<Code>(form.allErrors),
    /** What the form shows: the last post as typed, or the default values. */
    values: stringValues(form.initialValue),
  };
}

function stringValues(value: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof value !== "object" || value === null) return values;
  for (const [name, field] of Object.entries(value)) if (typeof field === "string") values[name] = field;
  return values;
}
