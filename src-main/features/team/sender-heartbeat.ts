import { senderTimeoutMs } from '../../ports/team-run-types';
import type { TeamRunStore } from '../../adapters/postgres/team-run-store';

/**
 * While this desktop sends run `runId`, it tells the team database four times per sender timeout
 * that it is still alive (team schema 9), also while a bulk waits on the bank. A beat that fails
 * (the server restarting, the network gone) is simply tried at the next one. Returns the stop.
 */
export function keepSenderAlive(store: TeamRunStore, runId: string, host: string, aliveMs = senderTimeoutMs()) {
  let beating: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // One beat at a time: a beat stuck on a dead connection does not pile up others behind it.
    beating = beating.then(() => store.senderHeartbeat(runId, host, aliveMs));
  }, aliveMs / 4);
  timer.unref();
  return () => clearInterval(timer);
}
