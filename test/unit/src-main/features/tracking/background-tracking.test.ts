import { describe, expect, it } from 'vitest';
import { EventBus } from '../../../../../src-main/platform/events';
import { keepRunningWhileBulksOpen } from '../../../../../src-main/features/tracking/background-tracking';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';

const update = (events: EventBus) => events.emit('bulks:updated', { bulk: {} as BulkSummary, problem: null });

describe('closing the last window while bulks are on their way', () => {
  it('quits at once when nothing is unfinished', () => {
    let quits = 0;
    expect(
      keepRunningWhileBulksOpen({
        openBulkCount: () => 0,
        events: new EventBus(),
        hasWindow: () => false,
        quit: () => quits++,
      }),
    ).toBe(false);
    expect(quits).toBe(0);
  });

  it('keeps running until the last bulk is final, then quits', () => {
    const events = new EventBus();
    let open = 2;
    let quits = 0;
    expect(
      keepRunningWhileBulksOpen({ openBulkCount: () => open, events, hasWindow: () => false, quit: () => quits++ }),
    ).toBe(true);
    open = 1;
    update(events);
    expect(quits).toBe(0);
    open = 0;
    update(events);
    update(events);
    expect(quits).toBe(1);
  });

  it('does not quit when the user opened a window again meanwhile', () => {
    const events = new EventBus();
    let open = 1;
    let quits = 0;
    keepRunningWhileBulksOpen({ openBulkCount: () => open, events, hasWindow: () => true, quit: () => quits++ });
    open = 0;
    update(events);
    expect(quits).toBe(0);
  });
});
