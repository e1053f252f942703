import { useEffect, useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { useHistory } from '../history/history-store';
import type { ReviewSummary } from '../../../src-shared/ipc/channels/import-volume';
import { BULKS_SHOWN } from '../payments/BulkList';
import { formatMoney, unlessUnknown } from '../accounts/format';
import { usePaymentImport } from '../payments/store';
import { BulkCard } from './BulkCard';
import { useBulks } from './bulks-store';
import './bulks.css';
import { useT } from '../../i18n/useT';

/** Every payment of a bulk with its outcome lives in History; open the bulk there. */
async function openInHistory(bulkId: string): Promise<void> {
  await useHistory.getState().showBulk(bulkId);
  useNavigation.getState().go('history');
}

const totalsText = (totals: Record<string, string>) =>
  Object.entries(totals)
    .map(([currency, amount]) => formatMoney(amount, currency))
    .join(' + ');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Under the import table: choose the paying account, review what would be sent (checked again
 * in main), confirm once for the whole file, then follow each bulk live.
 */
export function SendPanel() {
  const s = useBulks();
  const result = usePaymentImport((p) => p.result);
  // Rows still arriving from the worker: what is in the table is not the whole file yet.
  const checking = usePaymentImport((p) => p.checking);
  const { loadAccounts, loadOpen } = s;
  const { t } = useT();
  useEffect(() => {
    void loadAccounts();
    void loadOpen();
  }, [loadAccounts, loadOpen]);
  const canReview = Boolean(result && !checking && result.rowCount > 0 && result.errorCount === 0 && s.account);
  // Asked only for an account the bank lists without a UUID code (spec-notes, payment_account), or when main asked.
  const chosen = s.accounts.find((a) => a.code === s.account);
  const askId =
    (chosen && !UUID.test(chosen.code)) ||
    s.error?.code === 'payment_account_id_needed' ||
    s.error?.code === 'payment_account_id_invalid';
  return (
    <section className="panel send-panel" aria-labelledby="send-title">
      <h2 id="send-title">{t('send.title')}</h2>
      <div className="send-account">
        <label>
          {t('send.payFrom')}{' '}
          <select
            value={s.account}
            onChange={(e) => s.chooseAccount(e.target.value)}
            aria-label={t('send.payingAccount')}
          >
            {s.accounts.length === 0 && <option value="">{t('send.noAccounts')}</option>}
            {s.accounts.map((a) => (
              <option key={a.code} value={a.code}>
                {t('send.accountOption', {
                  name: a.name,
                  iban: a.iban,
                  available: unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency)),
                })}
              </option>
            ))}
          </select>
        </label>
        {askId && (
          <label>
            Payment-account id{' '}
            <input
              className="mono"
              value={s.paymentAccountId}
              onChange={(e) => s.setPaymentAccountId(e.target.value)}
              placeholder="once per account; kept after that"
              maxLength={36}
              aria-label="Payment-account id"
            />
          </label>
        )}
        <button type="button" onClick={() => void s.startReview()} disabled={!canReview || s.busy !== undefined}>
          {s.busy === 'reviewing' ? t('send.checking') : t('send.review')}
        </button>
      </div>
      {s.accountsError && <p className="bulk-problem">{s.accountsError}</p>}
      {result && result.errorCount > 0 && <p className="hint">{t('send.fixFirst')}</p>}
      {s.error && (
        <p className="bulk-problem" role="alert">
          {s.error.message}
        </p>
      )}
      {s.sentNote && (
        <p className="hint" role="status" data-testid="sent-note">
          {s.sentNote}
        </p>
      )}
      {s.review && <ReviewStep review={s.review} />}
      {s.tracked.length > 0 && (
        <>
          <h3>{t('send.bulks')}</h3>
          <ul className="bulk-cards" aria-label={t('send.onTheirWay')}>
            {s.tracked.map((t) => (
              <BulkCard
                key={t.bulk.id}
                bulk={t.bulk}
                problem={t.problem}
                onOpen={() => void openInHistory(t.bulk.id)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReviewStep({ review }: { review: ReviewSummary }) {
  const { warningsChecked, setWarningsChecked, send, cancelReview, busy } = useBulks();
  const a = review.account;
  const warningCount = review.warningCount;
  const ready = !review.blocked && (warningCount === 0 || warningsChecked);
  const [allBulks, setAllBulks] = useState(false);
  // A 1,000-bulk review lists the first ones (and the first over the balance); the rest on request.
  const firstOver = review.bulks.find((b) => b.exceedsBalance);
  const shownBulks = allBulks ? review.bulks : review.bulks.filter((b) => b.index < BULKS_SHOWN || b === firstOver);
  const { t } = useT();
  return (
    <div className="review-step" role="group" aria-label={t('send.reviewGroup')}>
      <p>
        {t('send.reviewFrom', {
          name: a.name,
          iban: a.iban,
          available: unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency)),
        })}{' '}
        {t('send.reviewTotal', {
          payments: review.rowCount,
          count: review.bulks.length,
          total: totalsText(review.totals),
        })}
      </p>
      <ol className="review-bulks">
        {shownBulks.map((b) => (
          <li key={b.index} className={b.exceedsBalance ? 'over-balance' : undefined} data-testid="review-bulk">
            {t('payments.bulkLine', { bulk: b.index + 1, count: b.count, first: b.firstLine, last: b.lastLine })} ·{' '}
            <span className="num">{totalsText(b.totals)}</span>
            {b.exceedsBalance && ` · ${t('send.overBalance')}`}
          </li>
        ))}
      </ol>
      {shownBulks.length < review.bulks.length && (
        <button type="button" onClick={() => setAllBulks(true)}>
          {t('importVolume.showAllBulks', { count: review.bulks.length - shownBulks.length })}
        </button>
      )}
      <p className="hint">{t('send.approvalHint')}</p>
      {warningCount > 0 && (
        <div className="review-warnings">
          <p>{t('send.warnings', { count: warningCount })}</p>
          {warningCount > 20 ? (
            // Many warnings: one line per kind, with how many and the first as an example.
            <ul data-testid="review-warning-kinds">
              {review.warningGroups.map((g) => (
                <li key={`${g.code}|${g.field}`}>
                  {t('importVolume.warningKind', {
                    count: g.count,
                    line: g.first[0]?.line ?? 0,
                    message: g.first[0]?.message ?? g.code,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <ul>
              {review.warnings.map((w, i) => (
                <li key={i}>{t('send.warningLine', { line: w.line, message: w.message })}</li>
              ))}
            </ul>
          )}
          <label>
            <input type="checkbox" checked={warningsChecked} onChange={(e) => setWarningsChecked(e.target.checked)} />{' '}
            {t('send.checked')}
          </label>
        </div>
      )}
      {review.blocked && (
        <p className="bulk-problem" role="alert">
          {review.blocked}
        </p>
      )}
      <div className="bulk-actions">
        <button type="button" className="primary" onClick={() => void send()} disabled={!ready || busy !== undefined}>
          {busy === 'sending' ? t('send.sending') : t('send.sendN', { count: review.rowCount })}
        </button>
        <button type="button" onClick={cancelReview} disabled={busy === 'sending'}>
          {t('send.cancel')}
        </button>
      </div>
    </div>
  );
}
