import { useState } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n/useT';
import { BulkCard } from '../bulks/BulkCard';
import { formatMoney } from '../accounts/format';
import { canRelease, canSend, useTeam, type TeamRunDetail } from './team-store';
import { RUN_STATE_TONE, runTotalsText, whenText } from './run-words';
import { groupIban } from '../../../src-shared/payments/iban-groups';
import { ClaimNotice } from './ClaimNotice';
import { TeamConfirmStep } from './TeamConfirmStep';
import { RunDifference } from '../bulks/RunDifference';
import './team.css';

type Run = TeamRunDetail['run'];

/** Who prepared (and released) the run, with the bank identity it is for. */
function RunPeople({ run }: { run: Run }) {
  const { t } = useT();
  return (
    <>
      <div>
        <dt>{t('team.release.preparedBy')}</dt>
        <dd data-testid="release-prepared-by">
          {t('team.release.byAt', { user: run.preparedBy, at: whenText(run.preparedAt) })}
        </dd>
      </div>
      {run.releasedBy && run.releasedAt && (
        <div>
          <dt>{t('team.release.releasedBy')}</dt>
          <dd>{t('team.release.byAt', { user: run.releasedBy, at: whenText(run.releasedAt) })}</dd>
        </div>
      )}
      {(run.bankTpp || run.bankCustomer) && (
        <div>
          <dt>{t('team.release.bankIdentity')}</dt>
          <dd className="mono" data-testid="release-bank-identity">
            {t('team.release.bankIdentityValue', { tpp: run.bankTpp ?? '—', customer: run.bankCustomer ?? '—' })}
          </dd>
        </div>
      )}
    </>
  );
}

/** The run's facts: totals, payments, paying account, people, warnings acknowledged. */
function RunFacts({ run }: { run: Run }) {
  const { t } = useT();
  return (
    <dl className="release-facts">
      <div>
        <dt>{t('team.release.total')}</dt>
        <dd className="release-totals num" data-testid="release-totals">
          {runTotalsText(run.totals)}
        </dd>
      </div>
      <div>
        <dt>{t('team.release.payments')}</dt>
        <dd>{run.paymentCount}</dd>
      </div>
      <div>
        <dt>{t('team.release.from')}</dt>
        <dd>{run.payingAccount}</dd>
      </div>
      <RunPeople run={run} />
      <div>
        <dt>{t('team.release.warnings')}</dt>
        <dd data-testid="release-warnings">
          {run.warningsAcknowledged.length
            ? run.warningsAcknowledged.map((code) => t(`team.warning.${code}`, { defaultValue: code })).join(', ')
            : t('team.release.noWarnings')}
        </dd>
      </div>
    </dl>
  );
}

/** The warnings of the run's check (the first 20). */
function CheckWarnings({ warnings }: { warnings: NonNullable<TeamRunDetail['check']>['warnings'] }) {
  const { t, message } = useT();
  return (
    <>
      <h3>{t('team.release.warningsTitle', { count: warnings.length })}</h3>
      <ul>
        {warnings.slice(0, 20).map((w, i) => (
          <li key={i}>{t('send.warningLine', { line: w.line, message: message(w) })}</li>
        ))}
      </ul>
    </>
  );
}

/** The bulks the run will become, while none is recorded yet. */
function PlannedBulks({ planned }: { planned: NonNullable<TeamRunDetail['plannedBulks']> }) {
  const { t } = useT();
  return (
    <>
      <h3 id="release-planned-title">{t('team.release.plannedBulks')}</h3>
      <ul aria-labelledby="release-planned-title" data-testid="run-planned-bulks">
        {planned.map((b) => (
          <li key={b.index}>
            {t('team.release.plannedBulk', {
              index: b.index + 1,
              count: b.count,
              total: runTotalsText(b.totals),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The bulks the run became, each as a card. */
function RunBulks({ bulks }: { bulks: TeamRunDetail['bulks'] }) {
  const { t } = useT();
  return (
    <>
      <h3>{t('team.release.bulks')}</h3>
      <ul className="bulk-cards" aria-label={t('team.release.bulks')}>
        {bulks.map((b) => (
          <BulkCard key={b.id} bulk={b} problem={null} />
        ))}
      </ul>
    </>
  );
}

/** Every payment of the run: line, payee, IBAN, reference, amount. */
function RunPayments({ payments }: { payments: TeamRunDetail['payments'] }) {
  const { t } = useT();
  return (
    <>
      <h3 id="release-payments-title">{t('team.release.everyPayment', { count: payments.length })}</h3>
      <div className="release-payments">
        <table className="table" aria-labelledby="release-payments-title">
          <thead>
            <tr>
              <th scope="col">{t('team.release.line')}</th>
              <th scope="col">{t('team.release.payee')}</th>
              <th scope="col">{t('team.release.iban')}</th>
              <th scope="col">{t('team.release.reference')}</th>
              <th scope="col" className="num">
                {t('team.release.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.line}>
                <td>{p.line}</td>
                <td>{p.payee}</td>
                <td className="mono">{groupIban(p.iban)}</td>
                <td>{p.reference}</td>
                <td className="num">{formatMoney(p.amount, p.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Who did what to the run, and when (with their comments). */
function RunAudit({ audit }: { audit: TeamRunDetail['audit'] }) {
  const { t } = useT();
  return (
    <>
      <h3>{t('team.release.history')}</h3>
      <ol className="release-history">
        {audit.map((a, i) => (
          <li key={i}>
            {t('team.release.historyLine', {
              at: whenText(a.at),
              user: a.dbUser,
              action: t(`team.action.${a.action}`, { defaultValue: a.action }),
            })}
            {a.comment && `: “${a.comment}”`}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The release step of a team run, self-contained: the approver reads the whole run (every payment,
 * warnings acknowledged, who prepared it and when, totals per currency) and releases it or returns
 * it with a comment; after release any team desktop sends it, once. The preparer sees the same run,
 * why it came back, or who is sending it where. Give it the open run (`useTeam().detail`).
 */
export function ReleaseStep({ detail }: { detail: TeamRunDetail }) {
  const { t, message } = useT();
  const { view, busy, error, sendingElsewhere } = useTeam();
  const role = view?.status?.appRole;
  const { run } = detail;
  const showPlanned =
    detail.bulks.length === 0 &&
    (run.state === 'sending' || run.state === 'sent') &&
    (detail.plannedBulks?.length ?? 0) > 0;
  return (
    <section className="panel release-step" aria-labelledby="release-title" data-testid="release-step">
      <h2 id="release-title">
        {t('team.release.title', { file: run.fileName })}{' '}
        <StatusBadge tone={RUN_STATE_TONE[run.state]}>{t(`team.state.${run.state}`)}</StatusBadge>
      </h2>
      <RunFacts run={run} />
      <RunNotices detail={detail} sendingElsewhere={sendingElsewhere} />
      {detail.check && <RunDifference difference={detail.check.difference} />}
      {error && busy === undefined && (
        <p className="team-notice team-notice-danger" role="alert">
          {message(error)}
        </p>
      )}
      <RunActions
        detail={detail}
        // The first of two approvers has done their part: the second release is someone else's.
        mayRelease={canRelease(role) && run.firstApprovedBy !== view?.status?.user}
        // A run another member is sending is theirs to finish (the database would refuse this one).
        maySend={canSend(role) && (run.state !== 'sending' || run.claimedBy === view?.status?.user)}
      />
      {detail.check && detail.check.warnings.length > 0 && <CheckWarnings warnings={detail.check.warnings} />}
      {showPlanned && <PlannedBulks planned={detail.plannedBulks!} />}
      {detail.bulks.length > 0 && <RunBulks bulks={detail.bulks} />}
      <RunPayments payments={detail.payments} />
      {detail.audit.length > 0 && <RunAudit audit={detail.audit} />}
    </section>
  );
}

function RunNotices({
  detail,
  sendingElsewhere,
}: {
  detail: TeamRunDetail;
  sendingElsewhere: { by: string; host: string } | undefined;
}) {
  const { t, message } = useT();
  const { run } = detail;
  return (
    <>
      {run.state === 'returned' && (
        <p className="team-notice team-notice-danger" data-testid="run-returned">
          {t('team.release.returned', { user: run.returnedBy ?? '', comment: run.returnedComment ?? '' })}
        </p>
      )}
      {run.state === 'awaiting_release' && detail.mine && (
        <p className="team-notice team-notice-info" data-testid="run-own">
          {t('team.release.ownRun')}
        </p>
      )}
      {!run.releaseRequired && run.state !== 'returned' && (
        <p className="team-notice team-notice-info">{t('team.release.underThreshold')}</p>
      )}
      {run.state === 'awaiting_release' && <ReleaseRuleNotice run={run} />}
      {(sendingElsewhere || (run.state === 'sending' && run.claimedBy)) && (
        <p className="team-notice team-notice-warning" role="status" data-testid="run-sending-elsewhere">
          {t('team.release.beingSent', {
            user: sendingElsewhere?.by ?? run.claimedBy ?? '',
            host: sendingElsewhere?.host ?? run.claimedHost ?? '',
          })}
        </p>
      )}
      <ClaimNotice run={run} />
      {run.state === 'sent' && run.claimedBy && (
        <p className="team-notice team-notice-success" data-testid="run-sent">
          {t('team.release.sent', { user: run.claimedBy, host: run.claimedHost ?? '' })}
        </p>
      )}
      {detail.checkProblem && (
        <p className="team-notice team-notice-warning" role="status">
          {t('team.release.checkProblem', { problem: message(detail.checkProblem) })}
        </p>
      )}
    </>
  );
}

function RunActions({ detail, mayRelease, maySend }: { detail: TeamRunDetail; mayRelease: boolean; maySend: boolean }) {
  const { t } = useT();
  const { release, returnRun, send, busy } = useTeam();
  const [comment, setComment] = useState('');
  const [payAgain, setPayAgain] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run } = detail;
  const twice = detail.check?.alreadyReleasedLines ?? [];
  const separately = detail.check?.separately ?? [];
  if (run.state === 'awaiting_release' && mayRelease && !detail.mine && confirming && separately.length)
    return (
      <TeamConfirmStep
        kinds={separately}
        continueLabel={t('team.release.release', { count: run.paymentCount })}
        onContinue={(confirmed) => void release(run.id, payAgain, confirmed).then(() => setConfirming(false))}
        onBack={() => setConfirming(false)}
      />
    );
  if (run.state === 'awaiting_release' && mayRelease && !detail.mine)
    return (
      <>
        {twice.length > 0 && (
          <div className="release-pay-again">
            <p className="team-notice team-notice-danger" role="alert" data-testid="run-already-released">
              {t('team.release.alreadyReleased', {
                count: twice.length,
                lines: twice.slice(0, 5).join(', ') + (twice.length > 5 ? ', …' : ''),
              })}
            </p>
            <label>
              <input type="checkbox" checked={payAgain} onChange={(e) => setPayAgain(e.target.checked)} />{' '}
              {t('team.release.payAgain')}
            </label>
          </div>
        )}
        <div className="release-actions">
          <button
            type="button"
            className="primary"
            disabled={busy !== undefined || detail.check === null || (twice.length > 0 && !payAgain)}
            onClick={() => (separately.length ? setConfirming(true) : void release(run.id, payAgain))}
          >
            {busy === 'release' ? t('team.release.releasing') : t('team.release.release', { count: run.paymentCount })}
          </button>
          <label className="release-return">
            {t('team.release.commentLabel')}
            <textarea value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} />
          </label>
          <button
            type="button"
            disabled={busy !== undefined || !comment.trim()}
            onClick={() => void returnRun(run.id, comment.trim()).then((done) => done && setComment(''))}
          >
            {t('team.release.return')}
          </button>
        </div>
      </>
    );
  if ((run.state === 'released' || run.state === 'sending') && maySend)
    return (
      <div className="release-actions">
        <button type="button" className="primary" disabled={busy !== undefined} onClick={() => void send(run.id)}>
          {busy === 'send' ? t('team.release.sending') : t('team.release.send', { count: run.paymentCount })}
        </button>
        <span className="hint">{t('team.release.sendHint')}</span>
      </div>
    );
  return null;
}

/** What the team's release rules ask of a waiting run: two approvers, an admin (team schema 10). */
function ReleaseRuleNotice({ run }: { run: TeamRunDetail['run'] }) {
  const { t } = useT();
  const lines = [
    run.firstApprovedBy
      ? t('teamRules.notice.firstApproved', { user: run.firstApprovedBy })
      : run.secondApprovalRequired && t('teamRules.notice.needsTwo'),
    run.adminReleaseRequired && t('teamRules.notice.needsAdmin', { user: run.preparedBy }),
  ].filter((l): l is string => Boolean(l));
  if (!lines.length) return null;
  return (
    <p className="team-notice team-notice-warning" data-testid="run-release-rules">
      {lines.join(' ')}
    </p>
  );
}
