/**
 * User text kept as plain text: HTML tags (and script/style blocks with their content) removed,
 * control characters dropped, runs of spaces collapsed. Entities stay as typed; whoever shows the
 * text escapes it as usual.
 */
function withoutTags(input: string): string {
  return (
    input
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, " ")
      // Block tags separate words; inline tags (<b>, <a>, …) sit inside them.
      .replace(/<\/?(br|p|div|li|ul|ol|tr|td|th|table|h[1-6]|blockquote|hr)\b[^>]*(>|$)/gi, " ")
      .replace(/<\/?[a-z!?][^>]*(>|$)/gi, "")
  );
}

export function plainText(input: string): string {
  // Again until nothing changes: removing "<b>" from "<<b>script>" must not leave a tag behind.
  let text = input;
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = withoutTags(text);
  }
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
