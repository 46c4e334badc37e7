import type { ReactNode } from "react";

/** What a field's control gets to be tied to its label, hint and error. */
export interface FormControlProps {
  readonly id: string;
  readonly name: string;
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
}

/**
 * A labelled form field with its hint and error, both tied to the control for screen readers.
 * `error` is the message already in the page's language; forms name their own ids (a page with
 * several forms posting fields of the same name gives each its prefix).
 */
export function FormField({
  id,
  name,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  children: (props: FormControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
