// The Payees screen and `bulkpay payees` in team mode: the team's payee book in PostgreSQL, where
// the database lets only approvers and admins trust, block or unblock, and logs each change.
import type { PayeeTrust } from '../../src-shared/payments/payee-checks';
import { err, ok, type Result } from '../../src-shared/result';
import type { PayeeEntry } from '../history/payee-book';
import type { TeamStore } from '../team/team-store';
import { payeeAccountOf, payeeCsv } from './payee-book-service';

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
    if (!done.value)
      return err('not_blocked', `${iban.value} is not blocked in the payee book.`, undefined, { iban: iban.value });
    return ok({ iban: iban.value, entries: done.value });
  }

  async exportCsv(): Promise<Result<string>> {
    const entries = await this.list();
    return entries.ok ? ok(payeeCsv(entries.value)) : entries;
  }

  /** Importing into the team's book is not offered: trust and block are set payee by payee there. */
  importCsv(): Result<never> {
    return err(
      'payee_import_team',
      'In team mode the payee book is the team’s: importing a payee file into it is not available; trust or block each account instead.',
    );
  }
}
