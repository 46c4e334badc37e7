// Fails when any catalog misses a message. Extracts the messages the code uses into a scratch
// copy of locales/ (the committed catalogs are not touched), then checks every language:
// each message translated, with the same {placeholders} as the source.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "@messageformat/parser";

const SOURCE_LOCALE = "en";

/** Entries of a PO file as { msgid, msgstr } with continuation lines joined. */
function parsePo(text) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (value) => JSON.parse(value);
  for (const line of text.split(/\r?\n/)) {
    const start = /^(msgid|msgstr|msgctxt) (".*")$/.exec(line);
    if (start) {
      const [, key, value] = start;
      // An entry begins with msgctxt, or with msgid when no msgctxt came just before it.
      if (key === "msgctxt" || (key === "msgid" && field !== "msgctxt")) {
        current = {};
        entries.push(current);
      }
      field = key;
      current[key] = unquote(value);
      continue;
    }
    if (/^".*"$/.test(line) && current && field) {
      current[field] += unquote(line);
      continue;
    }
    if (line.trim() === "") field = null;
  }
  // Obsolete entries ("#~ msgid …") never match the patterns above, so they are not counted.
  return entries.filter((entry) => entry.msgid !== undefined && entry.msgid !== "");
}

/** Names of the arguments an ICU message uses, in plural and select branches too. */
function argumentNames(tokens, names = new Set()) {
  for (const token of tokens) {
    if (token.arg !== undefined) names.add(token.arg);
    for (const branch of token.cases ?? []) argumentNames(branch.tokens, names);
  }
  return names;
}

/**
 * The placeholders of a message as a comparable string: parsed as ICU MessageFormat, so plural
 * branches (a language may have more or fewer than English) and their text do not count, and
 * a translation that is not valid ICU is reported.
 */
const placeholders = (text) => {
  try {
    return [...argumentNames(parse(text))].sort().join(",");
  } catch (error) {
    return `invalid ICU: ${error.message}`;
  }
};

const scratch = mkdtempSync(join(tmpdir(), "catalogs-"));
try {
  cpSync("locales", scratch, { recursive: true });
  const extract = spawnSync("lingui", ["extract"], {
    env: { ...process.env, LINGUI_CATALOG_DIR: scratch },
    encoding: "utf8",
  });
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    process.exit(1);
  }
  const problems = [];
  let messageCount = 0;
  for (const file of readdirSync(scratch).filter((name) => name.endsWith(".po"))) {
    const locale = file.replace(/\.po$/, "");
    const entries = parsePo(readFileSync(join(scratch, file), "utf8"));
    messageCount = Math.max(messageCount, entries.length);
    if (locale === SOURCE_LOCALE) continue;
    for (const { msgid, msgstr } of entries) {
      if (!msgstr) problems.push(`${locale}: missing translation for "${msgid}"`);
      else if (placeholders(msgid) !== placeholders(msgstr)) {
        problems.push(`${locale}: placeholders differ in "${msgid}" → "${msgstr}"`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(problems.slice(0, 50).join("\n"));
    if (problems.length > 50) console.error(`… and ${problems.length - 50} more`);
    console.error(
      `\n${problems.length} catalog problem(s). Run \`npm run i18n:extract\` and translate the new messages.`,
    );
    process.exit(1);
  }
  console.log(`i18n: ${messageCount} messages, every catalog complete.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
