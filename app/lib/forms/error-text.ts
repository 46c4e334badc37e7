import type { I18n } from "@lingui/core";
import type { FormMessages } from "./submission";

/** An error code as the visitor reads it, in the page's language. */
export function errorText<Code extends string>(i18n: I18n, messages: FormMessages<Code>, code: Code): string {
  return i18n._(messages[code]);
}
