import { create, type StoreApi } from 'zustand';
import type {
  AuditEntry,
  BulkSummary,
  ExportFormat,
  PaymentPage,
  PaymentRow,
  PaymentSearchInput,
  StatusSnapshot,
} from '../../../src-shared/ipc/channels/history';
import { bulkpay, inBrowser } from '../../bridge';
import { downloadText } from '../accounts/download';
import { useNavigation } from '../../app/navigation';
import { formatDecimal, parseLocaleDecimal } from '../../../src-shared/i18n/format';
import { currentLocale, tr } from '../../i18n/locale';

export const PAGE_SIZE = 100;
/** Bulks listed at a time; "Show older bulks" adds the next page. */
export const BULK_PAGE_SIZE = 50;

export type SearchForm = Required<
  Pick<PaymentSearchInput, 'text' | 'payee' | 'iban' | 'reference' | 'amountMin' | 'amountMax' | 'from' | 'to'>
> & {
  state: string;
};

const EMPTY_FORM: SearchForm = {
  text: '',
  payee: '',
  iban: '',
  reference: '',
  amountMin: '',
  amountMax: '',
  from: '',
  to: '',
  state: '',
};

export interface BulkDetail {
  bulk: BulkSummary;
  payments: PaymentRow[];
  snapshots: StatusSnapshot[];
  audit: AuditEntry[];
  /** Team mode: the team database could not be reached and this computer's history answered. */
  teamUnreachable?: boolean;
}

interface HistoryState {
  form: SearchForm;
  sort: NonNullable<PaymentSearchInput['sort']>;
  descending: boolean;
  /** Position of the first row shown (0-based), for "101–200 of ...". */
  offset: number;
  /** The `after` cursor of each page seen so far (keyset paging); the last one is the page shown. */
  cursors: (string | undefined)[];
  page: PaymentPage | undefined;
  bulks: BulkSummary[];
  /** The last export: saving (main writes the file the user chose), or saved with its file name and rows. */
  exported: { saving: true } | { saving: false; fileName: string; rowCount: number } | undefined;
  /** The cursor of the next, older page of bulks; null when every bulk is listed. */
  bulksNext: string | null;
  bulksTotal: number;
  openBulk: BulkDetail | undefined;
  openPayment: PaymentRow | undefined;
  error: string | undefined;
  /** Team mode: the last answer came from this computer's history because the team database was unreachable. */
  teamUnreachable: boolean;
  loading: boolean;
  setField(field: keyof SearchForm, value: string): void;
  /** The first page of the search in the form. */
  search(): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
  sortBy(sort: HistoryState['sort']): void;
  loadBulks(): Promise<void>;
  /** Appends the next, older page of bulks (keyset paging). */
  loadOlderBulks(): Promise<void>;
  showBulk(bulkId: string): Promise<void>;
  showPayment(payment: PaymentRow | undefined): void;
  closeBulk(): void;
  exportSearch(format: ExportFormat): Promise<void>;
  exportBulk(bulkId: string, format: ExportFormat): Promise<void>;
}

/** The form as a search request: empty fields are left out, so they do not filter. */
function searchOf(s: Pick<HistoryState, 'form' | 'sort' | 'descending'>): PaymentSearchInput {
  const f = s.form;
  const pick = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    text: pick(f.text),
    payee: pick(f.payee),
    iban: pick(f.iban),
    reference: pick(f.reference),
    amountMin: amountOf(f.amountMin),
    amountMax: amountOf(f.amountMax),
    from: pick(f.from),
    to: pick(f.to),
    states: f.state ? [f.state] : undefined,
    sort: s.sort,
    descending: s.descending,
  };
}

/** An amount as the user's locale writes it ("1.234,56" in German), as a decimal; the text itself when unreadable. */
const amountOf = (text: string) =>
  text.trim() ? (parseLocaleDecimal(text, currentLocale()) ?? text.trim()) : undefined;

/** The example an amount field shows and its problem quotes, in the user's locale ("1.250,50"). */
export const amountExample = () => formatDecimal('1250.50', currentLocale());

/** The first amount field the locale cannot read, said with the field's label and an example; undefined when both read. */
function amountProblem(form: SearchForm): string | undefined {
  const field = (['amountMin', 'amountMax'] as const).find(
    (key) => form[key].trim() && parseLocaleDecimal(form[key], currentLocale()) === undefined,
  );
  return field && tr('historySearch.amountProblem', { field: tr(`historySearch.${field}`), example: amountExample() });
}

/** Names the form field a rejected request points at by its label on screen, so the message says where to look. */
function requestProblem(error: { message: string; details?: unknown }): string {
  const issues = Array.isArray(error.details) ? (error.details as { path?: unknown[] }[]) : [];
  const field = issues[0]?.path?.[0];
  return typeof field === 'string' && field in EMPTY_FORM
    ? tr('historySearch.fieldProblem', { field: tr(`historySearch.${field}`) })
    : error.message;
}

/** How long History waits after a pushed team change before reading again (changes come in bursts). */
export const TEAM_RELOAD_MS = 500;

type HistorySet = StoreApi<HistoryState>['setState'];
type HistoryGet = StoreApi<HistoryState>['getState'];

/** The newest page read again and merged by id: older pages the user loaded stay where they are. */
async function followTeamHistory(set: HistorySet, get: HistoryGet): Promise<void> {
  const showingTeam = () => useNavigation.getState().section === 'history' && !get().teamUnreachable;
  if (!showingTeam()) return;
  const open = get().openBulk?.bulk.id;
  const result = await bulkpay.history.listBulks({ limit: BULK_PAGE_SIZE });
  if (result.ok && result.value.teamUnreachable !== true && showingTeam()) {
    const { bulks, bulksNext } = get();
    const fresh = new Set(result.value.bulks.map((b) => b.id));
    const olderLoaded = bulks.length > BULK_PAGE_SIZE;
    set({
      bulks: olderLoaded ? [...result.value.bulks, ...bulks.filter((b) => !fresh.has(b.id))] : result.value.bulks,
      bulksNext: olderLoaded ? bulksNext : result.value.next,
      bulksTotal: result.value.total,
    });
  }
  if (!open) return;
  const detail = await bulkpay.history.getBulk({ bulkId: open, source: 'team' });
  // Only if the user still has that bulk open (not closed, not another opened meanwhile).
  if (detail.ok && get().openBulk?.bulk.id === open && showingTeam()) set({ openBulk: detail.value });
}

/** Leaving History, bulks changing at the bank and in the team history: what is shown follows. */
function followChanges(set: HistorySet, get: HistoryGet): void {
  // History opens on its list: a bulk opened there (or from Home or a run) is closed on leaving.
  useNavigation.subscribe((now, before) => {
    // A bulk opened (in History or from a run in Payments) closes when the user goes elsewhere.
    if (before.section !== now.section) set({ openBulk: undefined, openPayment: undefined });
  });
  // A bulk that changes while the screen is open refreshes what is shown.
  bulkpay.on('bulks:updated', ({ bulk }) => {
    const s = get();
    if (s.bulks.some((b) => b.id === bulk.id)) set({ bulks: s.bulks.map((b) => (b.id === bulk.id ? bulk : b)) });
    else if (s.bulks.length) set({ bulks: [bulk, ...s.bulks] });
    if (s.openBulk?.bulk.id === bulk.id) void get().showBulk(bulk.id);
  });
  // Team mode: a bulk changed in the team history (a colleague sent one, a tracker saw it move at
  // the bank). While History is open and shows the team history, the newest bulks and the open bulk
  // are read again, at most once per TEAM_RELOAD_MS (a tracker writes on every poll).
  let teamReload: ReturnType<typeof setTimeout> | undefined;
  bulkpay.on('team:changed', ({ kind }) => {
    if (kind !== 'bulk' || teamReload) return;
    teamReload = setTimeout(() => {
      teamReload = undefined;
      void followTeamHistory(set, get);
    }, TEAM_RELOAD_MS);
  });
}

/** Shows the page of the search in the form that starts after the last of `cursors`. */
async function showPage(set: HistorySet, get: HistoryGet, cursors: (string | undefined)[]): Promise<void> {
  // A field the search cannot read: said before asking, and no earlier answer stays on screen.
  const unreadable = amountProblem(get().form);
  if (unreadable) return set({ loading: false, error: unreadable, page: undefined });
  set({ loading: true, error: undefined });
  const wasUnreachable = get().teamUnreachable;
  const result = await bulkpay.history.searchPayments({
    ...searchOf(get()),
    after: cursors.at(-1),
    limit: PAGE_SIZE,
  });
  // A later page's cursor from the other history (the team database went away or came back):
  // search again from the first page of the history that answers now, never an error.
  if (!result.ok && result.error.code === 'invalid_request' && cursors.length > 1)
    return showPage(set, get, [undefined]);
  // Team mode: the team database went away (or came back); the bulk list must come from the same history.
  if (result.ok && (result.value.teamUnreachable === true) !== wasUnreachable) void get().loadBulks();
  set(
    result.ok
      ? {
          loading: false,
          page: result.value,
          cursors,
          offset: (cursors.length - 1) * PAGE_SIZE,
          teamUnreachable: result.value.teamUnreachable === true,
        }
      : { loading: false, error: requestProblem(result.error), page: undefined },
  );
}

/** Main asks where to save and writes the file itself: the rows never cross into the page. */
async function saveExport(set: HistorySet, request: Parameters<typeof bulkpay.history.exportToFile>[0]) {
  set({ exported: { saving: true }, error: undefined });
  const result = await bulkpay.history.exportToFile(request);
  if (!result.ok) set({ exported: undefined, error: result.error.message });
  else if (!result.value.saved) set({ exported: undefined });
  else set({ exported: { saving: false, fileName: result.value.fileName ?? '', rowCount: result.value.rowCount } });
}

/** Main writes the file's text; the page offers it as a download. */
async function downloadExport(set: HistorySet, request: Parameters<typeof bulkpay.history.exportDownload>[0]) {
  set({ exported: { saving: true }, error: undefined });
  const result = await bulkpay.history.exportDownload(request);
  if (!result.ok) return set({ exported: undefined, error: result.error.message });
  const { fileName, mimeType, content, rowCount } = result.value;
  downloadText(fileName, mimeType, content);
  set({ exported: { saving: false, fileName, rowCount } });
}

/** The payment search: its form, pages, order and export (zustand slices pattern). */
function searchActions(
  set: HistorySet,
  get: HistoryGet,
): Pick<HistoryState, 'setField' | 'search' | 'nextPage' | 'previousPage' | 'sortBy' | 'exportSearch'> {
  return {
    setField: (field, value) => set((s) => ({ form: { ...s.form, [field]: value } })),
    search: () => showPage(set, get, [undefined]),
    async nextPage() {
      const { page, cursors } = get();
      if (page?.next) await showPage(set, get, [...cursors, page.next]);
    },
    async previousPage() {
      const { cursors } = get();
      if (cursors.length > 1) await showPage(set, get, cursors.slice(0, -1));
    },
    sortBy(sort) {
      const s = get();
      set({ sort, descending: s.sort === sort ? !s.descending : sort === 'date' || sort === 'amount' });
      void get().search();
    },
    async exportSearch(format) {
      const unreadable = amountProblem(get().form);
      if (unreadable) return set({ error: unreadable });
      const { sort, descending, ...search } = searchOf(get());
      const request = { format, search: { ...search, sort, descending } };
      // The app streams a search's rows to a file it asks for; browser mode has no dialog: a download.
      await (inBrowser ? downloadExport(set, request) : saveExport(set, request));
    },
  };
}

/** The list of bulks (newest first, older pages on asking) and the bulk open. */
function bulkActions(
  set: HistorySet,
  get: HistoryGet,
): Pick<HistoryState, 'loadBulks' | 'loadOlderBulks' | 'showBulk' | 'showPayment' | 'closeBulk' | 'exportBulk'> {
  return {
    async loadBulks() {
      const result = await bulkpay.history.listBulks({ limit: BULK_PAGE_SIZE });
      if (result.ok)
        set({
          bulks: result.value.bulks,
          bulksNext: result.value.next,
          bulksTotal: result.value.total,
          teamUnreachable: result.value.teamUnreachable === true,
        });
      else set({ error: result.error.message });
    },
    async loadOlderBulks() {
      const { bulks, bulksNext } = get();
      if (!bulksNext) return;
      const result = await bulkpay.history.listBulks({ after: bulksNext, limit: BULK_PAGE_SIZE });
      // The cursor came from the other source (team database went away or came back): list from the newest again.
      if (!result.ok && result.error.code === 'invalid_request') return get().loadBulks();
      if (!result.ok) return set({ error: result.error.message });
      // Never append this computer's bulks to a team list (or back).
      if ((result.value.teamUnreachable === true) !== get().teamUnreachable) return get().loadBulks();
      // A bulk recorded meanwhile arrives by `bulks:updated` at the top; keyset paging never repeats one.
      const known = new Set(bulks.map((b) => b.id));
      set({
        bulks: [...bulks, ...result.value.bulks.filter((b) => !known.has(b.id))],
        bulksNext: result.value.next,
        bulksTotal: result.value.total,
      });
    },
    async showBulk(bulkId) {
      // Team mode: ask the history the list came from (a team bulk is never looked up locally).
      const result = await bulkpay.history.getBulk({ bulkId, source: get().teamUnreachable ? 'local' : 'team' });
      if (result.ok) set({ openBulk: result.value });
      else set({ error: result.error.message });
    },
    showPayment: (openPayment) => set({ openPayment }),
    closeBulk: () => set({ openBulk: undefined }),
    // A bulk is small: its export is a download, in the browser and the app alike (as the PDF is).
    exportBulk: (bulkId, format) => downloadExport(set, { format, bulkId }),
  };
}

export const useHistory = create<HistoryState>((set, get) => {
  followChanges(set, get);
  return {
    form: EMPTY_FORM,
    sort: 'date',
    descending: true,
    offset: 0,
    cursors: [undefined],
    page: undefined,
    bulks: [],
    exported: undefined,
    bulksNext: null,
    bulksTotal: 0,
    openBulk: undefined,
    openPayment: undefined,
    error: undefined,
    teamUnreachable: false,
    loading: false,
    ...searchActions(set, get),
    ...bulkActions(set, get),
  };
});
