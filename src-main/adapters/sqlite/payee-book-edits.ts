// The SQL of a person's changes to this computer's payee book (trust, block, unblock, a CSV import):
// each change and what the caller records with it (its audit entries) in one transaction.
import { ibanOnlyKey, payeeKey, type PayeeTrust } from '../../../src-shared/payments/payee-checks';
import type { PayeeCsvRow } from '../../ports/payee-csv-row';
import type { Db } from './db-handle';
import type { PayeeBookEdits, PayeeEntry } from '../../ports/payee-book';
import { payeeEntries } from './payee-book';

export class SqlitePayeeBookEdits implements PayeeBookEdits {
  constructor(private readonly db: Db) {}

  /** Every entry, most recently paid first. */
  entries(): PayeeEntry[] {
    return payeeEntries(this.db);
  }

  /**
   * Sets every entry of the IBAN to `trust` (making one for the account when the book has none),
   * then runs `also` in the same transaction. Answers how many entries it set (at least one).
   */
  setTrust(iban: string, trust: PayeeTrust, at: string, note: string | null, also: () => void): number {
    return this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE payee_book SET trust = ?, was_blocked = was_blocked OR trust = 'blocked', updated_at = ?,
          note = coalesce(?, note) WHERE iban = ?`,
        )
        .run(trust, at, note, iban).changes;
      if (changed === 0)
        this.db
          .prepare(`INSERT INTO payee_book (payee_key, name, iban, trust, note, updated_at) VALUES (?, '', ?, ?, ?, ?)`)
          .run(ibanOnlyKey(iban), iban, trust, note, at);
      also();
      return Math.max(changed, 1);
    })();
  }

  /** Unblocks an IBAN's blocked entries (known again if paid, else new); `also` runs when any were. */
  unblock(iban: string, at: string, also: () => void): number {
    return this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE payee_book SET trust = CASE WHEN payment_count > 0 THEN 'known' ELSE 'new' END, was_blocked = 1,
          updated_at = ? WHERE iban = ? AND trust = 'blocked'`,
        )
        .run(at, iban).changes;
      if (changed) also();
      return changed;
    })();
  }

  /**
   * Sets each row's trust state and note on its payee and account (made if the book lacks it), all
   * rows or none; `also` gets the accounts the rows unblocked, in the same transaction.
   */
  importRows(rows: readonly PayeeCsvRow[], at: string, also: (unblocked: string[]) => void): void {
    this.db.transaction(() => {
      const current = this.db.prepare('SELECT trust FROM payee_book WHERE payee_key = ? AND iban = ?').pluck();
      // An empty trust cell keeps the entry's trust; a new entry is known.
      const upsert = this.db
        .prepare(`INSERT INTO payee_book (payee_key, payee_id, name, iban, bic, trust, note, updated_at)
        VALUES (@key, @payeeId, @name, @iban, @bic, coalesce(@trust, 'known'), @note, @at)
        ON CONFLICT (payee_key, iban) DO UPDATE SET trust = coalesce(@trust, trust),
        was_blocked = was_blocked OR trust = 'blocked', note = coalesce(excluded.note, note), updated_at = excluded.updated_at`);
      const unblocked: string[] = [];
      for (const r of rows) {
        const key = r.name ? payeeKey(r.name, r.payeeId) : ibanOnlyKey(r.iban);
        if (current.get(key, r.iban) === 'blocked' && r.trust !== null && r.trust !== 'blocked') unblocked.push(r.iban);
        upsert.run({
          key,
          payeeId: r.payeeId,
          name: r.name,
          iban: r.iban,
          bic: r.bic,
          trust: r.trust,
          note: r.note,
          at,
        });
      }
      also(unblocked);
    })();
  }
}
