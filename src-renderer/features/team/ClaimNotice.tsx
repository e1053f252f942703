import { useEffect, useState } from 'react';
import { bulkpay } from '../../bridge';
import { useT } from '../../i18n/useT';
import type { TimeSpan } from '../../../src-shared/i18n/time-span';
import { claimTimes, type Lease } from './claim-times';
import { canSend, useTeam, type TeamRunSummary } from './team-store';
import './team.css';

/** How often the claim is read again while a run is being sent elsewhere (renewals are not pushed). */
export const LEASE_READ_MS = 15_000;

/**
 * A run being sent by another desktop: how long ago that desktop last confirmed it is still
 * sending (on the team database's clock), when it could be taken over if it stopped, and once its
 * claim has lapsed, "Finish sending from this computer" behind a confirmation (team:takeOver).
 */
export function ClaimNotice({ run }: { run: TeamRunSummary }) {
  const { t } = useT();
  const role = useTeam((s) => s.view?.status?.appRole);
  const busy = useTeam((s) => s.busy);
  const [lease, setLease] = useState<Lease | undefined>();
  const [confirming, setConfirming] = useState(false);
  const sending = run.state === 'sending';
  useEffect(() => {
    setLease(undefined);
    if (!sending) return;
    let stopped = false;
    const read = async () => {
      // While this desktop is taking the run over, the claim is its own: keep showing what was confirmed.
      if (useTeam.getState().busy === 'takeOver') return;
      const found = await bulkpay.team.claimLease({ runId: run.id });
      if (!stopped && found.ok) setLease(found.value);
    };
    void read();
    const timer = setInterval(() => void read(), LEASE_READ_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [run.id, sending, run.claimedBy, run.claimedHost]);
  if (!sending || !lease || lease.state !== 'sending' || !lease.claimedBy) return null;
  const user = lease.claimedBy;
  const host = lease.claimedHost ?? '';
  const { ago, left, lease: length } = claimTimes(lease);
  const inUnit = (key: 'renewed' | 'waitLive' | 'lapsed', span: TimeSpan) =>
    span.unit === 'seconds' ? (`takeoverUi.${key}Seconds` as const) : (`takeoverUi.${key}` as const);
  // A viewer sends nothing; anyone else may finish a run whose sender stopped (the same bank identity, checked by main).
  const mayTakeOver = lease.takeoverAllowed && canSend(role);
  if (!lease.takeoverAllowed) {
    return (
      <p className="team-notice team-notice-info" role="status" data-testid="run-claim">
        {ago.unit === 'seconds' && ago.count < 60
          ? t('takeoverUi.renewedJustNow', { user })
          : t(inUnit('renewed', ago), { user, count: ago.count })}{' '}
        {t(inUnit('waitLive', left), { user, count: left.count })}
      </p>
    );
  }
  return (
    <div className="team-notice team-notice-warning takeover" data-testid="run-claim">
      <p role="status">{t(inUnit('lapsed', length), { user, host, count: length.count })}</p>
      {mayTakeOver && !confirming && (
        <button type="button" className="primary" disabled={busy !== undefined} onClick={() => setConfirming(true)}>
          {t('takeoverUi.finish')}
        </button>
      )}
      {mayTakeOver && confirming && (
        <section className="takeover-confirm" aria-labelledby="takeover-confirm-title" data-testid="takeover-confirm">
          <h3 id="takeover-confirm-title">{t('takeoverUi.confirmTitle')}</h3>
          <p>{t('takeoverUi.confirmBody', { user })}</p>
          <div className="release-actions">
            <button
              type="button"
              className="primary"
              disabled={busy !== undefined}
              onClick={() => void useTeam.getState().takeOver(run.id)}
            >
              {busy === 'takeOver' ? t('takeoverUi.finishing') : t('takeoverUi.confirm')}
            </button>
            <button type="button" disabled={busy !== undefined} onClick={() => setConfirming(false)}>
              {t('takeoverUi.cancel')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
