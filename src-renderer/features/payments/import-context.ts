// What the payment import's actions share (store.ts builds it once per store): the check ledger of
// the rows in the table, the worker's summary shown meanwhile, the payee book's warnings, the rules
// compiled for edits and the record of edits. The worker's answers (worker-client.ts) fill it too.
import type { StoreApi } from 'zustand';
import { CheckLedger, type KindKey } from '../../../src-shared/import/check-ledger';
import { issuesOfGroup } from '../../../src-shared/import/group-actions';
import { groupProblems, type ProblemGroup } from '../../../src-shared/import/problems';
import { MAX_EDIT_RECORDS } from '../../../src-shared/ipc/bounds';
import type { EditRecord } from '../../../src-shared/ipc/channels/bulks';
import type { PaymentRow } from '../../../src-shared/payments/fields';
import { compileRowRules, type RowValidator } from '../../../src-shared/payments/row-rules';
import type { DecimalStyle } from '../../../src-shared/payments/amount';
import type { ValidationIssue, ValidationResult } from '../../../src-shared/payments/types';
import type { PaymentImportState } from './import-state';
import { PayeeWarnings } from './payee-warnings';
import { connectImportWorker, wholeFileResult, type ImportSession, type WholeFileSummary } from './worker-client';

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

export type ImportSet = StoreApi<PaymentImportState>['setState'];
export type ImportGet = StoreApi<PaymentImportState>['getState'];

/** The import's shared state and helpers, as the store's actions use them. */
export interface ImportContext extends ImportSession {
  set: ImportSet;
  /** What the core's payee book says of this file's payees, for the warnings Review gives too. */
  readonly payees: PayeeWarnings;
  /** The rules compiled once per decimal mark, currency and character set, for edits. */
  rulesFor(decimalStyle: DecimalStyle, defaultCurrency: string): RowValidator;
  /** Adds changes to the record of this file's edits (the first `MAX_EDIT_RECORDS` listed, the rest counted). */
  record(changes: EditRecord[]): void;
  /** The import worker: the answers to what is sent go into this context. */
  readonly worker: ReturnType<typeof connectImportWorker>;
}

export const now = () => new Date().toISOString();
export const removal = (row: PaymentRow): EditRecord => ({
  kind: 'removed',
  line: row.line,
  values: row.values,
  at: now(),
});

/** The ledger's state for the store; its problems per kind go to `problemsOf` (kept by the ledger, not regrouped). */
function ledgerView(
  ctx: ImportSession,
  kept: { wholeFileView?: { summary: WholeFileSummary; result: ValidationResult } },
) {
  const { problems, issuesOfKind, ...snapshot } = ctx.ledger.snapshot();
  const { wholeFile } = ctx;
  if (wholeFile) {
    // One result until the last row is in: the table takes the rows as they come, while the
    // summary, the problems per kind and the bulks (the whole file's already) are not drawn again.
    if (kept.wholeFileView?.summary !== wholeFile) {
      kept.wholeFileView = { summary: wholeFile, result: wholeFileResult(snapshot.result, wholeFile) };
      problemsCache.set(kept.wholeFileView.result, wholeFile.problems);
    }
    return { ...snapshot, result: kept.wholeFileView.result };
  }
  problemsCache.set(snapshot.result, problems);
  kindsCache.set(snapshot.result, issuesOfKind);
  return snapshot;
}

/** A rules compiler that keeps the last rules it compiled (one per decimal mark, currency and character set). */
function rulesCompiler(get: ImportGet) {
  let compiled: { key: string; check: RowValidator } | undefined;
  return (decimalStyle: DecimalStyle, defaultCurrency: string): RowValidator => {
    const { characterSet } = get();
    const key = `${decimalStyle}|${defaultCurrency}|${characterSet}`;
    if (compiled?.key !== key)
      compiled = { key, check: compileRowRules({ decimalStyle, defaultCurrency, characterSet }) };
    return compiled.check;
  };
}

/** The context of one store: a fresh ledger, no file, the worker connected to it. */
export function createImportContext(set: ImportSet, get: ImportGet): ImportContext {
  const kept: { wholeFileView?: { summary: WholeFileSummary; result: ValidationResult } } = {};
  const ctx: Omit<ImportContext, 'worker'> = {
    get,
    set,
    // The check of the rows in the table, kept per row: an edit re-derives one row, not the file.
    ledger: new CheckLedger(),
    wholeFile: undefined,
    payees: new PayeeWarnings(),
    view: () => ledgerView(ctx, kept),
    /** Publishes the ledger's state (new arrays and a new result, so every subscriber sees the change). */
    publish: (extra = {}) => set({ ...ctx.view(), ...extra }),
    rulesFor: rulesCompiler(get),
    record: (changes) =>
      set((s) => {
        const room = Math.max(0, MAX_EDIT_RECORDS - s.edits.length);
        return {
          edits: room ? [...s.edits, ...changes.slice(0, room)] : s.edits,
          editsNotListed: s.editsNotListed + Math.max(0, changes.length - room),
        };
      }),
  };
  return Object.assign(ctx, { worker: connectImportWorker(ctx) });
}
