import type { Logger } from '../platform/log';

/** How many of an error's own stack frames go to the log: enough to find the place, not a dump. */
const FRAMES_LOGGED = 6;

/**
 * Browser mode's last resort: an error that nothing caught (a task started without await, a
 * callback of a library) is logged (redacted by the logger: its message and where it was thrown)
 * and the core goes on serving, so no request and no slip of ours can stop the app holding the
 * signing key mid-run. Every request is caught in the server itself (server.ts); this is for what
 * slips past.
 */
export function keepServingOnUncaught(logger: Logger, target: NodeJS.EventEmitter = process): void {
  const log = (what: string) => (e: unknown) =>
    logger.error(`${what}; Bulkpay goes on serving.`, {
      error: e instanceof Error ? e.message : String(e),
      where: thrownAt(e),
    });
  target.on('uncaughtException', log('An error nothing caught'));
  target.on('unhandledRejection', log('A task failed and nothing caught it'));
}

/** The error's stack frames ("at fn (file:line:col)"), without the message line the stack repeats. */
function thrownAt(e: unknown): string[] {
  if (!(e instanceof Error) || !e.stack) return [];
  return e.stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, FRAMES_LOGGED);
}
