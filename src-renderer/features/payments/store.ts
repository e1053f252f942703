import { create } from 'zustand';
import { withFileIssues } from '../../../src-shared/import/check-file';
import { groupProblems, type ProblemGroup } from '../../../src-shared/import/problems';
import type { ColumnMapping } from '../../../src-shared/import/mapping';
import { mappingIsUsable } from '../../../src-shared/import/mapping';
import type { ImportSettings, ParsedPaymentFile } from '../../../src-shared/import/parse-file';
import {
  mappingFromTemplate,
  templateForHeaders,
  templateFromMapping,
  type ImportTemplate,
} from '../../../src-shared/import/templates';
import type { PaymentField, PaymentRow } from '../../../src-shared/payments/fields';
import { compileRowRules, validateRow } from '../../../src-shared/payments/row-rules';
import type { RowResult, ValidationIssue, ValidationResult } from '../../../src-shared/payments/types';
import { combineRowResults } from '../../../src-shared/payments/validate';
import { bulkpay } from '../../bridge';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

type Phase = 'empty' | 'reading' | 'mapping' | 'review';
type WorkerCall = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface PaymentImportState {
  phase: Phase;
  progress: { fraction: number; stage: string } | undefined;
  /** Why the file could not be read at all (it names the file). */
  failure: string | undefined;
  fileName: string;
  sha256: string;
  file: ParsedPaymentFile | undefined;
  /** The rows as edited by the user; what is checked and what would be sent. */
  rows: PaymentRow[];
  rowResults: RowResult[];
  result: ValidationResult | undefined;
  issuesByRow: Map<number, ValidationIssue[]>;
  /** The user's encoding, delimiter and decimal choices; empty means detected. */
  settings: ImportSettings;
  /** Currency for rows without one: the paying account's. */
  defaultCurrency: string;
  onlyProblems: boolean;
  /** True once the user edited or removed rows: re-reading the file would discard that. */
  edited: boolean;
  templates: ImportTemplate[];
  appliedTemplate: string | undefined;
  open(file: File): Promise<void>;
  reread(settings: ImportSettings): void;
  remap(mapping: ColumnMapping): void;
  editCell(row: number, field: PaymentField, value: string): void;
  removeRow(row: number): void;
  /** Keeps only the rows at these indices, in order: after sending, what went to the bank leaves the table. */
  keepRows(indices: readonly number[]): void;
  setDefaultCurrency(currency: string): void;
  setOnlyProblems(only: boolean): void;
  showMapping(): void;
  closeMapping(): void;
  loadTemplates(): Promise<void>;
  /** Saves the mapping under a name; answers with a problem to show, or undefined. */
  saveTemplate(name: string, mapping: ColumnMapping): Promise<string | undefined>;
  clear(): void;
  /** Several cells at once (a group action: transliterate, ignore a column), re-checked in one pass. */
  editCells(edits: readonly { row: number; field: PaymentField; value: string }[]): void;
  /** Puts a removed row back at its place (undo of `removeRow`), re-checked. */
  restoreRow(index: number, row: PaymentRow): void;
  /** Removes several rows in one pass (e.g. "Remove exact copies" at 100,000 rows). */
  removeRows(indices: readonly number[]): void;
}

let worker: Worker | undefined;
let lastId = 0;

function indexIssues(issues: readonly ValidationIssue[]): Map<number, ValidationIssue[]> {
  const byRow = new Map<number, ValidationIssue[]>();
  for (const issue of issues) {
    const list = byRow.get(issue.row);
    if (list) list.push(issue);
    else byRow.set(issue.row, [issue]);
  }
  return byRow;
}

const problemsCache = new WeakMap<ValidationResult, ProblemGroup[]>();

/**
 * The problems of a check per kind ("Due date: 16 rows"): count, first rows, SEPA preview, for
 * grouped lists. Computed when first asked for and kept per result, so an edit does not pay for it.
 */
export function problemsOf(result: ValidationResult): ProblemGroup[] {
  let groups = problemsCache.get(result);
  if (!groups) problemsCache.set(result, (groups = groupProblems(result.issues)));
  return groups;
}

export const usePaymentImport = create<PaymentImportState>((set, get) => {
  /** Recomputes the cross-row checks and totals from per-row results (cheap; rules run per row). */
  const recombine = (rows: PaymentRow[], rowResults: RowResult[], file = get().file) => {
    const combined = combineRowResults(rows, rowResults, { defaultCurrency: get().defaultCurrency });
    const result = withFileIssues(combined, file?.fileIssues ?? []);
    set({ rows, rowResults, result, issuesByRow: indexIssues(result.issues) });
  };

  const send = (call: WorkerCall) => {
    worker ??= new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    const id = ++lastId;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => receive(event.data);
    worker.onerror = () =>
      set({
        phase: 'empty',
        progress: undefined,
        failure: 'The file reader stopped unexpectedly; try the file again.',
      });
    worker.postMessage({ ...call, id } as WorkerRequest, call.kind === 'open' ? [call.bytes] : []);
  };

  const receive = (message: WorkerResponse) => {
    if (message.id !== lastId) return; // an answer to a request the user has since replaced
    if (message.kind === 'progress') return set({ progress: { fraction: message.fraction, stage: message.stage } });
    if (message.kind === 'failed')
      return set({ phase: get().file ? get().phase : 'empty', progress: undefined, failure: message.error.message });
    if (message.kind === 'checked') {
      set({ progress: undefined });
      return recombine(get().rows, message.rowResults);
    }
    const { file } = message;
    const state = get();
    // Offer a saved mapping for files with the same headers, once, right after opening.
    const template =
      state.phase === 'reading' && !state.settings.mapping && file.format === 'csv'
        ? templateForHeaders(file.headers, state.templates)
        : undefined;
    if (template && state.appliedTemplate !== template.name) {
      set({
        appliedTemplate: template.name,
        settings: { ...state.settings, decimalStyle: state.settings.decimalStyle ?? template.decimalStyle },
      });
      return send({
        kind: 'remap',
        mapping: mappingFromTemplate(file.headers, template),
        decimalStyle: state.settings.decimalStyle ?? template.decimalStyle,
        defaultCurrency: state.defaultCurrency,
      });
    }
    const needsMapping = file.format === 'csv' && !mappingIsUsable(file.mapping);
    const phase = state.phase === 'reading' ? (needsMapping ? 'mapping' : 'review') : state.phase;
    set({ file, sha256: message.sha256, progress: undefined, failure: undefined, phase });
    set({ edited: false });
    recombine(file.rows, message.rowResults, file);
  };

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
    onlyProblems: false,
    edited: false,
    templates: [],
    appliedTemplate: undefined,

    async open(file) {
      const bytes = await file.arrayBuffer();
      set({
        phase: 'reading',
        fileName: file.name,
        file: undefined,
        result: undefined,
        failure: undefined,
        settings: {},
        appliedTemplate: undefined,
        onlyProblems: false,
        progress: { fraction: 0, stage: 'Reading' },
      });
      send({ kind: 'open', fileName: file.name, bytes, settings: {}, defaultCurrency: get().defaultCurrency });
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
      const { rows, rowResults, file, defaultCurrency } = get();
      if (!file || !rows[index]) return;
      const row: PaymentRow = { ...rows[index], values: { ...rows[index].values, [field]: value } };
      const nextRows = rows.slice();
      nextRows[index] = row;
      const nextResults = rowResults.slice();
      nextResults[index] = validateRow(row, index, { decimalStyle: file.decimalStyle, defaultCurrency });
      set({ edited: true });
      recombine(nextRows, nextResults);
    },
    removeRow(index) {
      const { rows, rowResults, file } = get();
      if (!file) return;
      // Rows after the removed one move up: their issues' row indices follow.
      const shift = (issue: ValidationIssue) => (issue.row > index ? { ...issue, row: issue.row - 1 } : issue);
      const nextResults = rowResults
        .filter((_, i) => i !== index)
        .map((r, i) => (i >= index ? { ...r, issues: r.issues.map(shift) } : r));
      const fileIssues = file.fileIssues.filter((i) => i.row !== index).map(shift);
      const nextFile = { ...file, fileIssues };
      set({ file: nextFile, edited: true });
      recombine(
        rows.filter((_, i) => i !== index),
        nextResults,
        nextFile,
      );
    },
    keepRows(indices) {
      const { rows, rowResults, file } = get();
      if (!file) return;
      const moved = new Map(indices.map((old, i) => [old, i]));
      const move = (issue: ValidationIssue) => (issue.row < 0 ? issue : { ...issue, row: moved.get(issue.row)! });
      const fileIssues = file.fileIssues.filter((i) => i.row < 0 || moved.has(i.row)).map(move);
      const nextFile = { ...file, fileIssues };
      set({ file: nextFile, edited: true });
      recombine(
        indices.map((i) => rows[i]!),
        indices.map((i) => ({ ...rowResults[i]!, issues: rowResults[i]!.issues.map(move) })),
        nextFile,
      );
    },
    setDefaultCurrency(currency) {
      const { rows, file } = get();
      set({ defaultCurrency: currency.toUpperCase() });
      if (!file) return;
      set({ progress: { fraction: 0, stage: 'Checking payments' } });
      send({ kind: 'check', rows, decimalStyle: file.decimalStyle, defaultCurrency: currency.toUpperCase() });
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
    clear: () =>
      set({
        phase: 'empty',
        file: undefined,
        rows: [],
        rowResults: [],
        result: undefined,
        issuesByRow: new Map(),
        failure: undefined,
        fileName: '',
        settings: {},
        appliedTemplate: undefined,
      }),
    editCells(edits) {
      const { rows, rowResults, file, defaultCurrency } = get();
      if (!file || edits.length === 0) return;
      const nextRows = rows.slice();
      const changed = new Set<number>();
      for (const { row, field, value } of edits) {
        const current = nextRows[row];
        if (!current) continue;
        nextRows[row] = { ...current, values: { ...current.values, [field]: value } };
        changed.add(row);
      }
      const check = compileRowRules({ decimalStyle: file.decimalStyle, defaultCurrency });
      const nextResults = rowResults.slice();
      for (const index of changed) nextResults[index] = check(nextRows[index]!, index);
      set({ edited: true });
      recombine(nextRows, nextResults);
    },
    restoreRow(index, row) {
      const { rows, rowResults, file, defaultCurrency } = get();
      if (!file || index < 0 || index > rows.length) return;
      // Rows from `index` on move down one: their issues' row indices follow.
      const shift = (issue: ValidationIssue) => (issue.row >= index ? { ...issue, row: issue.row + 1 } : issue);
      const restored = validateRow(row, index, { decimalStyle: file.decimalStyle, defaultCurrency });
      const nextResults = [
        ...rowResults.slice(0, index),
        restored,
        ...rowResults.slice(index).map((r) => ({ ...r, issues: r.issues.map(shift) })),
      ];
      const nextFile = { ...file, fileIssues: file.fileIssues.map(shift) };
      set({ file: nextFile, edited: true });
      recombine([...rows.slice(0, index), row, ...rows.slice(index)], nextResults, nextFile);
    },
    removeRows(indices) {
      if (indices.length === 0) return;
      const gone = new Set(indices);
      get().keepRows(get().rows.flatMap((_, i) => (gone.has(i) ? [] : [i])));
    },
  };
});
