/**
 * One way for every form of the shop to read a post: a zod schema per form, shared by the
 * route's action (the rules that count) and the browser (the same rules before sending). The
 * schema's issues carry the form's error codes as their messages; the codes become text only
 * when rendered (`errorText`), in the visitor's language.
 */
import { parse, type SubmissionResult } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { type $ZodIssue, type $ZodType, type output, safeParse } from "zod/v4/core";

/** The messages of a form's error codes; its keys are the codes the form's schema may raise. */
export type FormMessages<Code extends string> = Readonly<Record<Code, MessageDescriptor>>;

/** What an action hands back to its form: the errors by field name, and what was typed. */
export type FormReply<Code extends string> = SubmissionResult<Code[]>;

/** Field names Conform keeps for its own controls; a post never needs them on the server. */
const RESERVED = new Set(["__intent__", "__state__"]);

/** A post's text is bounded before any rule sees it, so a huge field cannot be echoed back whole. */
const MAX_FIELD_LENGTH = 10_000;

function cleanPost(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form.entries()) {
    if (RESERVED.has(name)) continue;
    clean.append(name, typeof value === "string" ? value.slice(0, MAX_FIELD_LENGTH) : value);
  }
  return clean;
}

function isCodeOf<Code extends string>(messages: FormMessages<Code>) {
  return (message: string): message is Code => Object.hasOwn(messages, message);
}

/** A field's name as Conform writes it: `a.b`, `list[0]`; "" for the form as a whole. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, segment) =>
      typeof segment === "number" ? `${name}[${segment}]` : name ? `${name}.${String(segment)}` : String(segment),
    "",
  );
}

/** The issues' codes grouped by the field they belong to. */
function errorsByField<Code extends string>(issues: readonly $ZodIssue[], codeOf: (issue: $ZodIssue) => Code) {
  const errors: Record<string, Code[]> = {};
  for (const issue of issues) (errors[fieldName(issue.path)] ??= []).push(codeOf(issue));
  return errors;
}

/**
 * The post as the schema's output, or the error codes by field. An issue the schema did not
 * name (a type mismatch from a hand-made post) counts as `fallback`. The schemas read every field
 * as text themselves (formText), so nothing is guessed into numbers or dates on the way; and the
 * parse needs only zod's core, which the `zod/mini` schemas share (Conform's own zod adapter
 * brings classic zod for its coercion).
 */
export function parseSubmission<Schema extends $ZodType, Code extends string>(
  form: FormData,
  schema: Schema,
  messages: FormMessages<Code>,
  fallback: NoInfer<Code>,
) {
  const isCode = isCodeOf(messages);
  return parse<output<Schema>, Code[]>(cleanPost(form), {
    resolve(payload) {
      const result = safeParse(schema, payload);
      if (result.success) return { value: result.data };
      return {
        error: errorsByField(result.error.issues, (issue) => (isCode(issue.message) ? issue.message : fallback)),
      };
    },
  });
}

type SubmissionErrors<Code extends string> = Readonly<Record<string, readonly Code[] | null | undefined>>;

/** The first error code of every field that has one. */
export function firstErrors<Code extends string>(
  errors: SubmissionErrors<Code> | null | undefined,
): Partial<Record<string, Code>> {
  const first: Partial<Record<string, Code>> = {};
  for (const [name, codes] of Object.entries(errors ?? {})) if (codes?.[0]) first[name] = codes[0];
  return first;
}

/** The first error code of the first field that has one, for forms that show one message for all. */
export function firstError<Code extends string>(errors: SubmissionErrors<Code> | null | undefined): Code | null {
  return Object.values(firstErrors(errors))[0] ?? null;
}
