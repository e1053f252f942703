// Changes a person makes to the payee book (trust, block, unblock, import) and its CSV export, each
// written to the audit log in the same transaction as the change (docs/payee-book.md).
import { parseCsv } from '../../../src-shared/import/csv';
import { checkIban, electronicIban } from '../../../src-shared/payments/iban';
import { ibanOnlyKey, PAYEE_TRUST_STATES, payeeKey, type PayeeTrust } from '../../../src-shared/payments/payee-checks';
import { err, ok, type Result } from '../../../src-shared/result';
import { payeeEntries, type PayeeEntry } from '../../adapters/sqlite/payee-book';
import type { HistoryStore } from '../../adapters/sqlite/history-store';

/** The columns of the book's CSV, export and import alike. */
export const PAYEE_CSV_COLUMNS = [
  'name',
  'iban',
  'bic',
  'payee_id',
  'trust',
  'first_paid',
  'last_paid',
  'payments',
  'note',
] as const;

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A cell a spreadsheet would run as a formula starts with a quote mark (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The book's entries as CSV (UTF-8, comma, header line). */
export function payeeCsv(entries: readonly PayeeEntry[]): string {
  const lines = [PAYEE_CSV_COLUMNS.join(',')];
  for (const e of entries)
    lines.push(
      [e.name, e.iban, e.bic, e.payeeId, e.trust, e.firstPaidAt, e.lastPaidAt, e.paymentCount, e.note]
        .map(csvCell)
        .join(','),
    );
  return `${lines.join('\n')}\n`;
}

/** An IBAN a person typed, in electronic form, or why it is not one. */
export function payeeAccountOf(text: string): Result<string> {
  const iban = electronicIban(text);
  if (!checkIban(iban).valid)
    return err(
      'invalid_iban',
      `“${text}” is not a valid IBAN; give the account number as on the invoice, e.g. FI21 1234 5600 0007 85.`,
      undefined,
      { value: text },
    );
  return ok(iban);
}

/** One row of a payee CSV to import. */
export interface PayeeCsvRow {
  name: string;
  iban: string;
  /** Null when the cell is empty: an existing entry keeps its trust, a new one is known (team: new). */
  trust: PayeeTrust | null;
  note: string | null;
  payeeId: string | null;
  bic: string | null;
}

/**
 * Reads a book CSV (the export's columns; `name` and `iban` required, the rest optional), every
 * bad row named; the local and the team book import the rows it gives, all or none.
 */
export function parsePayeeCsv(text: string): Result<PayeeCsvRow[]> {
  const { records } = parseCsv(text.replace(/^\ufeff/, ''), ',');
  const header = records[0]?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const col = (name: string) => header.indexOf(name);
  if (col('iban') < 0 || col('name') < 0)
    return err(
      'payee_csv_columns',
      `The payee file needs a header line with at least the columns name and iban (found: ${header.join(', ') || 'none'}).`,
      undefined,
      { found: header.join(', ') || '—' },
    );
  const rows: PayeeCsvRow[] = [];
  const problems: string[] = [];
  for (const { line, cells } of records.slice(1)) {
    if (cells.every((c) => !c.trim())) continue;
    const cell = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
    const iban = electronicIban(cell('iban'));
    const trust = (cell('trust') || null) as PayeeTrust | null;
    if (!checkIban(iban).valid) problems.push(`line ${line}: “${cell('iban')}” is not a valid IBAN`);
    else if (trust !== null && !PAYEE_TRUST_STATES.includes(trust))
      problems.push(`line ${line}: trust “${trust}” is not one of ${PAYEE_TRUST_STATES.join(', ')}`);
    else
      rows.push({
        name: cell('name'),
        iban,
        trust,
        note: cell('note') || null,
        payeeId: cell('payee_id') || null,
        bic: cell('bic') || null,
      });
  }
  if (problems.length)
    return err(
      'payee_csv_rows',
      `Nothing imported; correct these rows and import again: ${problems.join('; ')}.`,
      undefined,
      { problems: problems.join('; ') },
    );
  return ok(rows);
}

export class PayeeBookService {
  constructor(
    private readonly store: HistoryStore,
    private readonly actor: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every entry, most recently paid first; `state` keeps only those in that trust state. */
  list(state?: PayeeTrust): PayeeEntry[] {
    const all = payeeEntries(this.store.db);
    return state ? all.filter((e) => e.trust === state) : all;
  }

  #account(text: string): Result<string> {
    return payeeAccountOf(text);
  }

  /** Sets every entry of the IBAN to `trust` (making one for the account when the book has none). */
  #setTrust(
    text: string,
    trust: PayeeTrust,
    action: string,
    detail: Record<string, unknown>,
  ): Result<{ iban: string; entries: number }> {
    const account = this.#account(text);
    if (!account.ok) return account;
    const iban = account.value;
    const at = this.now().toISOString();
    const db = this.store.db;
    const entries = db.transaction(() => {
      const changed = db
        .prepare(
          `UPDATE payee_book SET trust = ?, was_blocked = was_blocked OR trust = 'blocked', updated_at = ?,
          note = coalesce(?, note) WHERE iban = ?`,
        )
        .run(trust, at, (detail.reason as string | undefined) ?? null, iban).changes;
      if (changed === 0)
        db.prepare(
          `INSERT INTO payee_book (payee_key, name, iban, trust, note, updated_at) VALUES (?, '', ?, ?, ?, ?)`,
        ).run(ibanOnlyKey(iban), iban, trust, (detail.reason as string | undefined) ?? null, at);
      this.store.audit(this.actor, action, 'payee_account', iban, detail);
      return Math.max(changed, 1);
    })();
    return ok({ iban, entries });
  }

  /** Blocks an IBAN: every payment to it is an error (`payee_blocked`) until it is unblocked. */
  block(iban: string, reason?: string) {
    return this.#setTrust(iban, 'blocked', 'payee_blocked', reason ? { reason } : {});
  }

  /** Trusts an IBAN: a payee's change to it no longer needs its own confirmation. */
  trust(iban: string) {
    return this.#setTrust(iban, 'trusted', 'payee_trusted', {});
  }

  /** Unblocks an IBAN: known again if it was paid, else new; remembered as once blocked. */
  unblock(text: string): Result<{ iban: string; entries: number }> {
    const account = this.#account(text);
    if (!account.ok) return account;
    const iban = account.value;
    const db = this.store.db;
    const entries = db.transaction(() => {
      const changed = db
        .prepare(
          `UPDATE payee_book SET trust = CASE WHEN payment_count > 0 THEN 'known' ELSE 'new' END, was_blocked = 1,
          updated_at = ? WHERE iban = ? AND trust = 'blocked'`,
        )
        .run(this.now().toISOString(), iban).changes;
      if (changed) this.store.audit(this.actor, 'payee_unblocked', 'payee_account', iban, {});
      return changed;
    })();
    if (!entries) return err('not_blocked', `${iban} is not blocked in the payee book.`, undefined, { iban });
    return ok({ iban, entries });
  }

  /** The whole book as CSV (UTF-8, comma, header line). */
  exportCsv(): string {
    return payeeCsv(this.list());
  }

  /**
   * Reads a book CSV (the export's columns; `name` and `iban` required, the rest optional): each
   * row's trust state and note are set on that payee and account, made if the book lacks it. Counts
   * and dates come only from payments, never from a file. All rows or none.
   */
  importCsv(text: string): Result<{ rows: number }> {
    const parsed = parsePayeeCsv(text);
    if (!parsed.ok) return parsed;
    const rows = parsed.value;
    const db = this.store.db;
    const at = this.now().toISOString();
    db.transaction(() => {
      const current = db.prepare('SELECT trust FROM payee_book WHERE payee_key = ? AND iban = ?').pluck();
      // An empty trust cell keeps the entry's trust; a new entry is known.
      const upsert = db.prepare(`INSERT INTO payee_book (payee_key, payee_id, name, iban, bic, trust, note, updated_at)
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
      // An account the file unblocks is in the audit log as an unblock, as one made in the window.
      for (const iban of new Set(unblocked))
        this.store.audit(this.actor, 'payee_unblocked', 'payee_account', iban, { via: 'import' });
      this.store.audit(this.actor, 'payees_imported', 'payee_book', 'local', {
        rows: rows.length,
        blocked: rows.filter((r) => r.trust === 'blocked').map((r) => r.iban),
        trusted: rows.filter((r) => r.trust === 'trusted').map((r) => r.iban),
        unblocked: unblocked.length ? [...new Set(unblocked)] : undefined,
      });
    })();
    return ok({ rows: rows.length });
  }
}
