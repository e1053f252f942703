import { create } from 'zustand';
import { STRICTEST_SET } from '../../../src-shared/payments/charset';
import { CheckLedger } from '../../../src-shared/import/check-ledger';
import { templateFromMapping } from '../../../src-shared/import/templates';
import { bulkpay } from '../../bridge';
import { createImportContext, type ImportContext } from './import-context';
import type { PaymentImportState } from './import-state';
import { rowEdits } from './row-edits';
import { startWorker } from './worker-client';

export type { GroupEdit, PaymentImportState } from './import-state';
export { issuesOfProblem, problemsOf } from './import-context';

/** What no file open means for the table, its check and its record of edits (a new `Map` each time). */
const noFile = () => ({
  file: undefined,
  rows: [],
  rowResults: [],
  result: undefined,
  issuesByRow: new Map(),
  failure: undefined,
  settings: {},
  appliedTemplate: undefined,
  edits: [],
  editsNotListed: 0,
  payeeBookProblem: undefined,
});

/** The store's state before any file is opened. */
const initialState = () => ({
  ...noFile(),
  phase: 'empty' as const,
  progress: undefined,
  fileName: '',
  sha256: '',
  defaultCurrency: 'EUR',
  characterSet: STRICTEST_SET,
  onlyProblems: false,
  edited: false,
  checking: false,
  expectedRows: 0,
  templates: [],
});

type FileActions = Pick<
  PaymentImportState,
  | 'open'
  | 'reread'
  | 'remap'
  | 'setDefaultCurrency'
  | 'setCharacterSet'
  | 'setOnlyProblems'
  | 'showMapping'
  | 'closeMapping'
  | 'prepare'
  | 'clear'
  | 'forgetEdits'
>;

/** Opening, reading again, mapping and closing the file (zustand slices pattern). */
function fileActions(ctx: ImportContext): FileActions {
  const { get, set, payees } = ctx;
  const { send } = ctx.worker;
  return {
    async open(file) {
      performance.mark('bulkpay:open');
      const bytes = await file.arrayBuffer();
      ctx.ledger = new CheckLedger();
      payees.forget();
      set({
        ...noFile(),
        checking: true,
        phase: 'reading',
        fileName: file.name,
        onlyProblems: false,
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
    setDefaultCurrency(currency) {
      const defaultCurrency = currency.toUpperCase();
      const { file } = get();
      set({ defaultCurrency });
      // A read or check under way has not put all its rows in the table: it goes again, whole.
      if (ctx.worker.sendAgain(defaultCurrency) || !file) return;
      set({ progress: { fraction: 0, stage: 'Checking payments' }, checking: true });
      // The ledger's rows, not the last published (behind while rows come in); every row is in here.
      send({ kind: 'check', rows: ctx.ledger.rows, decimalStyle: file.decimalStyle, defaultCurrency });
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
    prepare: () => void startWorker(),
    clear: () => {
      ctx.ledger = new CheckLedger();
      payees.forget();
      ctx.wholeFile = undefined;
      ctx.worker.cancel(); // answers still on their way belong to the file just closed
      set({ ...noFile(), phase: 'empty', checking: false, expectedRows: 0, fileName: '' });
    },
    forgetEdits: () => set({ edits: [], editsNotListed: 0 }),
  };
}

/** The saved mappings (templates): loaded from the core, saved under a name. */
function templateActions({ get, set }: ImportContext): Pick<PaymentImportState, 'loadTemplates' | 'saveTemplate'> {
  return {
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
  };
}

/** The payee book's warnings on the file's rows (`PayeeWarnings`). */
function payeeActions(ctx: ImportContext): Pick<PaymentImportState, 'askPayeesAgain' | 'checkPayees'> {
  const { get, set, payees } = ctx;
  return {
    askPayeesAgain() {
      payees.forgetAsked();
      const { phase, checking } = get();
      if (phase === 'review' && !checking) void get().checkPayees();
    },
    async checkPayees(indices) {
      const { defaultCurrency } = get();
      const checked = ctx.ledger;
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
      const stale = () => ctx.ledger !== checked || get().checking || get().defaultCurrency !== defaultCurrency;
      if (stale()) return;
      if (!indices) performance.measure('bulkpay:open-to-payee-answers', 'bulkpay:open');
      // After a check every row is fresh from the worker (no findings yet); after an edit the edited
      // rows have them already, and what the book learned concerns only their payees and IBANs.
      const again = !indices || learned === 'all' ? checked.rows.map((_, i) => i) : learned ? asked : [];
      // The rows stay the same rows (only their findings changed): the review of them and their
      // upload to main (bulks-store) are not voided and not made again.
      if (await payees.putOnRows(checked, again, defaultCurrency, stale)) ctx.publish({ rows: get().rows });
      if (!indices) performance.measure('bulkpay:open-to-payee-findings', 'bulkpay:open');
    },
  };
}

export const usePaymentImport = create<PaymentImportState>((set, get) => {
  const ctx = createImportContext(set, get);
  return {
    ...initialState(),
    ...fileActions(ctx),
    ...templateActions(ctx),
    ...payeeActions(ctx),
    ...rowEdits(ctx),
  };
});

// Once a file's rows are all checked (opened, read again, or checked for another currency), the
// payee book's warnings join them.
usePaymentImport.subscribe((now, before) => {
  if (before.checking && !now.checking && now.file && !now.failure) void usePaymentImport.getState().checkPayees();
});
