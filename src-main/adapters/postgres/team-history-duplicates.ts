// The team's duplicate checks on the team history (PgHistoryRepository.sentFingerprints, recentlySent).
import type pg from 'pg';
import { paymentFingerprint } from '../../../src-shared/payments';
import type { HistoryRepository } from '../../ports/history/history-repository';
import { amountToMilli } from '../../ports/history/rows';
import { iso } from './team-history-sql';

/**
 * The team's duplicate check for a whole file at once: which of these payment fingerprints
 * (`paymentFingerprint`) anyone in the team sent since `sinceIso` and the bank did not refuse,
 * with the newest such payment's file, sender and time.
 */
export async function sentFingerprints(
  pool: pg.Pool,
  fingerprints: string[],
  sinceIso: string,
): Promise<Map<string, { bulkId: string; fileName: string; sentBy: string; sentAt: string }>> {
  const accounts = [...new Set(fingerprints.map((f) => f.split('|', 1)[0]!))];
  const { rows } = await pool.query<{
    bulk_id: string;
    amount_milli: string;
    currency: string;
    account_identifier: string;
    structured_reference: string | null;
    unstructured_reference: string | null;
    file_name: string | null;
    db_user: string;
    created_at: string;
  }>(
    `SELECT p.bulk_id, p.amount_milli::text AS amount_milli, p.currency, p.account_identifier,
       p.structured_reference, p.unstructured_reference,
       f.name AS file_name, b.db_user, ${iso('p.created_at')} AS created_at
     FROM bulkpay.history_payments p JOIN bulkpay.history_bulks b ON b.id = p.bulk_id
     LEFT JOIN bulkpay.history_files f ON f.id = b.file_id
     WHERE p.account_identifier = ANY($1::text[]) AND p.created_at >= $2
       AND p.state NOT IN ('rejected', 'not_accepted', 'not_sent', 'notenoughbalance')
     ORDER BY p.created_at DESC, p.id DESC`,
    [accounts, sinceIso],
  );
  // Compared on the amount's value, as SQLite does ('10' and '10.00' are one amount): each
  // fingerprint's amount part is put in thousandths, and so is each stored payment's.
  const byValue = (fingerprint: string, milli: string) => {
    const [account, , currency, ...reference] = fingerprint.split('|');
    return [account, milli, currency, reference.join('|')].join('|');
  };
  const wanted = new Map<string, string>();
  for (const f of fingerprints) {
    let milli: string;
    try {
      milli = String(amountToMilli(f.split('|')[1] ?? ''));
    } catch {
      continue;
    }
    wanted.set(byValue(f, milli), f);
  }
  const found = new Map<string, { bulkId: string; fileName: string; sentBy: string; sentAt: string }>();
  for (const r of rows) {
    const stored = paymentFingerprint({
      amount: '0',
      currency: r.currency,
      counterparty: { name: '', account_identifier: r.account_identifier, account_identifier_type: 'iban' },
      structured_reference: r.structured_reference ?? undefined,
      unstructured_reference: r.unstructured_reference ?? undefined,
      method: 'sepa',
    });
    const fingerprint = wanted.get(byValue(stored, r.amount_milli));
    if (fingerprint && !found.has(fingerprint))
      found.set(fingerprint, {
        bulkId: r.bulk_id,
        fileName: r.file_name ?? '',
        sentBy: r.db_user,
        sentAt: r.created_at,
      });
  }
  return found;
}

export async function recentlySent(
  pool: pg.Pool,
  payment: Parameters<HistoryRepository['recentlySent']>[0],
  sinceIso: string,
) {
  const { rows } = await pool.query<{
    created_at: string;
    structured_reference: string | null;
    unstructured_reference: string | null;
  }>(
    `SELECT ${iso('created_at')} AS created_at, structured_reference, unstructured_reference
     FROM bulkpay.history_payments
     WHERE account_identifier = $1 AND amount_milli = $2 AND currency = $3 AND created_at >= $4
       AND state NOT IN ('rejected', 'not_accepted', 'not_sent', 'notenoughbalance') ORDER BY created_at DESC`,
    [payment.counterparty.account_identifier, amountToMilli(payment.amount), payment.currency, sinceIso],
  );
  const wanted = paymentFingerprint(payment);
  const hit = rows.find(
    (c) =>
      paymentFingerprint({
        ...payment,
        structured_reference: c.structured_reference ?? undefined,
        unstructured_reference: c.unstructured_reference ?? undefined,
      }) === wanted,
  );
  return hit && { sentAt: hit.created_at };
}
