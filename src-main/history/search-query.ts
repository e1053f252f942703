import type { PaymentSearch } from '../../src-shared/ipc/channels/history';
import { amountToMilli } from './rows';

/** What a search filters on; paging and sort are separate so export can reuse the filter. */
export type PaymentFilter = Omit<PaymentSearch, 'offset' | 'limit' | 'sort' | 'descending'>;

export interface FilterSql {
  /** FROM clause naming payments as `p`; starts from the text index when one is used. */
  from: string;
  where: string;
  params: unknown[];
}

/** A MATCH string for one column: the text as one quoted phrase (FTS5 syntax characters neutral). */
const phrase = (column: string | null, text: string) =>
  `${column ? `{${column}} : ` : ''}"${text.replaceAll('"', '""')}"`;

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const compactIban = (s: string) => s.replace(/\s+/g, '').toUpperCase();

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Builds the WHERE of a payment search. "Contains" filters of three characters or more go
 * through the trigram index (fast at any size); shorter ones fall back to LIKE, which the
 * trigram index cannot serve. With a text filter the query starts from the index's matches
 * (CROSS JOIN fixes that order in SQLite) so a rare name is found without walking every row.
 */
export function buildFilter(filter: PaymentFilter): FilterSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const match: string[] = [];
  const contains = (column: string, value: string | undefined, sqlColumns: string[]) => {
    const text = value?.trim();
    if (!text) return;
    if ([...text].length >= 3) match.push(phrase(column === '*' ? null : column, text));
    else {
      where.push(`(${sqlColumns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      for (let i = 0; i < sqlColumns.length; i++) params.push(likeContains(text));
    }
  };
  const references = ['p.unstructured_reference', 'p.structured_reference', 'p.end_to_end_id'];
  contains('*', filter.text, ['p.payee_name', 'p.account_identifier', ...references]);
  contains('payee_name', filter.payee, ['p.payee_name']);
  contains('account_identifier', filter.iban && compactIban(filter.iban), ['p.account_identifier']);
  contains('reference', filter.reference, references);
  if (filter.amountMin !== undefined) {
    where.push('p.amount_milli >= ?');
    params.push(amountToMilli(filter.amountMin));
  }
  if (filter.amountMax !== undefined) {
    where.push('p.amount_milli <= ?');
    params.push(amountToMilli(filter.amountMax));
  }
  if (filter.from) {
    where.push('p.created_at >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    where.push('p.created_at < ?');
    params.push(nextDay(filter.to));
  }
  if (filter.states?.length) {
    where.push(`p.state IN (${filter.states.map(() => '?').join(', ')})`);
    params.push(...filter.states);
  }
  if (filter.bulkId) {
    where.push('p.bulk_id = ?');
    params.push(filter.bulkId);
  }
  let from = 'payments p';
  if (match.length) {
    from = '(SELECT rowid AS id FROM payments_text WHERE payments_text MATCH ?) t CROSS JOIN payments p ON p.id = t.id';
    params.unshift(match.join(' AND '));
  }
  return { from, where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

const SORT_COLUMNS: Record<PaymentSearch['sort'], string[]> = {
  date: ['p.created_at', 'p.id'],
  amount: ['p.amount_milli', 'p.id'],
  payee: ['p.payee_name COLLATE NOCASE', 'p.id'],
  state: ['p.state', 'p.created_at', 'p.id'],
};

export function orderBy(sort: PaymentSearch['sort'], descending: boolean): string {
  return `ORDER BY ${SORT_COLUMNS[sort].map((c) => `${c} ${descending ? 'DESC' : 'ASC'}`).join(', ')}`;
}
