// Changes a person makes to the payee book (trust, block, unblock, import) and its CSV export, each
// written to the audit log in the same transaction as the change (docs/payee-book.md).
import { parseCsv } from '../../../src-shared/import/csv';
import { checkIban, electronicIban } from '../../../src-shared/payments/iban';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { PAYEE_TRUST_STATES, type PayeeTrust } from '../../../src-shared/payments/payee-checks';
import type { PayeeCsvRow } from '../../ports/payee-csv-row';
import { err, ok, type Result } from '../../../src-shared/result';
import type { PayeeEntry } from '../../ports/payee-book';
import type { LocalHistoryWriter } from '../../ports/history/local-history';

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

/** The refusal to unblock an IBAN nobody blocked; its sentence shows the IBAN in groups of four, the param stays electronic. */
export const notBlocked = (iban: string) =>
  err('not_blocked', `${groupIban(iban)} is not blocked in the payee book.`, undefined, { iban });

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
    private readonly store: LocalHistoryWriter,
    private readonly actor: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every entry, most recently paid first; `state` keeps only those in that trust state. */
  list(state?: PayeeTrust): PayeeEntry[] {
    const all = this.store.payeeBook.entries();
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
    const note = (detail.reason as string | undefined) ?? null;
    const entries = this.store.payeeBook.setTrust(iban, trust, this.now().toISOString(), note, () =>
      this.store.audit(this.actor, action, 'payee_account', iban, detail),
    );
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
    const entries = this.store.payeeBook.unblock(iban, this.now().toISOString(), () =>
      this.store.audit(this.actor, 'payee_unblocked', 'payee_account', iban, {}),
    );
    if (!entries) return notBlocked(iban);
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
    this.store.payeeBook.importRows(rows, this.now().toISOString(), (unblocked) => {
      // An account the file unblocks is in the audit log as an unblock, as one made in the window.
      for (const iban of new Set(unblocked))
        this.store.audit(this.actor, 'payee_unblocked', 'payee_account', iban, { via: 'import' });
      this.store.audit(this.actor, 'payees_imported', 'payee_book', 'local', {
        rows: rows.length,
        blocked: rows.filter((r) => r.trust === 'blocked').map((r) => r.iban),
        trusted: rows.filter((r) => r.trust === 'trusted').map((r) => r.iban),
        unblocked: unblocked.length ? [...new Set(unblocked)] : undefined,
      });
    });
    return ok({ rows: rows.length });
  }
}
