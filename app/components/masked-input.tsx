import {
  type ChangeEvent,
  type ComponentProps,
  type CompositionEvent,
  type Ref,
  useCallback,
  useEffect,
  useRef,
} from "react";
import { type Mask, applyMask, unmask } from "~/lib/input-mask";

type InputProps = Omit<ComponentProps<"input">, "value" | "defaultValue">;

export interface MaskedInputProps extends InputProps {
  /** A mask, or one chosen from the text (the card number mask follows the brand). */
  mask: Mask | ((text: string) => Mask);
  value?: string;
  defaultValue?: string;
}

function maskFor(mask: MaskedInputProps["mask"], text: string): Mask {
  return typeof mask === "function" ? mask(text) : mask;
}

/**
 * Caret position after the `count`-th token of formatted text, or past the literals that follow it
 * (after a backspace the caret sits where the deleted character was: "(532) |45").
 */
function caretAfter(mask: Mask, text: string, count: number, pastLiterals: boolean): number {
  const tokensIn = (end: number) => unmask(mask, text.slice(0, end)).length;
  let position = 0;
  while (position < text.length && tokensIn(position) < count) position++;
  if (pastLiterals || count === 0) while (position < text.length && tokensIn(position + 1) === count) position++;
  return position;
}

/**
 * Formats the input's text in place and puts the caret after the same number of tokens it
 * followed. Backspace or Delete on a literal (the mask would just write it again) removes the
 * token behind or in front of it instead, so the key never seems dead.
 */
function reformat(input: HTMLInputElement, chooseMask: MaskedInputProps["mask"], inputType: string): void {
  const raw = input.value;
  const caret = input.selectionStart ?? raw.length;
  let mask = maskFor(chooseMask, raw);
  let text = applyMask(mask, raw);
  let before = unmask(mask, raw.slice(0, caret)).length;
  const literalDeleted = text.length === raw.length + 1 && text.slice(0, caret) + text.slice(caret + 1) === raw;
  if (literalDeleted && inputType.startsWith("delete")) {
    const tokens = unmask(mask, text);
    const at = inputType === "deleteContentForward" ? before : before - 1;
    if (at >= 0 && at < tokens.length) {
      const rest = tokens.slice(0, at) + tokens.slice(at + 1);
      mask = maskFor(chooseMask, rest);
      text = applyMask(mask, rest);
      before = at;
    }
  }
  if (text !== raw) input.value = text;
  // Type "email" or "number" inputs have no selection; a caret move would also focus the field.
  if (input.selectionStart !== null && input.ownerDocument.activeElement === input) {
    const position = caretAfter(mask, text, before, inputType.startsWith("delete") && !inputType.endsWith("Forward"));
    input.setSelectionRange(position, position);
  }
}

/**
 * A plain <input> that formats what is typed or pasted to a mask (input-mask.ts). Every input
 * prop passes through. Server-rendered and before hydration it is an ordinary field holding the
 * (formatted) default value: the form still submits and the server validates; what was typed
 * before hydration is formatted once the component mounts. Prefer `defaultValue`; with `value`
 * the parent gets the formatted text in `onChange` (event.target.value).
 */
export function MaskedInput({
  mask,
  value,
  defaultValue,
  onChange,
  onCompositionEnd,
  ref,
  ...props
}: MaskedInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const controlled = value !== undefined;

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      const release = assignRef(ref, node);
      return () => {
        own.current = null;
        release?.();
      };
    },
    [ref],
  );

  useEffect(() => {
    const input = own.current;
    if (!input || controlled) return;
    const text = applyMask(maskFor(mask, input.value), input.value);
    if (text !== input.value) input.value = text;
  }, [controlled, mask]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as Partial<InputEvent>;
    // Mid-composition text belongs to the IME; the final input event formats it.
    if (!native.isComposing) reformat(event.currentTarget, mask, native.inputType ?? "");
    onChange?.(event);
  };

  // Browsers send the last input event of a composition while it is still composing.
  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    reformat(event.currentTarget, mask, "");
    onCompositionEnd?.(event);
  };

  const format = (text: string | undefined) => (text === undefined ? undefined : applyMask(maskFor(mask, text), text));
  return (
    <input
      {...props}
      ref={setRef}
      value={format(value)}
      defaultValue={format(defaultValue)}
      onChange={handleChange}
      onCompositionEnd={handleCompositionEnd}
    />
  );
}

/** Hands the element to the caller's ref too; a callback ref's own cleanup is kept. */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === "function") {
    const cleanup = ref(node);
    return typeof cleanup === "function" ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }
  return undefined;
}
