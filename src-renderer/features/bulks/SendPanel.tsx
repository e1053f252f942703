import { useEffect, useRef, useState, type RefObject } from 'react';
import { characterGroupParams, groupProblems, type ProblemGroup } from '../../../src-shared/import/problems';
import type { ReviewSummary } from '../../../src-shared/ipc/channels/import-volume';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { BULKS_SHOWN } from '../payments/BulkList';
import { formatMoney, unlessUnknown } from '../accounts/format';
import { formatTotals } from '../payments/format';
import { usePaymentImport } from '../payments/store';
import { useBulks } from './bulks-store';
import { useRun } from '../run/run-store';
import './bulks.css';
import { useT } from '../../i18n/useT';
import { needsOwnConfirmation } from '../../../src-shared/validation/confirmations';
import { SeparateConfirmStep } from './SeparateConfirmStep';
import { ReviewPayments } from './ReviewPayments';
import { RunDifference } from './RunDifference';
import { WarningList } from '../../components/WarningList';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The run's Review step: choose the paying account, review what would be sent (checked again in
 * main), and confirm once for the whole file (saying plainly how many approvals follow).
 */
export function SendPanel({ part }: { part: 'account' | 'review' }) {
  const s = useBulks();
  const review = useRun((r) => r.review);
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
  if (part === 'review')
    return (
      <section className="panel send-panel" aria-label={t('send.reviewGroup')}>
        {s.error && (
          <p className="bulk-problem" role="alert">
            {s.error.message}
          </p>
        )}
        {s.review ? (
          <ReviewStep review={s.review} />
        ) : (
          <button type="button" onClick={() => void s.startReview()} disabled={!canReview || s.busy !== undefined}>
            {s.busy === 'reviewing' ? t('send.checking') : t('send.review')}
          </button>
        )}
      </section>
    );
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
                  iban: groupIban(a.iban),
                  available: unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency)),
                })}
              </option>
            ))}
          </select>
        </label>
        {askId && (
          <label>
            {t('run.paymentAccountId')}{' '}
            <input
              className="mono"
              value={s.paymentAccountId}
              onChange={(e) => s.setPaymentAccountId(e.target.value)}
              placeholder={t('run.paymentAccountIdHint')}
              maxLength={36}
              aria-label={t('run.paymentAccountId')}
            />
          </label>
        )}
        <button
          type="button"
          className="primary"
          onClick={() => void review()}
          disabled={!canReview || s.busy !== undefined}
        >
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
    </section>
  );
}

/** The account paid from, the totals and the bulks (a 1,000-bulk review lists the first ones; the rest on request). */
function ReviewBulks({ review }: { review: ReviewSummary }) {
  const { t } = useT();
  const [allBulks, setAllBulks] = useState(false);
  const a = review.account;
  // A 1,000-bulk review lists the first ones (and the first over the balance); the rest on request.
  const firstOver = review.bulks.find((b) => b.exceedsBalance);
  const shownBulks = allBulks ? review.bulks : review.bulks.filter((b) => b.index < BULKS_SHOWN || b === firstOver);
  return (
    <>
      <p>
        {t('send.reviewFrom', {
          name: a.name,
          iban: groupIban(a.iban),
          available: unlessUnknown(a, 'available', () => formatMoney(a.available, a.currency)),
        })}{' '}
        {t('send.reviewTotal', {
          payments: review.rowCount,
          count: review.bulks.length,
          total: formatTotals(review.totals),
        })}
      </p>
      <ol className="review-bulks">
        {shownBulks.map((b) => (
          <li key={b.index} className={b.exceedsBalance ? 'over-balance' : undefined} data-testid="review-bulk">
            {t('payments.bulkLine', { bulk: b.index + 1, count: b.count, first: b.firstLine, last: b.lastLine })} ·{' '}
            <span className="num">{formatTotals(b.totals)}</span>
            {b.exceedsBalance && ` · ${t('send.overBalance')}`}
          </li>
        ))}
      </ol>
      {shownBulks.length < review.bulks.length && (
        <button type="button" onClick={() => setAllBulks(true)}>
          {t('importVolume.showAllBulks', { count: review.bulks.length - shownBulks.length })}
        </button>
      )}
    </>
  );
}

const isCharacters = (w: { code: string }) => w.code === 'non_sepa_characters';
/** The general box covers every warning but those confirmed on their own in the next step. */
const general = (w: { code: string }) => !needsOwnConfirmation(w.code);

/** The warnings the general box covers (one line per kind when many), and the box itself. */
function ReviewWarnings({ review, warningCount }: { review: ReviewSummary; warningCount: number }) {
  const { warningsChecked, setWarningsChecked } = useBulks();
  const { t, message } = useT();
  // Its rows and characters from the warnings listed (up to 100), as many per field as Fix keeps.
  const listedCharacters = groupProblems(review.warnings.filter(isCharacters));
  const charactersLine = (g: ProblemGroup) => {
    const first = listedCharacters.find((l) => l.field === g.field)?.first ?? g.first;
    return t('fix.charactersGroup', {
      ...characterGroupParams({ count: g.count, first }),
      field: t(`field.${g.field}`),
    });
  };
  return (
    <div className="review-warnings">
      <p>{t('send.warnings', { count: warningCount })}</p>
      {warningCount > 20 ? (
        // Many warnings: one line per kind, with how many and the first as an example.
        <ul data-testid="review-warning-kinds">
          {review.warningGroups.filter(general).map((g) => (
            <li key={`${g.code}|${g.field}`}>
              {isCharacters(g)
                ? charactersLine(g)
                : t('importVolume.warningKind', {
                    count: g.count,
                    line: g.first[0]?.line ?? 0,
                    message: g.first[0] ? message(g.first[0]) : g.code,
                  })}
            </li>
          ))}
        </ul>
      ) : (
        <WarningList warnings={review.warnings.filter((w) => general(w) && !isCharacters(w))}>
          {/* characters the bank does not take: one line per field, with its rows, as in Fix */}
          {review.warningGroups.filter(isCharacters).map((g) => (
            <li key={`${g.code}|${g.field}`}>{charactersLine(g)}</li>
          ))}
        </WarningList>
      )}
      <label>
        <input type="checkbox" checked={warningsChecked} onChange={(e) => setWarningsChecked(e.target.checked)} />{' '}
        {t('send.checked')}
      </label>
    </div>
  );
}

/** "This sends N bulks, each approved on its own": send them, or stop. */
function ApprovalsConfirm({
  approvals,
  titleRef,
  onStop,
}: {
  approvals: number;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onStop(): void;
}) {
  const { busy } = useBulks();
  const { send } = useRun();
  const { t } = useT();
  return (
    <div className="approvals-confirm" role="group" aria-labelledby="approvals-title">
      <h3 id="approvals-title" tabIndex={-1} ref={titleRef}>
        {t('run.approvalsTitle', { count: approvals })}
      </h3>
      <p>{t('run.approvalsText', { count: approvals })}</p>
      <div className="bulk-actions">
        <button type="button" className="primary" onClick={() => void send()} disabled={busy !== undefined}>
          {busy === 'sending' ? t('send.sending') : t('run.approvalsSend', { count: approvals })}
        </button>
        <button type="button" onClick={onStop} disabled={busy === 'sending'}>
          {t('run.approvalsStop')}
        </button>
      </div>
    </div>
  );
}

/** Send (once ready) or cancel the review, back to Fix. */
function ReviewActions({
  rowCount,
  ready,
  buttonRef,
  onSend,
}: {
  rowCount: number;
  ready: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onSend(): void;
}) {
  const { cancelReview, busy } = useBulks();
  const { goTo } = useRun();
  const { t } = useT();
  return (
    <div className="bulk-actions">
      <button
        type="button"
        className="primary"
        ref={buttonRef}
        onClick={onSend}
        disabled={!ready || busy !== undefined}
      >
        {busy === 'sending' ? t('send.sending') : t('send.sendN', { count: rowCount })}
      </button>
      <button
        type="button"
        onClick={() => {
          cancelReview();
          goTo('fix');
        }}
        disabled={busy === 'sending'}
      >
        {t('send.cancel')}
      </button>
    </div>
  );
}

function ReviewStep({ review }: { review: ReviewSummary }) {
  const { warningsChecked } = useBulks();
  const { send } = useRun();
  // After Review: the separate confirmations (paying again, changed bank details), then the approvals.
  const [stage, setStage] = useState<'review' | 'separately' | 'approvals'>('review');
  const confirming = stage === 'approvals';
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The confirm replaces the Send button: focus goes to its heading, and back to Send on Stop.
  useEffect(() => {
    if (confirming) confirmTitle.current?.focus();
    else if (opened.current) sendButton.current?.focus();
    opened.current = confirming;
  }, [confirming]);
  const approvals = review.bulks.length;
  const separately = review.separately;
  const separateCount = separately.reduce((n, k) => n + k.count, 0);
  const warningCount = review.warningCount - separateCount;
  const ready = !review.blocked && (warningCount === 0 || warningsChecked);
  const afterSeparately = () => (approvals > 1 ? setStage('approvals') : void send());
  const sendPressed = () => (separately.length ? setStage('separately') : afterSeparately());
  const { t, message } = useT();
  return (
    <div className="review-step" role="group" aria-label={t('send.reviewGroup')}>
      <ReviewBulks review={review} />
      <RunDifference difference={review.difference} />
      <ReviewPayments separately={review.separately} />
      <p className="hint">{t('send.approvalHint')}</p>
      {warningCount > 0 && <ReviewWarnings review={review} warningCount={warningCount} />}
      {review.blocked && (
        <p className="bulk-problem" role="alert">
          {review.blockedMessage ? message(review.blockedMessage) : review.blocked}
        </p>
      )}
      {separateCount > 0 && stage === 'review' && (
        <p className="review-separately" data-testid="review-separately">
          {t('reviewSight.needsOwnConfirmation', { count: separateCount })}
        </p>
      )}
      {stage === 'separately' ? (
        <SeparateConfirmStep
          kinds={separately}
          onContinue={afterSeparately}
          onBack={() => setStage('review')}
          continueLabel={approvals > 1 ? t('reviewSight.continue') : t('send.sendN', { count: review.rowCount })}
        />
      ) : confirming ? (
        <ApprovalsConfirm approvals={approvals} titleRef={confirmTitle} onStop={() => setStage('review')} />
      ) : (
        <ReviewActions rowCount={review.rowCount} ready={ready} buttonRef={sendButton} onSend={sendPressed} />
      )}
    </div>
  );
}
