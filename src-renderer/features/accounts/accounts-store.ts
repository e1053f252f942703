import { create, type StoreApi } from 'zustand';
import type { AccountView, TransactionFilters, TransactionView } from '../../../src-shared/ipc/channels/accounts';
import type { PsuSessionView } from '../../../src-shared/ipc/channels/consent';
import type { SinglePaymentView, SinglePaymentForm } from '../../../src-shared/ipc/channels/single-payments';
import type { AppError } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';

const SIGNED_OUT: PsuSessionView = {
  state: 'signed_out',
  email: null,
  shortCode: null,
  consentExpiresAt: null,
  sessionExpiresAt: null,
  interrupted: [],
  problem: null,
};

interface TransactionsState {
  handle: string;
  /** Only the filters that are set; unset means all. */
  filters: TransactionFilters;
  items: TransactionView[];
  count: number;
  cursor: string | null;
  loading: boolean;
  error: string | null;
}

interface AccountsState {
  session: PsuSessionView;
  accounts: AccountView[];
  fetchedAt: string | null;
  loadingAccounts: boolean;
  accountsError: string | null;
  transactions: TransactionsState | null;
  detail: { transaction: TransactionView | null; loading: boolean; error: string | null } | null;
  /** The single payment on screen: created, then confirmed and followed. */
  payment: SinglePaymentView | null;
  /** Subscribes to main's push events; returns the unsubscribe. Called once by the screen. */
  connect(): () => void;
  signIn(email: string, password: string): Promise<AppError | null>;
  cancelSignIn(): Promise<void>;
  signOut(): Promise<void>;
  loadAccounts(): Promise<void>;
  openAccount(handle: string, filters?: TransactionFilters): Promise<void>;
  loadMoreTransactions(): Promise<void>;
  openTransaction(handle: string, identifier: string): Promise<void>;
  closeTransaction(): void;
  exportTransactions(): Promise<{ fileName: string; mimeType: string; content: string } | AppError>;
  createPayment(form: SinglePaymentForm): Promise<AppError | null>;
  confirmPayment(): Promise<AppError | null>;
  clearPayment(): void;
}

type AccountsSet = StoreApi<AccountsState>['setState'];
type AccountsGet = StoreApi<AccountsState>['getState'];

/** Takes the bank session main reports: the accounts on a first sign-in, nothing kept once signed out. */
function sessionSetter(set: AccountsSet, get: AccountsGet) {
  return (session: PsuSessionView) => {
    const wasSignedIn = get().session.state === 'signed_in';
    set({ session });
    // First sign-in: show the accounts straight away.
    if (session.state === 'signed_in' && !wasSignedIn && get().accounts.length === 0) void get().loadAccounts();
    if (session.state === 'signed_out') set({ accounts: [], fetchedAt: null, transactions: null, detail: null });
  };
}

/** Subscribes to main's pushes (bulks, session, single payments, profile); returns the unsubscribe. */
function connectAction(set: AccountsSet, get: AccountsGet, setSession: (s: PsuSessionView) => void) {
  return () => {
    // Shown again: the balances are asked of the bank again, never kept from an earlier visit.
    void bulkpay.consent.status({}).then((r) => {
      if (!r.ok) return;
      // setSession loads them itself on a first sign-in; otherwise they are loaded here.
      const loadsItself = get().session.state !== 'signed_in' && get().accounts.length === 0;
      setSession(r.value);
      if (r.value.state === 'signed_in' && !loadsItself) void get().loadAccounts();
    });
    // A bulk reached its final state: the money left (or stayed); show the bank's balances of now.
    const offBulks = bulkpay.on('bulks:updated', ({ bulk }) => {
      if (bulk.processed && get().session.state === 'signed_in') void get().loadAccounts();
    });
    const offSession = bulkpay.on('consent:changed', setSession);
    const offSinglePayment = bulkpay.on('singlePayments:changed', (changed) => {
      if (get().payment?.uuid !== changed.uuid) return;
      set({ payment: changed });
      // A paid payment changed the balances: show the new ones.
      if (changed.final && changed.status === 'paid') void get().loadAccounts();
    });
    // Another bank profile: nothing of the previous bank stays on screen (main has signed it out).
    const offProfile = bulkpay.on('profiles:activeChanged', () => {
      set({ accounts: [], fetchedAt: null, accountsError: null, transactions: null, detail: null, payment: null });
      void bulkpay.consent.status({}).then((r) => r.ok && setSession(r.value));
    });
    return () => {
      offBulks();
      offSession();
      offSinglePayment();
      offProfile();
    };
  };
}

/** Signing in to the bank and out (zustand slices pattern). */
function sessionActions(
  set: AccountsSet,
  get: AccountsGet,
): Pick<AccountsState, 'connect' | 'signIn' | 'cancelSignIn' | 'signOut'> {
  const setSession = sessionSetter(set, get);
  return {
    connect: connectAction(set, get, setSession),
    async signIn(email, password) {
      const result = await bulkpay.consent.signIn({ email, password });
      if (!result.ok) return result.error;
      setSession(result.value);
      return null;
    },
    async cancelSignIn() {
      const result = await bulkpay.consent.cancel({});
      if (result.ok) setSession(result.value);
    },
    async signOut() {
      const result = await bulkpay.consent.signOut({});
      if (result.ok) setSession(result.value);
      set({ payment: null });
    },
  };
}

/** Reads one page of an account's transactions into the list, unless the user has left that list. */
async function fetchPage(set: AccountsSet, get: AccountsGet, t: TransactionsState, cursor?: string) {
  const result = await bulkpay.accounts.transactions({
    handle: t.handle,
    ...t.filters,
    ...(cursor ? { cursor } : {}),
  });
  // Ignore answers for a list the user has left (another account or filter).
  const current = get().transactions;
  if (!current || current.handle !== t.handle || current.filters !== t.filters) return;
  if (!result.ok) return set({ transactions: { ...current, loading: false, error: result.error.message } });
  set({
    transactions: {
      ...current,
      items: cursor ? [...current.items, ...result.value.transactions] : result.value.transactions,
      count: result.value.count,
      cursor: result.value.cursor,
      loading: false,
      error: null,
    },
  });
}

/** The accounts, an account's transactions (paged) and one transaction's detail. */
function accountActions(
  set: AccountsSet,
  get: AccountsGet,
): Pick<
  AccountsState,
  | 'loadAccounts'
  | 'openAccount'
  | 'loadMoreTransactions'
  | 'openTransaction'
  | 'closeTransaction'
  | 'exportTransactions'
> {
  return {
    async loadAccounts() {
      set({ loadingAccounts: true, accountsError: null });
      const result = await bulkpay.accounts.list({});
      if (!result.ok) return set({ loadingAccounts: false, accountsError: result.error.message });
      set({ loadingAccounts: false, accounts: result.value.accounts, fetchedAt: result.value.fetchedAt });
    },
    async openAccount(handle, filters = {}) {
      const t: TransactionsState = { handle, filters, items: [], count: 0, cursor: null, loading: true, error: null };
      set({ transactions: t, detail: null });
      await fetchPage(set, get, t);
    },
    async loadMoreTransactions() {
      const t = get().transactions;
      if (!t || t.loading || !t.cursor) return;
      set({ transactions: { ...t, loading: true } });
      await fetchPage(set, get, t, t.cursor);
    },
    async openTransaction(handle, identifier) {
      set({ detail: { transaction: null, loading: true, error: null } });
      const result = await bulkpay.accounts.transaction({ handle, identifier });
      set({
        detail: result.ok
          ? { transaction: result.value, loading: false, error: null }
          : { transaction: null, loading: false, error: result.error.message },
      });
    },
    closeTransaction: () => set({ detail: null }),
    async exportTransactions() {
      const t = get().transactions;
      if (!t) return { code: 'no_account', message: 'Open an account first.' };
      const result = await bulkpay.accounts.exportTransactions({
        handle: t.handle,
        ...t.filters,
      });
      return result.ok ? result.value : result.error;
    },
  };
}

/** The single payment on screen: created, confirmed, cleared. */
function paymentActions(
  set: AccountsSet,
  get: AccountsGet,
): Pick<AccountsState, 'createPayment' | 'confirmPayment' | 'clearPayment'> {
  return {
    async createPayment(form) {
      const result = await bulkpay.singlePayments.create(form);
      if (!result.ok) return result.error;
      set({ payment: result.value });
      return null;
    },
    async confirmPayment() {
      const payment = get().payment;
      if (!payment) return null;
      const result = await bulkpay.singlePayments.confirm({ accountHandle: payment.accountHandle, uuid: payment.uuid });
      if (!result.ok) return result.error;
      // An event may already have brought a later state; keep the later one.
      if (!get().payment?.final) set({ payment: result.value });
      return null;
    },
    clearPayment: () => set({ payment: null }),
  };
}

export const useAccounts = create<AccountsState>((set, get) => ({
  session: SIGNED_OUT,
  accounts: [],
  fetchedAt: null,
  loadingAccounts: false,
  accountsError: null,
  transactions: null,
  detail: null,
  payment: null,
  ...sessionActions(set, get),
  ...accountActions(set, get),
  ...paymentActions(set, get),
}));
