import { delimiterName } from '../../../src-shared/import/delimiter';
import { characterGroupParams, type ProblemGroup } from '../../../src-shared/import/problems';
import { sheetList, type SheetChoice } from '../../../src-shared/import/spreadsheet';
import type { FileCheck } from '../../../src-shared/import/stream-check';
import { totalsText } from '../../../src-shared/payments/currency';
import type { cliWords } from '../messages';

// `bulkpay validate`'s text report, in the user's language (the `validateText` catalog section).

type Words = ReturnType<typeof cliWords>;

/** Problems printed per kind in text; the rest are counted. */
const FIRST_IN_TEXT = 5;
/** Bulks listed in text; the rest are counted and the file's totals shown. */
const BULKS_IN_TEXT = 20;

/** What the command read besides the check: the spreadsheet's sheets, the bank's character set. */
export interface ReadFacts {
  spreadsheet?: SheetChoice | undefined;
  characterSet: string;
}

/** A characters group as one sentence ("12 rows have characters this bank does not take in …"). */
export const charactersSentence = (g: ProblemGroup, words: Words) =>
  words.t('fix.charactersGroup', { ...characterGroupParams(g), field: words.field(g.field) });

/** How the file was read: rows and bulks, encoding and why, the sheet, the paying account. */
function readingLines(file: string, check: FileCheck, { t }: Words, facts: ReadFacts): string[] {
  const decimal = check.decimalStyle;
  const format =
    check.format === 'csv'
      ? t('validateText.csvFormat', { delimiter: delimiterName(check.delimiter ?? ','), decimal })
      : check.format;
  const encoding = check.bom ? t('validateText.withBom', { encoding: check.encoding }) : check.encoding;
  const out = [
    t('validateText.summary', { file, count: check.rowCount, bulks: check.bulkCount, encoding, format }),
    `  ${t('validateText.encoding', {
      encoding: check.encoding,
      reason: t(`validateText.encodingReason.${check.encodingReason}`),
    })}`,
  ];
  const sheets = facts.spreadsheet?.sheets ?? [];
  if (sheets.length > 1)
    out.push(`  ${t('validateText.sheetRead', { sheet: facts.spreadsheet!.sheet, sheets: sheetList(sheets) })}`);
  for (const iban of check.debtorAccounts) out.push(`  ${t('validateText.debtorAccount', { iban })}`);
  return out;
}

/** The bulks the file makes (the first ones), and the file's total when there are several. */
function bulkLines(check: FileCheck, { t }: Words): string[] {
  const money = (totals: Record<string, string>) => totalsText(totals) || t('validateText.noAmounts');
  const out = check.bulks
    .slice(0, BULKS_IN_TEXT)
    .map(
      (b) =>
        `  ${t('validateText.bulk', { number: b.index + 1, count: b.count, first: b.firstLine, last: b.lastLine, total: money(b.totals) })}`,
    );
  if (check.bulkCount > BULKS_IN_TEXT)
    out.push(`  ${t('validateText.moreBulks', { count: check.bulkCount - BULKS_IN_TEXT })}`);
  if (check.bulkCount > 1)
    out.push(
      `  ${t('validateText.fileTotal', { total: money(check.totals) })}`,
      `  ${t('validateText.eachBulkApproval')}`,
    );
  return out;
}

/** One kind of problem: its sentence, its first rows, how many more and where to find them. */
function groupLines(file: string, g: ProblemGroup, allProblems: string | undefined, words: Words): string[] {
  const example = g.preview ? ` ${words.t('validateText.example', { preview: g.preview })}` : '';
  const out = [
    g.code === 'non_sepa_characters'
      ? `  ${charactersSentence(g, words)}${example}`
      : `  ${words.field(g.field)}: ${g.count} × ${g.code}${example}`,
  ];
  for (const i of g.first.slice(0, FIRST_IN_TEXT)) out.push(`    ${file}:${i.line}  ${words.message(i)}`);
  const more = g.count - FIRST_IN_TEXT;
  if (more > 0)
    out.push(
      `    ${allProblems ? words.t('validateText.moreIn', { count: more, file: allProblems }) : words.t('validateText.moreListThem', { count: more })}`,
    );
  return out;
}

/** The whole text report of a checked file. */
export function validateText(
  file: string,
  check: FileCheck,
  allProblems: string | undefined,
  words: Words,
  facts: ReadFacts,
): string {
  const { t } = words;
  const out = [...readingLines(file, check, words, facts), ...bulkLines(check, words)];
  const section = (title: string, groups: ProblemGroup[]) => {
    if (!groups.length) return;
    out.push('', title);
    for (const g of groups) out.push(...groupLines(file, g, allProblems, words));
  };
  const errors = check.problems.filter((g) => g.severity === 'error');
  section(
    t('validateText.errors', { count: check.errorCount, rows: check.rowsWithErrors, kinds: errors.length }),
    errors,
  );
  section(
    t('validateText.warnings', { count: check.warningCount }),
    check.problems.filter((g) => g.severity === 'warning'),
  );
  out.push('', t(check.errorCount ? 'validateText.notReady' : 'validateText.ready'));
  return out.join('\n');
}
