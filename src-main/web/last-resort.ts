import type { Logger } from '../log';

/**
 * Browser mode's last resort: an error that nothing caught (a task started without await, a
 * callback of a library) is logged (redacted by the logger, its message only) and the core goes on
 * serving, so no request and no slip of ours can stop the app holding the signing key mid-run.
 * Every request is caught in the server itself (server.ts); this is for what slips past.
 */
export function keepServingOnUncaught(logger: Logger, target: NodeJS.EventEmitter = process): void {
  const log = (what: string) => (e: unknown) =>
    logger.error(`${what}; Bulkpay goes on serving.`, { error: e instanceof Error ? e.message : String(e) });
  target.on('uncaughtException', log('An error nothing caught'));
  target.on('unhandledRejection', log('A task failed and nothing caught it'));
}
