import { describe, expect, it } from 'vitest';
import { ok } from '../../../../../src-shared/result';
import { bankErr, bankOk } from '../../../../../src-main/adapters/bank-api/errors';
import type { ExchangeAnswer } from '../../../../../src-main/features/bank-session/consent-poll';
import { type ConsentBank, PsuSession } from '../../../../../src-main/features/bank-session/psu-session';
import type { PsuTokenStore, StoredPsuSession } from '../../../../../src-main/features/bank-session/psu-token-store';

/** The store's contract in memory; the keychain-backed one is proved by test/integration/src-main/cli/psu-session-cli.test.ts. */
function memoryStore(initial: StoredPsuSession | null = null) {
  const store = { kept: initial } as { kept: StoredPsuSession | null } & PsuTokenStore;
  store.load = async () => store.kept;
  store.save = async (s) => void (store.kept = s);
  store.forget = async () => void (store.kept = null);
  return store;
}

function bankApproving(jwt: string): ConsentBank {
  return {
    async initiateConsent() {
      return bankOk({
        id: 'c1',
        short_code: '123456',
        state: 'open',
        creation_time: new Date().toISOString(),
        expiration_time: new Date(Date.now() + 600_000).toISOString(),
      });
    },
    async exchangeConsent(): Promise<ExchangeAnswer> {
      return { kind: 'approved', token: { token_type: 'Bearer', id_token: jwt, expires_in: 900 } };
    },
  };
}

const session = (store: PsuTokenStore, now = Date.now) =>
  new PsuSession({ bank: async () => ok(bankApproving('jwt-new')), store, now, poll: { delayMs: () => 1 } });

describe('PSU session kept in a store', () => {
  it('keeps an approved session and a new run restores it without a new approval', async () => {
    const store = memoryStore();
    const first = session(store);
    await first.signIn('psu@example.test', 'pw');
    await first.whenSettled();
    expect(store.kept).toMatchObject({ token: 'jwt-new', email: 'psu@example.test' });
    first.dispose();
    expect(store.kept).not.toBeNull(); // the end of a process keeps it

    const second = session(store);
    expect(await second.restore()).toBe(true);
    expect(second.view()).toMatchObject({ state: 'signed_in', email: 'psu@example.test' });
    expect(await second.run('x', async (jwt) => bankOk(jwt))).toEqual({ ok: true, value: 'jwt-new' });
  });

  it('does not restore an expired session, and removes it', async () => {
    const store = memoryStore({ token: 'old', email: null, expiresAtMs: Date.now() - 1000 });
    const s = session(store);
    expect(await s.restore()).toBe(false);
    await s.storeSettled();
    expect(store.kept).toBeNull();
  });

  it('forgets the kept session on sign-out and when the bank refuses it (401)', async () => {
    const store = memoryStore({ token: 'kept', email: 'a@b.test', expiresAtMs: Date.now() + 600_000 });
    const s = session(store);
    expect(await s.restore()).toBe(true);
    const refused = s.run('Loading accounts', async () => bankErr('unauthorized', 'no', { status: 401 }));
    await new Promise((r) => setTimeout(r, 10));
    expect(s.view().state).not.toBe('signed_in');
    await s.storeSettled();
    expect(store.kept).toBeNull(); // refused by the bank: no later run may reuse it
    store.kept = { token: 'other', email: null, expiresAtMs: Date.now() + 600_000 };
    s.signOut(); // also releases the action waiting for a new approval
    expect(await refused).toMatchObject({ ok: false, error: { code: 'consent_cancelled' } });
    await s.storeSettled();
    expect(store.kept).toBeNull();
  });

  it('a status check still running when the process ends fails at once and keeps the stored session', async () => {
    const store = memoryStore({ token: 'kept', email: null, expiresAtMs: Date.now() + 600_000 });
    const s = session(store);
    await s.restore();
    s.dispose();
    expect(await s.run('Checking a bulk', async (jwt) => bankOk(jwt))).toMatchObject({ ok: false });
    await s.storeSettled();
    expect(store.kept?.token).toBe('kept');
  });
});
