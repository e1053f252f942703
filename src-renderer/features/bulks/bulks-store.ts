import { create, type StoreApi } from 'zustand';
import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import type { ReviewSummary, UploadedInput } from '../../../src-shared/ipc/channels/import-volume';
import { UPLOAD_CHUNK_ROWS } from '../../../src-shared/ipc/bounds';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { AppError } from '../../../src-shared/result';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import type { SeparateConfirmation } from '../../../src-shared/validation/separate-confirmations';
import { bulkpay } from '../../bridge';
import { tr } from '../../i18n/locale';
import { usePaymentImport } from '../payments/store';
import { checkContext, discardUploads, hasUpload, reviewUploaded, uploadOf } from './row-upload';
import { takeSentOffTable } from './sent-off-table';

export interface TrackedBulk {
  bulk: BulkSummary;
  /** Why the last status check could not tell (checking continues), or null. */
  problem: string | null;
}

interface BulksState {
  accounts: AccountView[];
  accountsError: string | undefined;
  account: string;
  /** The payment-account id the user typed for an account whose code is not one (sent with the review, kept by main). */
  paymentAccountId: string;
  /** Main's review of the uploaded rows, as a summary (bulks, balance, problems per kind). */
  review: ReviewSummary | undefined;
  /**
   * Exactly what `review` checked: the rows went to main in chunks under `upload`, and `send`
   * sends that upload with the review's plan hash, never the table as it is now.
   */
  reviewed: Reviewed | undefined;
  warningsChecked: boolean;
  /** The kinds of problem confirmed each on its own (paying again, changed bank details), with their counts. */
  confirmedSeparately: SeparateConfirmation[];
  /** What the last send took off the import table (sent, so not sendable again), until another file opens. */
  sentNote: string | undefined;
  busy: 'reviewing' | 'sending' | undefined;
  error: AppError | undefined;
  /** Bulks of this app session and every unfinished one, by id, newest first. */
  tracked: TrackedBulk[];
  loadAccounts(): Promise<void>;
  chooseAccount(code: string): void;
  setPaymentAccountId(id: string): void;
  startReview(): Promise<void>;
  setWarningsChecked(checked: boolean): void;
  /** Confirms (or takes back) one kind of problem the general box does not clear, for all its payments. */
  confirmSeparately(code: string, count: number, confirmed: boolean): void;
  /** Sends what was reviewed; answers with the bulks made (undefined when nothing was sent). */
  /** `draftId`: the guided run the rows came from, forgotten by main as the bulks are recorded. */
  send(draftId?: string): Promise<BulkSummary[] | undefined>;
  cancelReview(): void;
  loadOpen(): Promise<void>;
}

/** What is reviewed: the import screen's current (edited) rows and file identity. */
function submitInput(account: string, paymentAccountId: string): SubmitInput {
  const s = usePaymentImport.getState();
  return {
    file: {
      name: s.fileName,
      sha256: s.sha256,
      encoding: s.file?.encoding ?? 'utf-8',
      ...(s.file?.message ? { message: s.file.message } : {}),
    },
    rows: s.rows,
    decimalStyle: s.file?.decimalStyle,
    paymentAccount: account,
    ...(paymentAccountId.trim() ? { paymentAccountId: paymentAccountId.trim() } : {}),
  };
}

/**
 * How the rows were read, asked with them: whether the user chose the decimal mark (main then does
 * not vote it over the rows itself) and the delimiter (main's vote breaks a tie by it).
 */
export function readAs(): Pick<UploadedInput, 'decimalStyleChosen' | 'delimiter'> {
  const s = usePaymentImport.getState();
  return {
    ...(s.settings.decimalStyle ? { decimalStyleChosen: true } : {}),
    ...(s.file?.delimiter ? { delimiter: s.file.delimiter } : {}),
  };
}

/** What a review asked main: the rows (uploaded under `upload`) and how they were read, sent again as is. */
type Reviewed = SubmitInput & { upload: string } & ReturnType<typeof readAs>;

/** Bumped whenever the import's rows, file or currency change: a review of an earlier state is void. */
let importVersion = 0;

/** From this many rows the table's rows go to main in the background once they settle, so Review starts at once. */
const PRE_UPLOAD_FROM_ROWS = UPLOAD_CHUNK_ROWS;
const PRE_UPLOAD_AFTER_MS = 1500;
let preUploadTimer: ReturnType<typeof setTimeout> | undefined;

type BulksSet = StoreApi<BulksState>['setState'];
type BulksGet = StoreApi<BulksState>['getState'];

/** No review: what any change of the rows, the account or the bank leaves (a new array each time). */
const noReview = () => ({
  review: undefined,
  reviewed: undefined,
  warningsChecked: false,
  confirmedSeparately: [],
});

/** Counts profile switches: an account list asked of the previous bank is never shown. */
let bankVersion = 0;

/** Puts a bulk among those tracked (replacing its earlier state): newest file first, then bulk 1 first. */
function upsert(set: BulksSet, bulk: BulkSummary, problem: string | null): void {
  set((s) => {
    const others = s.tracked.filter((t) => t.bulk.id !== bulk.id);
    // Newest file first; within a file (bulks recorded in the same second), bulk 1 first.
    const byFileThenSequence = (a: TrackedBulk, b: TrackedBulk) =>
      b.bulk.createdAt.slice(0, 19).localeCompare(a.bulk.createdAt.slice(0, 19)) || a.bulk.sequence - b.bulk.sequence;
    return { tracked: [{ bulk, problem }, ...others].sort(byFileThenSequence) };
  });
}

/** A large file's settled rows go to main in the background, checked there for the chosen account. */
function preUpload(get: BulksGet): void {
  const { rows, checking, phase } = usePaymentImport.getState();
  if (!checking && phase === 'review' && rows.length >= PRE_UPLOAD_FROM_ROWS)
    void uploadOf(rows, checkContext(get().accounts, get().account)).done;
}

/** The review and its "I have checked" tick belong to the rows they showed: any change voids them. */
function followImport(set: BulksSet, get: BulksGet): void {
  usePaymentImport.subscribe((now, before) => {
    const otherFile = now.fileName !== before.fileName || now.sha256 !== before.sha256;
    if (
      otherFile ||
      now.rows !== before.rows ||
      now.defaultCurrency !== before.defaultCurrency ||
      now.file?.decimalStyle !== before.file?.decimalStyle ||
      now.file?.delimiter !== before.file?.delimiter ||
      now.settings.decimalStyle !== before.settings.decimalStyle
    ) {
      importVersion++;
      // Main keeps a large file's rows for a review; another file (or none) does not need them.
      if (otherFile) discardUploads();
      set({ ...noReview(), ...(otherFile ? { sentNote: undefined } : {}) });
    }
    // A large file's rows go to main once they have settled (checked, no edit for a moment).
    if (now.rows !== before.rows || now.checking !== before.checking) {
      clearTimeout(preUploadTimer);
      if (!now.checking && now.phase === 'review' && now.rows.length >= PRE_UPLOAD_FROM_ROWS)
        preUploadTimer = setTimeout(() => {
          if (usePaymentImport.getState().rows === now.rows) preUpload(get);
        }, PRE_UPLOAD_AFTER_MS);
    }
  });
}

/** Main's pushes: every bulk's change, and another bank profile (its accounts, no review of the previous one's). */
function followMain(set: BulksSet, get: BulksGet): void {
  // Main pushes every change; the renderer never polls the bank. The subscription lives for the app.
  bulkpay.on('bulks:updated', ({ bulk, problem }) => {
    upsert(set, bulk, problem);
    // A finished bulk moved money: show the account's new available balance.
    if (bulk.processed) void get().loadAccounts();
  });
  // Another bank profile: its accounts replace the previous bank's at once, and a review made
  // against the previous bank's account is void.
  bulkpay.on('profiles:activeChanged', () => {
    bankVersion++;
    set({ accounts: [], account: '', accountsError: undefined, ...noReview() });
    void get().loadAccounts();
  });
}

/** The paying account: listed from the bank, chosen, and its payment-account id. */
function accountActions(
  set: BulksSet,
  get: BulksGet,
): Pick<BulksState, 'loadAccounts' | 'chooseAccount' | 'setPaymentAccountId'> {
  return {
    async loadAccounts() {
      const asked = bankVersion;
      const listed = await bulkpay.accounts.list({});
      if (asked !== bankVersion) return;
      if (!listed.ok) return set({ accountsError: listed.error.message });
      const usable = listed.value.accounts.filter((a) => !a.archived);
      set({ accounts: usable, accountsError: undefined, account: get().account || usable[0]?.code || '' });
      if (hasUpload()) preUpload(get); // rows already went up, before the account was known
    },
    chooseAccount: (account) => {
      set({ account, paymentAccountId: '', ...noReview() });
      if (hasUpload()) preUpload(get); // checked on arrival for this account instead
    },
    setPaymentAccountId: (paymentAccountId) => set({ paymentAccountId, ...noReview() }),
  };
}

/** Main's review of the table's rows, uploaded in chunks, for the chosen account. */
function startReviewAction(set: BulksSet, get: BulksGet): BulksState['startReview'] {
  return async () => {
    if (usePaymentImport.getState().checking) return; // the file is not all read yet
    // A run resumed at Review after a restart asks before the accounts are listed: the review is
    // of the account chosen once they are (asked of none, it would be void the moment one is chosen).
    if (!get().account) await get().loadAccounts();
    set({ busy: 'reviewing', error: undefined, ...noReview() });
    const asked = submitInput(get().account, get().paymentAccountId);
    const read = readAs();
    const version = importVersion;
    const stale = () => version !== importVersion || asked.paymentAccount !== get().account;
    // The rows go to main in chunks (never one huge message), under an id for exactly these rows;
    // a large file's are usually there already (uploaded in the background once they settled).
    const { rows, ...rest } = asked;
    const { review, upload: id } = await reviewUploaded(
      rows,
      checkContext(get().accounts, asked.paymentAccount),
      (upload) => bulkpay.importVolume.review({ ...rest, upload, ...read }),
      stale,
    );
    // The rows or the account changed while main checked them: this review shows an older state.
    if (stale()) return set({ busy: undefined });
    set(
      review.ok
        ? { busy: undefined, review: review.value, reviewed: { ...asked, upload: id, ...read } }
        : { busy: undefined, error: review.error },
    );
  };
}

/** Sends what was reviewed; the bulks made are tracked and their rows taken off the table. */
function sendAction(set: BulksSet, get: BulksGet): BulksState['send'] {
  return async (draftId) => {
    const { review, reviewed, warningsChecked, confirmedSeparately } = get();
    if (!review || !reviewed) return undefined;
    set({ busy: 'sending', error: undefined });
    const version = importVersion;
    const { rows: _rows, ...uploaded } = reviewed;
    const sent = await bulkpay.importVolume.submit({
      ...uploaded,
      ...(draftId ? { draftId } : {}),
      warningsChecked,
      confirmedSeparately,
      // What was changed in the window before this send, for the audit trail and the run report.
      edits: usePaymentImport.getState().edits,
      editsNotListed: usePaymentImport.getState().editsNotListed,
      planHash: review.planHash,
    });
    if (!sent.ok) {
      // Main's own plan differs from what was reviewed (balance, history or account changed): review again.
      const stale = sent.error.code === 'plan_changed';
      set({ busy: undefined, error: sent.error, ...(stale ? noReview() : {}) });
      return undefined;
    }
    usePaymentImport.getState().forgetEdits();
    for (const bulk of sent.value.bulks)
      upsert(set, bulk, get().tracked.find((t) => t.bulk.id === bulk.id)?.problem ?? null);
    const issues = sent.value.issues as ValidationIssue[];
    // Rows are matched by position, so only while the table still holds exactly what was sent.
    const sentNote =
      version === importVersion
        ? takeSentOffTable(reviewed.rows, sent.value.bulks, issues)
        : tr('run.sentTableChanged');
    set({ busy: undefined, ...noReview(), sentNote });
    return sent.value.bulks;
  };
}

/** Reviewing, confirming and sending (zustand slices pattern). */
function reviewActions(
  set: BulksSet,
  get: BulksGet,
): Pick<BulksState, 'startReview' | 'setWarningsChecked' | 'confirmSeparately' | 'send' | 'cancelReview' | 'loadOpen'> {
  return {
    startReview: startReviewAction(set, get),
    setWarningsChecked: (warningsChecked) => set({ warningsChecked }),
    confirmSeparately: (code, count, confirmed) =>
      set((s) => ({
        confirmedSeparately: [
          ...s.confirmedSeparately.filter((c) => c.code !== code),
          ...(confirmed ? [{ code, count }] : []),
        ],
      })),
    send: sendAction(set, get),
    cancelReview: () => set({ ...noReview(), error: undefined }),
    async loadOpen() {
      const open = await bulkpay.bulks.open({});
      if (open.ok)
        for (const bulk of open.value.bulks)
          if (!get().tracked.some((t) => t.bulk.id === bulk.id)) upsert(set, bulk, null);
    },
  };
}

export const useBulks = create<BulksState>((set, get) => {
  followImport(set, get);
  followMain(set, get);
  return {
    accounts: [],
    accountsError: undefined,
    account: '',
    paymentAccountId: '',
    ...noReview(),
    sentNote: undefined,
    busy: undefined,
    error: undefined,
    tracked: [],
    ...accountActions(set, get),
    ...reviewActions(set, get),
  };
});
