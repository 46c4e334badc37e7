/**
 * React Router's <Scripts> renders a `<link rel="modulepreload">` for the entry, the page's route
 * modules and every chunk they import, and React puts all of them at the top of <head>, before
 * the stylesheets: on a slow network some 45 scripts (about 200 KB gzip) then compete with the
 * CSS the first paint waits for. The document keeps the preloads of the modules its inline
 * script imports first (entry and route modules), after the stylesheets; the browser finds the
 * rest through their imports once it has the page (docs/decisions/0022-first-paint-before-scripts.md).
 * The route modules' message catalogs, which each route module imports as it starts
 * (docs/decisions/0023-route-messages.md), are preloaded with them.
 */

const HEAD_END = new TextEncoder().encode("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

/**
 * The head's markup with only `kept` module preloads, moved after everything else in it, and
 * preloads of `added` (script paths of the build) after them, with the attributes of React
 * Router's own (its CSP nonce).
 */
export function deferModulePreloadsInHead(
  head: string,
  kept: ReadonlySet<string>,
  added: readonly string[] = [],
): string {
  const preloads: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (tag: string, href: string) => {
    if (kept.has(href)) preloads.push(tag);
    return "";
  });
  const template = preloads[0];
  const extra = template
    ? added
        .filter((href) => /^\/[\w/.-]+\.js$/.test(href))
        .map((href) => template.replace(/ href="[^"]+"/, ` href="${href}"`))
    : [];
  return rest + preloads.join("") + extra.join("");
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let start = Math.max(0, from); start <= bytes.length - needle.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (bytes[start + offset] !== needle[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}

/**
 * The document stream with its head rewritten by `deferModulePreloadsInHead`; everything after
 * `</head>` passes through untouched as it streams. The head is cut at the bytes of `</head>`,
 * so a character split across chunks is never decoded in halves.
 */
export function deferModulePreloads(
  body: ReadableStream<Uint8Array>,
  kept: ReadonlySet<string>,
  added: readonly string[] = [],
): ReadableStream<Uint8Array> {
  let pending: Uint8Array | null = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (pending === null) return controller.enqueue(chunk);
        const buffered = concat(pending, chunk);
        // Only where `</head>` could start that was not searched before.
        const end = indexOf(buffered, HEAD_END, pending.length - HEAD_END.length + 1);
        if (end === -1) {
          pending = buffered;
          return;
        }
        pending = null;
        const head = new TextDecoder().decode(buffered.subarray(0, end));
        controller.enqueue(new TextEncoder().encode(deferModulePreloadsInHead(head, kept, added)));
        controller.enqueue(buffered.subarray(end));
      },
      flush(controller) {
        // A document without a head (an error page) is sent as it came.
        if (pending !== null && pending.length > 0) controller.enqueue(pending);
      },
    }),
  );
}
