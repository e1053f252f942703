import { useEffect, useState } from 'react';
import { useTeam } from './team-store';

/** While team changes are not pushed (the LISTEN connection is down), screens read again this often. */
export const SLOW_POLL_MS = 30_000;
/**
 * Even while changes are pushed, screens read again this often: a push lost on the way (a pooler,
 * a connection not yet found dead) leaves a screen behind for a minute at most.
 */
export const SAFETY_POLL_MS = 60_000;
/** A connection lost for less than this (connecting at start, a quick reconnect) is not worth a notice. */
export const LIVE_NOTICE_AFTER_MS = 5000;

/**
 * Reads the team's runs again every 30 s while changes are not pushed and every 60 s while they
 * are; starts counting again whenever that changes. Returns the stop.
 */
export function pollTeam(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const every = useTeam.getState().live === false ? SLOW_POLL_MS : SAFETY_POLL_MS;
    timer = setTimeout(() => {
      void useTeam.getState().follow();
      arm();
    }, every);
  };
  arm();
  const unsubscribe = useTeam.subscribe((s, before) => {
    if (s.live !== before.live) arm();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * For a screen that shows what colleagues do: changes are pushed by main as they commit; while
 * that is down, the screen reads the runs again every 30 s instead (and every 60 s regardless).
 */
export function useFollowTeam(): void {
  useEffect(() => void useTeam.getState().checkLive(), []);
  useEffect(() => pollTeam(), []);
}

/**
 * Whether to say that colleagues' changes come late: only when it matters, i.e. the team database
 * answers (otherwise the unreachable banner says more) but changes have not been pushed for a while.
 */
export function useLiveLost(): boolean {
  const live = useTeam((s) => s.live);
  const reachable = useTeam((s) => Boolean(s.view?.configured && !s.view.problem && s.view.status));
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (live !== false || !reachable) return;
    const timer = setTimeout(() => setLate(true), LIVE_NOTICE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [live, reachable]);
  return late;
}
