import type { EventBus } from '../../platform/events';

/**
 * After the last window closes (Windows, Linux): while bulks are still on their way, keep the
 * app running so their status is still checked and the approved/declined notification still
 * comes; quit once every bulk is final and no window was opened again. Returns whether to stay.
 */
export function keepRunningWhileBulksOpen(options: {
  openBulkCount: () => number;
  events: EventBus;
  hasWindow: () => boolean;
  quit: () => void;
}): boolean {
  if (options.openBulkCount() === 0) return false;
  const remove = options.events.addSink((event) => {
    if (event !== 'bulks:updated' || options.openBulkCount() > 0) return;
    remove();
    if (!options.hasWindow()) options.quit();
  });
  return true;
}
