import { useEffect, useState } from 'react';
import { useTeam } from './team-store';

/** While team changes are not pushed (the LISTEN connection is down), screens read again this often. */
export const SLOW_POLL_MS = 30_000;
/** A connection lost for less than this (connecting at start, a quick reconnect) is not worth a notice. */
export const LIVE_NOTICE_AFTER_MS = 5000;

/**
 * For a screen that shows what colleagues do: changes are pushed by main as they commit; while
 * that is down, the screen reads the runs again every 30 s instead.
 */
export function useFollowTeam(): void {
  const live = useTeam((s) => s.live);
  useEffect(() => void useTeam.getState().checkLive(), []);
  useEffect(() => {
    if (live !== false) return;
    const timer = setInterval(() => void useTeam.getState().follow(), SLOW_POLL_MS);
    return () => clearInterval(timer);
  }, [live]);
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
