/**
 * A simulated Turkish credit bureau (findeks). It knows people by the SHA-256 of their identity
 * number (TCKN) and answers deterministically from that hash: whether it knows the person, the
 * mobile numbers it has for them and their credit score (0–1900). Nothing here is real data.
 *
 * Test identity numbers (valid checksums; their outcomes follow from the hash):
 * - 10000003970: known, score 1892 → approved (≥ 1000); phones "+90 5** *** **12" (+905576855012)
 *   and "+90 5** *** **48" (+905370376748).
 * - 10000000214: known, score 718 → rejected (low score); phone "+90 5** *** **01" (+905445666401).
 * - 10000000450: unknown to the bureau.
 * findeks.test.ts checks these outcomes. In development the PIN SMS is read on the development
 * outbox under the full number.
 */

/** The TCKNs to try the findeks flow with (see the module comment). */
export const BUREAU_TEST_TCKNS = {
  approved: "10000003970",
  rejected: "10000000214",
  unknown: "10000000450",
} as const;

/** A report with a score at least this high is approved. */
export const APPROVAL_SCORE = 1000;
const MAX_SCORE = 1900;

export interface BureauPhone {
  /** Stable id the client sends back to choose this phone. */
  readonly id: string;
  /** E.164; only the bureau and its SMS sender see it. */
  readonly number: string;
  /** What the user sees, e.g. "+90 5** *** **12". */
  readonly masked: string;
}

export interface BureauRecord {
  readonly known: boolean;
  readonly phones: readonly BureauPhone[];
  readonly score: number;
}

const OPERATOR_DIGITS = ["0", "3", "4", "5"] as const;

function bytesOf(hex: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index + 1 < hex.length; index += 2) bytes.push(parseInt(hex.slice(index, index + 2), 16));
  return bytes;
}

/** What the bureau has on the person with this TCKN hash (64 hex characters). */
export function bureauRecord(tcknHash: string): BureauRecord {
  const b = bytesOf(tcknHash);
  const at = (index: number) => b[index] ?? 0;
  const known = at(0) % 8 !== 0;
  if (!known) return { known: false, phones: [], score: 0 };
  const score = ((at(1) << 8) | at(2)) % (MAX_SCORE + 1);
  const count = 1 + (at(3) % 3);
  const phones: BureauPhone[] = [];
  for (let index = 0; index < count; index++) {
    const base = 4 + index * 4;
    const rest = (((at(base + 1) << 16) | (at(base + 2) << 8) | at(base + 3)) * 5 + at(base))
      .toString()
      .padStart(8, "0");
    const number = `+905${OPERATOR_DIGITS[at(base) % 4]}${rest}`;
    phones.push({
      id: tcknHash.slice(40 + index * 8, 48 + index * 8),
      number,
      masked: `+90 5** *** **${number.slice(-2)}`,
    });
  }
  return { known, phones, score };
}
