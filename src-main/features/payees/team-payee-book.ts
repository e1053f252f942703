// The Payees screen and `bulkpay payees` in team mode: the team's payee book in PostgreSQL, where
// the database lets only approvers and admins trust, block or unblock, and logs each change.
import type { PayeeTrust } from '../../../src-shared/payments/payee-checks';
import { err, ok, type Result } from '../../../src-shared/result';
import type { PayeeEntry } from '../../ports/payee-book';
import type { TeamStore } from '../../ports/team/team-store';
import { notBlocked, parsePayeeCsv, payeeAccountOf, payeeCsv } from './payee-book-service';

type Changed = Result<{ iban: string; entries: number }>;

/** A refusal of the team database for this member's role, said for the payee book. */
function refusalOf<T>(result: Result<T>): Result<T> {
  if (result.ok || result.error.code !== 'not_allowed_for_role') return result;
  return err(
    'payee_trust_not_allowed',
    'Only approvers and admins may trust, block or unblock payees in the team’s payee book; ask one of them to do it.',
  );
}

export class TeamPayeeBook {
  constructor(private readonly store: () => Promise<Result<TeamStore>>) {}

  /** Every entry of the team's book, most recently paid first; filtered by state and text. */
  async list(state?: PayeeTrust, search?: string): Promise<Result<PayeeEntry[]>> {
    const store = await this.store();
    if (!store.ok) return store;
    const book = await store.value.payeeBook();
    if (!book.ok) return book;
    const text = search?.trim().toLowerCase();
    const compact = text?.replace(/\s/g, '').toUpperCase();
    return ok(
      book.value.filter(
        (e) =>
          (!state || e.trust === state) && (!text || e.name.toLowerCase().includes(text) || e.iban.includes(compact!)),
      ),
    );
  }

  async #set(text: string, trust: 'trusted' | 'blocked', note?: string): Promise<Changed> {
    const iban = payeeAccountOf(text);
    if (!iban.ok) return iban;
    const store = await this.store();
    if (!store.ok) return store;
    const done = refusalOf(await store.value.setPayeeTrust(iban.value, trust, note));
    return done.ok ? ok({ iban: iban.value, entries: 1 }) : done;
  }

  block(iban: string, reason?: string): Promise<Changed> {
    return this.#set(iban, 'blocked', reason);
  }

  trust(iban: string): Promise<Changed> {
    return this.#set(iban, 'trusted');
  }

  async unblock(text: string): Promise<Changed> {
    const iban = payeeAccountOf(text);
    if (!iban.ok) return iban;
    const store = await this.store();
    if (!store.ok) return store;
    const done = refusalOf(await store.value.unblockPayee(iban.value));
    if (!done.ok) return done;
    if (!done.value) return notBlocked(iban.value);
    return ok({ iban: iban.value, entries: done.value });
  }

  async exportCsv(): Promise<Result<string>> {
    const entries = await this.list();
    return entries.ok ? ok(payeeCsv(entries.value)) : entries;
  }

  /**
   * Imports a payee CSV into the team's book, all rows or none: anyone who may write the team's
   * history adds payees, notes and ids; trusting, blocking or unblocking by file is the approvers'
   * and admins' (the database refuses the whole file otherwise), and each row is audited by it.
   */
  async importCsv(text: string): Promise<Result<{ rows: number }>> {
    const rows = parsePayeeCsv(text);
    if (!rows.ok) return rows;
    const store = await this.store();
    if (!store.ok) return store;
    const done = refusalOf(await store.value.importPayees(rows.value));
    return done.ok ? ok({ rows: done.value }) : done;
  }
}
