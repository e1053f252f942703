import { create } from 'zustand';
import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import type { Review } from '../../../src-shared/ipc/channels/bulks';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { AppError } from '../../../src-shared/result';
import type { ValidationIssue } from '../../../src-shared/payments/types';
import { bulkpay } from '../../bridge';
import { usePaymentImport } from '../payments/store';

export interface TrackedBulk {
  bulk: BulkSummary;
  /** Why the last status check could not tell (checking continues), or null. */
  problem: string | null;
}

interface BulksState {
  accounts: AccountView[];
  accountsError: string | undefined;
  account: string;
  review: Review | undefined;
  warningsChecked: boolean;
  busy: 'reviewing' | 'sending' | undefined;
  error: AppError | undefined;
  /** Bulks of this app session and every unfinished one, by id, newest first. */
  tracked: TrackedBulk[];
  loadAccounts(): Promise<void>;
  chooseAccount(code: string): void;
  startReview(): Promise<void>;
  setWarningsChecked(checked: boolean): void;
  send(): Promise<void>;
  cancelReview(): void;
  loadOpen(): Promise<void>;
}

/** What is sent: the import screen's current (edited) rows and file identity. */
function submitInput(account: string) {
  const s = usePaymentImport.getState();
  return {
    file: { name: s.fileName, sha256: s.sha256, encoding: s.file?.encoding ?? 'utf-8' },
    rows: s.rows,
    decimalStyle: s.file?.decimalStyle,
    paymentAccount: account,
  };
}

/** Puts the bank's refusals on the import table's rows and fields, next to our own checks. */
function showOnImportTable(issues: ValidationIssue[]): void {
  if (!issues.length) return;
  usePaymentImport.setState((s) => {
    const byRow = new Map(s.issuesByRow);
    for (const issue of issues) byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
    const result = s.result && {
      ...s.result,
      issues: [...s.result.issues, ...issues],
      errorCount: s.result.errorCount + issues.length,
    };
    return { issuesByRow: byRow, result };
  });
}

export const useBulks = create<BulksState>((set, get) => {
  const upsert = (bulk: BulkSummary, problem: string | null) =>
    set((s) => {
      const others = s.tracked.filter((t) => t.bulk.id !== bulk.id);
      // Newest file first; within a file (bulks recorded in the same second), bulk 1 first.
      const byFileThenSequence = (a: TrackedBulk, b: TrackedBulk) =>
        b.bulk.createdAt.slice(0, 19).localeCompare(a.bulk.createdAt.slice(0, 19)) || a.bulk.sequence - b.bulk.sequence;
      return { tracked: [{ bulk, problem }, ...others].sort(byFileThenSequence) };
    });
  // Main pushes every change; the renderer never polls the bank. The subscription lives for the app.
  bulkpay.on('bulks:updated', ({ bulk, problem }) => {
    upsert(bulk, problem);
    // A finished bulk moved money: show the account's new available balance.
    if (bulk.processed) void get().loadAccounts();
  });

  return {
    accounts: [],
    accountsError: undefined,
    account: '',
    review: undefined,
    warningsChecked: false,
    busy: undefined,
    error: undefined,
    tracked: [],

    async loadAccounts() {
      const listed = await bulkpay.accounts.list({});
      if (!listed.ok) return set({ accountsError: listed.error.message });
      const usable = listed.value.accounts.filter((a) => !a.archived);
      set({ accounts: usable, accountsError: undefined, account: get().account || usable[0]?.code || '' });
    },
    chooseAccount: (account) => set({ account, review: undefined, warningsChecked: false }),
    async startReview() {
      set({ busy: 'reviewing', error: undefined, review: undefined, warningsChecked: false });
      const review = await bulkpay.bulks.review(submitInput(get().account));
      set(review.ok ? { busy: undefined, review: review.value } : { busy: undefined, error: review.error });
    },
    setWarningsChecked: (warningsChecked) => set({ warningsChecked }),
    async send() {
      set({ busy: 'sending', error: undefined });
      const sent = await bulkpay.bulks.submit({
        ...submitInput(get().account),
        warningsChecked: get().warningsChecked,
      });
      if (!sent.ok) return set({ busy: undefined, error: sent.error });
      for (const bulk of sent.value.bulks)
        upsert(bulk, get().tracked.find((t) => t.bulk.id === bulk.id)?.problem ?? null);
      showOnImportTable(sent.value.issues as ValidationIssue[]);
      set({ busy: undefined, review: undefined, warningsChecked: false });
    },
    cancelReview: () => set({ review: undefined, warningsChecked: false, error: undefined }),
    async loadOpen() {
      const open = await bulkpay.bulks.open({});
      if (open.ok)
        for (const bulk of open.value.bulks) if (!get().tracked.some((t) => t.bulk.id === bulk.id)) upsert(bulk, null);
    },
  };
});
