import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../src-shared/ipc/contract';
import { bulkpay } from '../../bridge';
import { useT } from '../../i18n/useT';
import { canSend, useTeam, type TeamRunSummary } from './team-store';
import './team.css';

type Lease = ResponseOf<'team:claimLease'>;

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
  const leaseSeconds =
    lease.claimedAt && lease.leaseUntil ? (Date.parse(lease.leaseUntil) - Date.parse(lease.claimedAt)) / 1000 : 600;
  const leaseMinutes = Math.round(leaseSeconds / 60);
  const secondsLeft = lease.secondsLeft ?? 0;
  // A viewer sends nothing; anyone else may finish a run whose sender stopped (the same bank identity, checked by main).
  const mayTakeOver = lease.takeoverAllowed && canSend(role);
  if (!lease.takeoverAllowed) {
    const ago = Math.floor(Math.max(0, leaseSeconds - secondsLeft) / 60);
    return (
      <p className="team-notice team-notice-info" role="status" data-testid="run-claim">
        {ago < 1 ? t('takeoverUi.renewedJustNow', { user }) : t('takeoverUi.renewed', { user, count: ago })}{' '}
        {t('takeoverUi.waitLive', { user, count: Math.max(1, Math.ceil(secondsLeft / 60)) })}
      </p>
    );
  }
  return (
    <div className="team-notice team-notice-warning takeover" data-testid="run-claim">
      <p role="status">{t('takeoverUi.lapsed', { user, host, count: leaseMinutes })}</p>
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
