import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPublicHost, remoteRefusal } from "./source-policy";

/** IPv4 addresses no image may come from: loopback, private, link-local, CGNAT, this-network, benchmarking, multicast. */
const privateV4 = fc.oneof(
  fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(0), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(198), fc.integer({ min: 18, max: 19 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.integer({ min: 224, max: 255 }), fc.nat(255), fc.nat(255), fc.nat(255)),
);

const hex16 = (value: number, pad: boolean, upper: boolean) => {
  const text = value.toString(16).padStart(pad ? 4 : 1, "0");
  return upper ? text.toUpperCase() : text;
};

/** Every IPv6 spelling that carries an IPv4 address. */
const v6Spelling = fc
  .tuple(
    privateV4,
    fc.constantFrom(
      "compatible",
      "compatible-hex",
      "mapped",
      "mapped-hex",
      "mapped-long",
      "translated",
      "nat64",
      "nat64-hex",
      "nat64-local",
      "6to4",
      "teredo",
    ),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([[a, b, c, d], form, pad, upper]) => {
    const dotted = `${a}.${b}.${c}.${d}`;
    const high = hex16((a << 8) | b, pad, upper);
    const low = hex16((c << 8) | d, pad, upper);
    const ffff = upper ? "FFFF" : "ffff";
    switch (form) {
      case "compatible":
        return `[::${dotted}]`;
      case "compatible-hex":
        return `[0:0:0:0:0:0:${high}:${low}]`;
      case "mapped":
        return `[::${ffff}:${dotted}]`;
      case "mapped-hex":
        return `[::${ffff}:${high}:${low}]`;
      case "mapped-long":
        return `[0000:0000:0000:0000:0000:${ffff}:${dotted}]`;
      case "translated":
        return `[::${ffff}:0:${dotted}]`;
      case "nat64":
        return `[64:ff9b::${dotted}]`;
      case "nat64-hex":
        return `[64:FF9B::${high}:${low}]`;
      case "nat64-local":
        return `[64:ff9b:1::${dotted}]`;
      case "6to4":
        return `[2002:${high}:${low}::1]`;
      case "teredo":
        return `[2001:0:4136:e378:8000:63bf:${hex16(((a << 8) | b) ^ 0xffff, pad, upper)}:${hex16(((c << 8) | d) ^ 0xffff, pad, upper)}]`;
    }
  });

describe("image source policy: IPv6 spellings of IPv4 addresses", () => {
  it("refuses every IPv6 spelling of a private IPv4 address, even when its origin is allow-listed", () => {
    fc.assert(
      fc.property(v6Spelling, fc.constantFrom("http", "https"), (host, scheme) => {
        const url = new URL(`${scheme}://${host}/a.jpg`);
        expect(isPublicHost(url.hostname), host).toBe(false);
        expect(remoteRefusal(url, new Set([url.origin]))).toBe("a private, loopback, link-local or reserved address");
      }),
      { numRuns: 2000, seed: 14 },
    );
  });

  it("judges an embedded public IPv4 address as that address", () => {
    expect(isPublicHost("[::ffff:93.184.216.34]")).toBe(true);
    expect(isPublicHost(new URL("http://[::93.184.216.34]/").hostname)).toBe(true);
    expect(isPublicHost("[2606:4700::1111]")).toBe(true);
    expect(isPublicHost("[::]")).toBe(false);
    expect(isPublicHost("[::1]")).toBe(false);
  });
});
