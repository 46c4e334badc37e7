import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPIRY_MASK, cardNumberMaskFor } from "~/features/checkout/input-mask";
import { TR_MOBILE_MASK } from "~/lib/input-mask";
import { MaskedInput } from "./masked-input";

afterEach(cleanup);

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;

/**
 * What a browser does on a keystroke or paste: change the text and the caret, then send an input
 * event. The value goes through the prototype's setter, as a browser's would, so React sees a change.
 */
function edit(input: HTMLInputElement, value: string, caret: number, inputType: string, isComposing = false) {
  act(() => {
    setNativeValue.call(input, value);
    input.setSelectionRange(caret, caret);
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType, isComposing }));
  });
}

function type(input: HTMLInputElement, text: string) {
  for (const char of text) {
    const start = input.selectionStart!;
    const end = input.selectionEnd!;
    edit(input, input.value.slice(0, start) + char + input.value.slice(end), start + 1, "insertText");
  }
}

function paste(input: HTMLInputElement, text: string) {
  const start = input.selectionStart!;
  const end = input.selectionEnd!;
  edit(input, input.value.slice(0, start) + text + input.value.slice(end), start + text.length, "insertFromPaste");
}

function backspace(input: HTMLInputElement) {
  const caret = input.selectionStart!;
  edit(input, input.value.slice(0, caret - 1) + input.value.slice(caret), caret - 1, "deleteContentBackward");
}

function deleteForward(input: HTMLInputElement) {
  const caret = input.selectionStart!;
  edit(input, input.value.slice(0, caret) + input.value.slice(caret + 1), caret, "deleteContentForward");
}

function caretAt(input: HTMLInputElement, position: number) {
  input.focus();
  input.setSelectionRange(position, position);
}

/** The text with the caret drawn as "|". */
function shown(input: HTMLInputElement) {
  return `${input.value.slice(0, input.selectionStart!)}|${input.value.slice(input.selectionStart!)}`;
}

function renderPhone(props: Partial<Parameters<typeof MaskedInput>[0]> = {}) {
  render(<MaskedInput mask={TR_MOBILE_MASK} aria-label="Phone" {...props} />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Phone" });
  input.focus();
  return input;
}

describe("MaskedInput", () => {
  it("is a plain input: every prop reaches it and the default value is formatted", () => {
    const onBlur = vi.fn();
    render(
      <MaskedInput
        mask={TR_MOBILE_MASK}
        id="phone"
        name="phone"
        type="tel"
        required
        aria-describedby="phone-error"
        aria-invalid
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(5__) ___ __ __"
        className="field__input"
        defaultValue="05321234567"
        onBlur={onBlur}
      />,
    );
    const input = document.getElementById("phone") as HTMLInputElement;
    expect(input.tagName).toBe("INPUT");
    expect(input.name).toBe("phone");
    expect(input.type).toBe("tel");
    expect(input.required).toBe(true);
    expect(input.getAttribute("aria-describedby")).toBe("phone-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("autocomplete")).toBe("tel-national");
    expect(input.getAttribute("inputmode")).toBe("tel");
    expect(input.placeholder).toBe("(5__) ___ __ __");
    expect(input.className).toBe("field__input");
    expect(input.value).toBe("(532) 123 45 67");
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("formats as the visitor types, writing the literals and keeping the caret after them", () => {
    const input = renderPhone();
    type(input, "5");
    expect(shown(input)).toBe("(5|");
    type(input, "32");
    expect(shown(input)).toBe("(532|");
    type(input, "1");
    expect(shown(input)).toBe("(532) 1|");
    type(input, "234567");
    expect(shown(input)).toBe("(532) 123 45 67|");
  });

  it("ignores characters the mask does not take, and keystrokes past its end", () => {
    const input = renderPhone();
    type(input, "53x2-");
    expect(shown(input)).toBe("(532|");
    type(input, "1234567");
    type(input, "8");
    expect(shown(input)).toBe("(532) 123 45 67|");
  });

  it("drops the 0 people type first", () => {
    const input = renderPhone();
    type(input, "0");
    expect(shown(input)).toBe("|");
    type(input, "5321234567");
    expect(input.value).toBe("(532) 123 45 67");
  });

  it("formats pasted text, with or without the country code", () => {
    const input = renderPhone();
    paste(input, "+90 532 123 45 67");
    expect(shown(input)).toBe("(532) 123 45 67|");
    input.setSelectionRange(0, input.value.length);
    edit(input, "05441234567", 11, "insertFromPaste");
    expect(shown(input)).toBe("(544) 123 45 67|");
  });

  it("inserts in the middle, shifting what follows and keeping the caret after the new digit", () => {
    const input = renderPhone({ defaultValue: "(532) 12" });
    caretAt(input, 2);
    type(input, "9");
    expect(shown(input)).toBe("(59|3) 212");
    caretAt(input, 3);
    type(input, "8");
    expect(shown(input)).toBe("(598|) 321 2");
    caretAt(input, 4);
    type(input, "7");
    expect(shown(input)).toBe("(598) 7|32 12");
  });

  it("deletes back over a literal by removing the digit before it", () => {
    const input = renderPhone({ defaultValue: "(532) 123" });
    caretAt(input, 6);
    backspace(input);
    expect(shown(input)).toBe("(53|1) 23");
  });

  it("deletes the last digit and the literals it leaves behind", () => {
    const input = renderPhone({ defaultValue: "(532) 1" });
    caretAt(input, 7);
    backspace(input);
    expect(shown(input)).toBe("(532|");
    backspace(input);
    backspace(input);
    backspace(input);
    expect(shown(input)).toBe("|");
  });

  it("keeps the caret where the deleted digit was", () => {
    const input = renderPhone({ defaultValue: "(532) 123 45 67" });
    caretAt(input, 7);
    backspace(input);
    expect(shown(input)).toBe("(532) |234 56 7");
  });

  it("deletes forward over a literal by removing the digit after it", () => {
    const input = renderPhone({ defaultValue: "(532) 123" });
    caretAt(input, 4);
    deleteForward(input);
    expect(shown(input)).toBe("(532|) 23");
  });

  it("leaves text being composed by an IME alone until the composition ends", () => {
    render(<MaskedInput mask={EXPIRY_MASK} aria-label="Expiry" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Expiry" });
    input.focus();
    edit(input, "１２２", 3, "insertCompositionText", true);
    expect(input.value).toBe("１２２");
    fireEvent.compositionEnd(input);
    expect(input.value).toBe("12/2");
  });

  it("hands the formatted text to a controlled parent", () => {
    const seen: string[] = [];
    function Parent() {
      const [value, setValue] = useState("");
      return (
        <>
          <MaskedInput
            mask={EXPIRY_MASK}
            aria-label="Expiry"
            value={value}
            onChange={(event) => {
              seen.push(event.target.value);
              setValue(event.target.value);
            }}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Parent />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Expiry" });
    input.focus();
    type(input, "1x227");
    expect(shown(input)).toBe("12/27|");
    expect(screen.getByRole("status").textContent).toBe("12/27");
    expect(seen).toEqual(["1", "1", "12", "12/2", "12/27"]);
  });

  it("formats a controlled value given unformatted", () => {
    render(<MaskedInput mask={TR_MOBILE_MASK} aria-label="Phone" value="5321234567" onChange={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Phone" }).value).toBe("(532) 123 45 67");
  });

  it("follows a mask chosen from the text: the card number regroups for Amex", () => {
    const input = renderPhone({ mask: cardNumberMaskFor });
    type(input, "4543600000000003");
    expect(input.value).toBe("4543 6000 0000 0003");
    input.setSelectionRange(0, input.value.length);
    edit(input, "374427000000003", 15, "insertFromPaste");
    expect(shown(input)).toBe("3744 270000 00003|");
    type(input, "9");
    expect(input.value).toBe("3744 270000 00003");
  });

  it("regroups an uncontrolled value when the mask changes", () => {
    const { rerender } = render(<MaskedInput mask="9999 9999" aria-label="Code" defaultValue="12345678" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Code" });
    expect(input.value).toBe("1234 5678");
    rerender(<MaskedInput mask="99-999-999" aria-label="Code" defaultValue="12345678" />);
    expect(input.value).toBe("12-345-678");
  });

  it("gives the element to object and callback refs", () => {
    const objectRef = createRef<HTMLInputElement>();
    const callbackRef = vi.fn();
    const { unmount } = render(
      <>
        <MaskedInput mask={EXPIRY_MASK} aria-label="A" ref={objectRef} />
        <MaskedInput mask={EXPIRY_MASK} aria-label="B" ref={callbackRef} />
      </>,
    );
    expect(objectRef.current).toBe(screen.getByRole("textbox", { name: "A" }));
    expect(callbackRef).toHaveBeenLastCalledWith(screen.getByRole("textbox", { name: "B" }));
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("submits the formatted text with its form", () => {
    render(
      <form aria-label="Driver">
        <MaskedInput mask={TR_MOBILE_MASK} name="phone" aria-label="Phone" />
      </form>,
    );
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Phone" });
    input.focus();
    paste(input, "05321234567");
    expect(new FormData(screen.getByRole<HTMLFormElement>("form")).get("phone")).toBe("(532) 123 45 67");
  });

  it("does not move the caret of a field that is not focused (autofill)", () => {
    const input = renderPhone();
    input.blur();
    const setSelectionRange = vi.spyOn(input, "setSelectionRange");
    act(() => {
      setNativeValue.call(input, "+905321234567");
      input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertReplacementText" }));
    });
    expect(input.value).toBe("(532) 123 45 67");
    expect(setSelectionRange).not.toHaveBeenCalled();
  });

  it("works without JavaScript: the server renders a plain input, and text typed before hydration is formatted", async () => {
    const html = renderToString(
      <MaskedInput mask={TR_MOBILE_MASK} name="phone" aria-label="Phone" defaultValue="+905321234567" />,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(container.children).toHaveLength(1);
    const input = container.querySelector("input")!;
    expect(input.getAttribute("value")).toBe("(532) 123 45 67");
    expect(input.name).toBe("phone");
    // The visitor replaces the number before the page's script has run.
    input.value = "0544 765 43 21";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <MaskedInput mask={TR_MOBILE_MASK} name="phone" aria-label="Phone" defaultValue="+905321234567" />,
      );
    });
    expect(container.querySelector("input")).toBe(input);
    expect(input.value).toBe("(544) 765 43 21");
    act(() => root!.unmount());
    container.remove();
  });
});
