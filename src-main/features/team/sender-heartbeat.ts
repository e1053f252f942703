import { senderTimeoutMs } from '../../ports/team-run-types';
import type { SenderLane, TeamRunStore } from '../../ports/team/team-run-store';

export interface LiveSender {
  /** The send's own connection: the claim renewals go through it too (TeamRunStore.senderLane). */
  lane: Pick<SenderLane, 'claimSend'>;
  /** Stops the beats and lets the send's connection go once nothing uses it. */
  stop: () => void;
}

/**
 * While this desktop sends run `runId`, it tells the team database four times per sender timeout
 * that it is still alive (team schema 9), also while a bulk waits on the bank, on a connection of
 * the send's own: a slow query of this desktop on its one pooled connection (an export, an
 * import-history, a search) cannot hold a beat back until another desktop takes the run over. A
 * beat that fails (the server restarting, the network gone) is simply tried at the next one.
 */
export function keepSenderAlive(
  store: Pick<TeamRunStore, 'senderLane'>,
  runId: string,
  host: string,
  aliveMs = senderTimeoutMs(),
): LiveSender {
  const lane = store.senderLane();
  let beating: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // One beat at a time: a beat stuck on a dead connection does not pile up others behind it.
    beating = beating.then(() => lane.senderHeartbeat(runId, host, aliveMs));
  }, aliveMs / 4);
  timer.unref();
  return {
    lane,
    stop: () => {
      clearInterval(timer);
      // Not waited for: a beat stuck on a lost connection must not hold up the run's outcome.
      lane.close().catch(() => {});
    },
  };
}
