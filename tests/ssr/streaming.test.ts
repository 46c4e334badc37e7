import { describe, expect, it } from "vitest";
import { fetchPage } from "../support/worker-fetch";

async function chunks(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(decoder.decode(value, { stream: true }));
  }
}

describe("streaming server rendering", () => {
  it("sends the document shell before deferred loader data resolves", async () => {
    const response = await fetchPage("/__diagnostics/stream?delay=1500");
    expect(response.status).toBe(200);
    const parts = await chunks(response);
    // Chunk boundaries fall anywhere (a marker may straddle two): look at what had arrived after
    // each chunk, not at each chunk alone.
    const arrived = parts.map((_, index) => parts.slice(0, index + 1).join(""));
    const shellIndex = arrived.findIndex((text) => text.includes('data-testid="stream-pending"'));
    const resolvedIndex = arrived.findIndex((text) => text.includes("stream-resolved"));
    expect(shellIndex).toBeGreaterThanOrEqual(0);
    expect(arrived[shellIndex]).toContain("<h1");
    // The resolved content arrives in a later chunk than the shell: the response really streams.
    expect(resolvedIndex).toBeGreaterThan(shellIndex);
  });

  it("gives crawlers the whole document in one piece", async () => {
    const response = await fetchPage("/__diagnostics/stream?delay=200", {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    const html = await response.text();
    expect(html).toContain("stream-resolved");
  });
});
