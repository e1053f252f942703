import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { useBulks } from '../bulks/bulks-store';
import { usePaymentImport } from '../payments/store';
import { canPrepare, currentImport, useTeam, type TeamRunSummary } from './team-store';
import type { ReviewSummary } from '../../../src-shared/ipc/channels/import-volume';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { runTotalsText } from './run-words';
import { TeamConfirmStep } from './TeamConfirmStep';
import { WarningList } from '../../components/WarningList';
import './team.css';

/** Why the current import cannot be submitted yet, or the file to submit and its review button. */
function SubmitStart({ ready }: { ready: boolean }) {
  const { t } = useT();
  const { view, review, busy, reviewForRelease } = useTeam();
  const result = usePaymentImport((p) => p.result);
  const fileName = usePaymentImport((p) => p.fileName);
  if (view?.problem) return <p className="hint">{t('team.guided.unreachable')}</p>;
  if (!canPrepare(view?.status?.appRole)) return <p className="hint">{t('team.submit.notPreparer')}</p>;
  if (!ready) return <p className="hint">{t('team.submit.importFirst')}</p>;
  return (
    <>
      <p>{t('team.submit.current', { file: fileName, count: result!.rowCount })}</p>
      {!review && (
        <button
          type="button"
          disabled={busy !== undefined}
          onClick={() => {
            const input = currentImport();
            if (input) void reviewForRelease(input);
          }}
        >
          {busy === 'review' ? t('team.submit.checking') : t('team.submit.review')}
        </button>
      )}
    </>
  );
}

/** The review of the run to submit: its summary, warnings ("I have checked"), and submit or cancel. */
function SubmitReview({ review, onSubmit }: { review: ReviewSummary; onSubmit(): void }) {
  const { t } = useT();
  const { warningsChecked, busy, setWarningsChecked, clearSubmission } = useTeam();
  return (
    <div role="group" aria-label={t('team.submit.reviewGroup')}>
      <p data-testid="team-review-summary">
        {t('team.submit.summary', {
          count: review.rowCount,
          bulks: review.bulks.length,
          total: runTotalsText(review.totals),
          account: `${review.account.name} (${groupIban(review.account.iban)})`,
        })}
      </p>
      {review.warningCount > 0 && (
        <div className="review-warnings">
          <WarningList warnings={review.warnings} limit={20} />
          <label>
            <input type="checkbox" checked={warningsChecked} onChange={(e) => setWarningsChecked(e.target.checked)} />{' '}
            {t('send.checked')}
          </label>
        </div>
      )}
      {review.blocked && (
        <p className="team-notice team-notice-danger" role="alert">
          {review.blocked}
        </p>
      )}
      <div className="release-actions">
        <button
          type="button"
          className="primary"
          disabled={busy !== undefined || Boolean(review.blocked) || (review.warningCount > 0 && !warningsChecked)}
          onClick={onSubmit}
        >
          {busy === 'submit' ? t('team.submit.submitting') : t('team.submit.submit', { count: review.rowCount })}
        </button>
        <button type="button" onClick={clearSubmission} disabled={busy !== undefined}>
          {t('send.cancel')}
        </button>
      </div>
    </div>
  );
}

/** "Submitted": shown while the run waits for release, with a way to open it. */
function SubmittedNotice({ run, onOpenRun }: { run: TeamRunSummary; onOpenRun?: (runId: string) => void }) {
  const { t } = useT();
  return (
    <p className="team-notice team-notice-success" role="status" data-testid="team-submitted">
      {run.state === 'released' ? t('team.submit.doneNoRelease') : t('team.submit.done')}{' '}
      {onOpenRun && (
        <button type="button" onClick={() => onOpenRun(run.id)}>
          {t('team.submit.open')}
        </button>
      )}
    </p>
  );
}

/**
 * "Submit for release": the preparer's last step before a second person releases the run. Reviews
 * the current import as a team run (the file's checks plus the team's recent runs), asks for
 * "I have checked" on warnings, and hands it over. Self-contained: it reads the import and the
 * paying account from their stores and writes only the team store.
 */
export function SubmitForRelease({ onOpenRun }: { onOpenRun?: (runId: string) => void }) {
  const { t, message } = useT();
  const { review, submitted, busy, error, runs, submitForRelease } = useTeam();
  // "Submitted" stays while the run waits; once a colleague moved it, its state is in the lists.
  const now = submitted && (runs.find((r) => r.id === submitted.id) ?? submitted);
  const stillWaiting = now && (now.state === 'awaiting_release' || now.state === 'released');
  const result = usePaymentImport((p) => p.result);
  const account = useBulks((b) => b.account);
  const ready = Boolean(result && result.rowCount > 0 && result.errorCount === 0 && account);
  // Paying again and changed bank details are confirmed in their own step, as before a solo Send.
  const [confirming, setConfirming] = useState(false);
  const separately = review?.separately ?? [];
  return (
    <section className="panel submit-for-release" aria-labelledby="submit-release-title">
      <h2 id="submit-release-title">{t('team.submit.title')}</h2>
      <SubmitStart ready={ready} />
      {review && confirming && separately.length > 0 && (
        <TeamConfirmStep
          kinds={separately}
          continueLabel={t('team.submit.submit', { count: review.rowCount })}
          onContinue={(confirmed) => void submitForRelease(confirmed).then(() => setConfirming(false))}
          onBack={() => setConfirming(false)}
        />
      )}
      {review && !(confirming && separately.length > 0) && (
        <SubmitReview
          review={review}
          onSubmit={() => (separately.length ? setConfirming(true) : void submitForRelease())}
        />
      )}
      {now && stillWaiting && <SubmittedNotice run={now} onOpenRun={onOpenRun} />}
      {error && busy === undefined && (
        <p className="team-notice team-notice-danger" role="alert">
          {message(error)}
        </p>
      )}
    </section>
  );
}
