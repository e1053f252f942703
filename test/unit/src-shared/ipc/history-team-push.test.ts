import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBridgeApi } from '../../../../src-shared/ipc/bridge';
import { channels, type ChannelName } from '../../../../src-shared/ipc/contract';
import { bulkView } from './bulk-view';
import { ok } from '../../../../src-shared/result';

// The History screen in team mode follows the team history as main pushes its changes
// (`team:changed`, PostgreSQL NOTIFY): a colleague's bulk appears without a reload, once per burst.
// Main is a fixed answer per channel, each request parsed by the real contract; events are
// delivered by hand as the preload would.
const asked: ChannelName[] = [];
const listeners = new Map<string, ((payload: unknown) => void)[]>();

let listed = ['team-1'];
const main = buildBridgeApi(
  async (channel, request) => {
    channels[channel].request.parse(request);
    asked.push(channel);
    if (channel === 'history:listBulks') return ok({ bulks: listed.map(bulkView), total: listed.length, next: null });
    throw new Error(`no answer for ${channel}`);
  },
  (event, listener) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    return () => {};
  },
);
Object.defineProperty(globalThis, 'bulkpay', { value: main, configurable: true });
const { useHistory, TEAM_RELOAD_MS } = await import('../../../../src-renderer/features/history/history-store');
const { useNavigation } = await import('../../../../src-renderer/app/navigation');
const push = (payload: unknown) => listeners.get('team:changed')?.forEach((l) => l(payload));

beforeEach(async () => {
  vi.useFakeTimers();
  listed = ['team-1'];
  useNavigation.getState().go('history');
  useHistory.setState({ bulks: [], bulksNext: null, bulksTotal: 0, teamUnreachable: false, openBulk: undefined });
  await useHistory.getState().loadBulks();
  asked.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('History follows pushed team changes', () => {
  it('lists a colleague’s new bulk after a burst of changes, reading once', async () => {
    listed = ['team-2', 'team-1'];
    for (let i = 0; i < 5; i++) push({ kind: 'bulk', runId: null });
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS);
    expect(asked).toEqual(['history:listBulks']);
    expect(useHistory.getState().bulks.map((b) => b.id)).toEqual(['team-2', 'team-1']);
  });

  it('keeps the older pages the user loaded, and fills an empty list', async () => {
    const older = Array.from({ length: 60 }, (_, i) => bulkView(`old-${i}`));
    listed = ['team-1', ...older.map((b) => b.id)];
    await useHistory.getState().loadBulks(); // as if the user had loaded older pages
    useHistory.setState({ bulksNext: 'older-cursor' });
    asked.length = 0;
    listed = ['team-2', 'team-1'];
    push({ kind: 'bulk', runId: null });
    await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS);
    const s = useHistory.getState();
    expect(s.bulks.map((b) => b.id)).toEqual(['team-2', 'team-1', ...older.map((b) => b.id)]);
    expect(s.bulksNext).toBe('older-cursor');

    useHistory.setState({ bulks: [], bulksNext: null });
    listed = ['team-3'];
    push({ kind: 'bulk', runId: null });
    await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS);
    expect(useHistory.getState().bulks.map((b) => b.id)).toEqual(['team-3']);
  });

  it('reads at least once per interval even while changes keep coming', async () => {
    for (let i = 0; i < 10; i++) {
      push({ kind: 'bulk', runId: null });
      await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS / 4);
    }
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('does not read for a run change, on another screen, or while showing this computer’s history', async () => {
    push({ kind: 'run', runId: 'r1' });
    await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS);
    useNavigation.getState().go('home');
    push({ kind: 'bulk', runId: null });
    await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS);
    useNavigation.getState().go('history');
    useHistory.setState({ teamUnreachable: true });
    push({ kind: 'bulk', runId: null });
    await vi.advanceTimersByTimeAsync(TEAM_RELOAD_MS);
    expect(asked).toEqual([]);
  });
});
