import { create } from 'zustand';
import { STRICTEST_SET } from '../../../src-shared/payments/charset';
import { CheckLedger, issueAtRow, type KindKey } from '../../../src-shared/import/check-ledger';
import { issuesOfGroup } from '../../../src-shared/import/group-actions';
import { groupProblems, type ProblemGroup } from '../../../src-shared/import/problems';
import { MAX_EDIT_RECORDS } from '../../../src-shared/ipc/bounds';
import type { EditRecord } from '../../../src-shared/ipc/channels/bulks';
import { templateFromMapping } from '../../../src-shared/import/templates';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import { compileRowRules, type RowValidator } from '../../../src-shared/payments/row-rules';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { RowResult, ValidationIssue, ValidationResult } from '../../../src-shared/payments/types';
import { bulkpay } from '../../bridge';
import type { PaymentImportState } from './import-state';
import { PayeeWarnings } from './payee-warnings';
import { connectImportWorker, startWorker, wholeFileResult, type WholeFileSummary } from './worker-client';

export type { GroupEdit, PaymentImportState } from './import-state';

const problemsCache = new WeakMap<ValidationResult, ProblemGroup[]>();
const kindsCache = new WeakMap<ValidationResult, (kind: KindKey) => ValidationIssue[]>();

/**
 * The issues of one problem group, as `issuesOfGroup(result.issues, group)`: from the ledger's
 * rows of that kind when it has them, so drawing a group does not list every issue of the file.
 */
export function issuesOfProblem(result: ValidationResult, group: KindKey): ValidationIssue[] {
  return kindsCache.get(result)?.(group) ?? issuesOfGroup(result.issues, group);
}

/**
 * The problems of a check per kind ("Due date: 16 rows"): count, first rows, SEPA preview, for
 * grouped lists. Computed when first asked for and kept per result, so an edit does not pay for it.
 */
export function problemsOf(result: ValidationResult): ProblemGroup[] {
  let groups = problemsCache.get(result);
  if (!groups) problemsCache.set(result, (groups = groupProblems(result.issues)));
  return groups;
}

/** A row's result with its issues on row `row` (after a removal they keep the row they were found at). */
const resultAtRow = (result: RowResult, row: number): RowResult =>
  result.issues.every((i) => i.row === row)
    ? result
    : { ...result, issues: result.issues.map((i) => issueAtRow(i, row)) };

export const usePaymentImport = create<PaymentImportState>((set, get) => {
  // The check of the rows in the table, kept per row: an edit re-derives one row, not the file.
  let ledger = new CheckLedger();
  /** Publishes the ledger's state (new arrays and a new result, so every subscriber sees the change). */
  const publish = (extra: Partial<PaymentImportState> = {}) => set({ ...view(), ...extra });
  /** The ledger's state for the store; its problems per kind go to `problemsOf` (kept by the ledger, not regrouped). */
  const view = () => {
    const { problems, issuesOfKind, ...snapshot } = ledger.snapshot();
    if (wholeFile) {
      // One result until the last row is in: the table takes the rows as they come, while the
      // summary, the problems per kind and the bulks (the whole file's already) are not drawn again.
      if (wholeFileView?.summary !== wholeFile) {
        wholeFileView = { summary: wholeFile, result: wholeFileResult(snapshot.result, wholeFile) };
        problemsCache.set(wholeFileView.result, wholeFile.problems);
      }
      return { ...snapshot, result: wholeFileView.result };
    }
    problemsCache.set(snapshot.result, problems);
    kindsCache.set(snapshot.result, issuesOfKind);
    return snapshot;
  };
  /** The worker's summary of the whole file, shown while its last rows are still coming in (until `done`). */
  let wholeFile: WholeFileSummary | undefined;
  let wholeFileView: { summary: WholeFileSummary; result: ValidationResult } | undefined;
  // What the core's payee book says of this file's payees, for the warnings Review gives too.
  const payees = new PayeeWarnings();
  // The rules compiled once per decimal mark and currency, for edits.
  let compiled: { key: string; check: RowValidator } | undefined;
  const rulesFor = (decimalStyle: DecimalStyle, defaultCurrency: string): RowValidator => {
    const { characterSet } = get();
    const key = `${decimalStyle}|${defaultCurrency}|${characterSet}`;
    if (compiled?.key !== key)
      compiled = { key, check: compileRowRules({ decimalStyle, defaultCurrency, characterSet }) };
    return compiled.check;
  };

  /** Adds changes to the record of this file's edits (the first `MAX_EDIT_RECORDS` listed, the rest counted). */
  const record = (changes: EditRecord[]) =>
    set((s) => {
      const room = Math.max(0, MAX_EDIT_RECORDS - s.edits.length);
      return {
        edits: room ? [...s.edits, ...changes.slice(0, room)] : s.edits,
        editsNotListed: s.editsNotListed + Math.max(0, changes.length - room),
      };
    });
  const now = () => new Date().toISOString();
  const removal = (row: PaymentRow): EditRecord => ({ kind: 'removed', line: row.line, values: row.values, at: now() });

  const importWorker = connectImportWorker({
    get,
    set,
    publish,
    view,
    get ledger() {
      return ledger;
    },
    set ledger(next) {
      ledger = next;
    },
    get wholeFile() {
      return wholeFile;
    },
    set wholeFile(next) {
      wholeFile = next;
    },
  });
  const send = importWorker.send;

  return {
    phase: 'empty',
    progress: undefined,
    failure: undefined,
    fileName: '',
    sha256: '',
    file: undefined,
    rows: [],
    rowResults: [],
    result: undefined,
    issuesByRow: new Map(),
    settings: {},
    defaultCurrency: 'EUR',
    characterSet: STRICTEST_SET,
    onlyProblems: false,
    edited: false,
    edits: [],
    editsNotListed: 0,
    payeeBookProblem: undefined,
    checking: false,
    expectedRows: 0,
    templates: [],
    appliedTemplate: undefined,

    async open(file) {
      performance.mark('bulkpay:open');
      const bytes = await file.arrayBuffer();
      ledger = new CheckLedger();
      payees.forget();
      set({
        rows: [],
        rowResults: [],
        issuesByRow: new Map(),
        checking: true,
        phase: 'reading',
        fileName: file.name,
        file: undefined,
        result: undefined,
        failure: undefined,
        settings: {},
        appliedTemplate: undefined,
        onlyProblems: false,
        edits: [],
        editsNotListed: 0,
        payeeBookProblem: undefined,
        progress: { fraction: 0, stage: 'Reading' },
      });
      await send({ kind: 'open', fileName: file.name, bytes, settings: {}, defaultCurrency: get().defaultCurrency });
    },
    reread(settings) {
      const next = { ...get().settings, ...settings };
      set({ settings: next, progress: { fraction: 0, stage: 'Reading' } });
      send({ kind: 'reread', settings: next, defaultCurrency: get().defaultCurrency });
    },
    remap(mapping) {
      set({
        phase: 'review',
        settings: { ...get().settings, mapping },
        progress: { fraction: 0, stage: 'Applying the mapping' },
      });
      send({
        kind: 'remap',
        mapping,
        decimalStyle: get().settings.decimalStyle,
        defaultCurrency: get().defaultCurrency,
      });
    },
    editCell(index, field, value) {
      get().editCells([{ row: index, field, value }]);
    },
    editCells(edits, as) {
      const { file, defaultCurrency, checking } = get();
      if (!file || checking) return;
      const started = performance.now();
      const check = rulesFor(file.decimalStyle, defaultCurrency);
      const cells: EditRecord[] = [];
      const at = now();
      let changed = false;
      for (const { row: index, field, value } of edits) {
        const before = ledger.rows[index];
        if (!before) continue;
        const row: PaymentRow = { ...before, values: { ...before.values, [field]: value } };
        ledger.replace(index, row, payees.withFindings(row, check(row, index), index, defaultCurrency));
        changed = true;
        const old = before.values[field] ?? '';
        if (old !== value) cells.push({ kind: 'cell', line: before.line, field, old, new: value, at });
      }
      if (!changed) return;
      if (cells.length) record(as ? [{ kind: 'group', ...as, count: cells.length, at }] : cells);
      const snapshot = view();
      // The re-check itself (rules, duplicates, totals), without the table's re-render that follows.
      performance.measure('bulkpay:recheck', { start: started, end: performance.now() });
      set({ ...snapshot, edited: true });
      // A row may now be without errors, or name a payee or IBAN the book was not asked about.
      void get().checkPayees(edits.map((e) => e.row));
    },
    removeRow(index) {
      const { file, checking } = get();
      if (!file || checking || !ledger.rows[index]) return;
      const started = performance.now();
      record([removal(ledger.rows[index])]);
      ledger.remove(index);
      const snapshot = view();
      performance.measure('bulkpay:recheck', { start: started, end: performance.now() });
      set({ ...snapshot, file: { ...file, fileIssues: [...ledger.fileIssues] }, edited: true });
    },
    restoreRow(index, row) {
      const { file, defaultCurrency, checking } = get();
      // From the ledger, not the last published rows (a few hundred ms behind while rows stream in).
      const { rows, results: rowResults } = ledger;
      if (!file || checking || index < 0 || index > rows.length) return;
      // Rows from `index` on move down one: their issues' row indices follow. Rare (an undo), so
      // the check is rebuilt from the per-row results rather than shifted in place.
      const shift = (issue: ValidationIssue) => (issue.row >= index ? { ...issue, row: issue.row + 1 } : issue);
      const restored = payees.withFindings(
        row,
        rulesFor(file.decimalStyle, defaultCurrency)(row, index),
        index,
        defaultCurrency,
      );
      record([{ kind: 'restored', line: row.line, values: row.values, at: now() }]);
      const fileIssues = file.fileIssues.map(shift);
      ledger = new CheckLedger({ fileIssues });
      ledger.append(
        [...rows.slice(0, index), row, ...rows.slice(index)],
        [
          ...rowResults.slice(0, index).map((r, at) => resultAtRow(r, at)),
          restored,
          ...rowResults.slice(index).map((r, k) => resultAtRow(r, index + 1 + k)),
        ],
      );
      publish({ file: { ...file, fileIssues }, edited: true });
    },
    keepRows(indices) {
      const { file, checking } = get();
      const { rows, results: rowResults } = ledger;
      // While rows still arrive, a new ledger from those taken in so far would lose the rest.
      if (!file || checking) return;
      const moved = new Map(indices.map((old, i) => [old, i]));
      const move = (issue: ValidationIssue) => (issue.row < 0 ? issue : { ...issue, row: moved.get(issue.row)! });
      const fileIssues = file.fileIssues.filter((i) => i.row < 0 || moved.has(i.row)).map(move);
      ledger = new CheckLedger({ fileIssues });
      ledger.append(
        indices.map((i) => rows[i]!),
        indices.map((i, at) => resultAtRow(rowResults[i]!, at)),
      );
      publish({ file: { ...file, fileIssues }, edited: true });
    },
    setDefaultCurrency(currency) {
      const defaultCurrency = currency.toUpperCase();
      const { file } = get();
      set({ defaultCurrency });
      // A read or check under way has not put all its rows in the table: it goes again, whole.
      if (importWorker.sendAgain(defaultCurrency) || !file) return;
      set({ progress: { fraction: 0, stage: 'Checking payments' }, checking: true });
      // The ledger's rows, not the last published (behind while rows come in); every row is in here.
      send({ kind: 'check', rows: ledger.rows, decimalStyle: file.decimalStyle, defaultCurrency });
    },
    setCharacterSet(characterSet) {
      if (characterSet === get().characterSet) return;
      set({ characterSet });
      // checked again as for another currency: every row under the bank's set
      get().setDefaultCurrency(get().defaultCurrency);
    },
    setOnlyProblems: (onlyProblems) => set({ onlyProblems }),
    showMapping: () => set({ phase: 'mapping' }),
    closeMapping: () => set({ phase: 'review' }),
    async loadTemplates() {
      const r = await bulkpay.import.templates({});
      if (r.ok) set({ templates: r.value });
    },
    async saveTemplate(name, mapping) {
      const { file, settings } = get();
      if (!file) return 'Open a file first.';
      const template = templateFromMapping(name, file.headers, mapping, {
        encoding: settings.encoding,
        delimiter: settings.delimiter,
        decimalStyle: settings.decimalStyle,
      });
      const r = await bulkpay.import.saveTemplate({ template: JSON.parse(JSON.stringify(template)) });
      if (!r.ok) return r.error.message;
      set({ templates: r.value, appliedTemplate: name });
      return undefined;
    },
    prepare: () => void startWorker(),
    clear: () => {
      ledger = new CheckLedger();
      payees.forget();
      wholeFile = undefined;
      importWorker.cancel(); // answers still on their way belong to the file just closed
      set({
        phase: 'empty',
        checking: false,
        expectedRows: 0,
        file: undefined,
        rows: [],
        rowResults: [],
        result: undefined,
        issuesByRow: new Map(),
        failure: undefined,
        fileName: '',
        settings: {},
        appliedTemplate: undefined,
        edits: [],
        editsNotListed: 0,
        payeeBookProblem: undefined,
      });
    },
    forgetEdits: () => set({ edits: [], editsNotListed: 0 }),
    askPayeesAgain() {
      payees.forgetAsked();
      const { phase, checking } = get();
      if (phase === 'review' && !checking) void get().checkPayees();
    },
    async checkPayees(indices) {
      const { defaultCurrency } = get();
      const checked = ledger;
      const asked = indices ?? checked.rows.map((_, i) => i);
      if (!indices) performance.measure('bulkpay:open-to-payee-ask', 'bulkpay:open');
      const learned = await payees.learn(
        asked.map((i) => checked.rows[i]!),
        asked.map((i) => checked.results[i]!),
        defaultCurrency,
        !indices,
      );
      if (payees.problem !== get().payeeBookProblem) set({ payeeBookProblem: payees.problem });
      // An edit bringing a currency the book was not asked about: the whole file is asked again.
      if (learned === 'askAll') return get().checkPayees();
      // Another file, a new check or rows still coming in: the check that follows asks again.
      const stale = () => ledger !== checked || get().checking || get().defaultCurrency !== defaultCurrency;
      if (stale()) return;
      if (!indices) performance.measure('bulkpay:open-to-payee-answers', 'bulkpay:open');
      // After a check every row is fresh from the worker (no findings yet); after an edit the edited
      // rows have them already, and what the book learned concerns only their payees and IBANs.
      const again = !indices || learned === 'all' ? checked.rows.map((_, i) => i) : learned ? asked : [];
      // The rows stay the same rows (only their findings changed): the review of them and their
      // upload to main (bulks-store) are not voided and not made again.
      if (await payees.putOnRows(checked, again, defaultCurrency, stale)) publish({ rows: get().rows });
      if (!indices) performance.measure('bulkpay:open-to-payee-findings', 'bulkpay:open');
    },
    removeRows(indices, as) {
      if (indices.length === 0) return;
      const gone = new Set(indices);
      const rows = ledger.rows;
      get().keepRows(rows.flatMap((_, i) => (gone.has(i) ? [] : [i])));
      record(
        as
          ? [{ kind: 'group', ...as, count: indices.length, at: now() }]
          : indices.flatMap((i) => (rows[i] ? [removal(rows[i])] : [])),
      );
    },
  };
});

// Once a file's rows are all checked (opened, read again, or checked for another currency), the
// payee book's warnings join them.
usePaymentImport.subscribe((now, before) => {
  if (before.checking && !now.checking && now.file && !now.failure) void usePaymentImport.getState().checkPayees();
});
