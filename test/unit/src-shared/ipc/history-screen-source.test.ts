import { beforeEach, describe, expect, it } from 'vitest';
import { buildBridgeApi } from '../../../../src-shared/ipc/bridge';
import { channels, type ChannelName } from '../../../../src-shared/ipc/contract';
import { err, ok, type Result } from '../../../../src-shared/result';
import { bulkView } from './bulk-view';

// The History screen's store when the team database goes away or comes back (team ↔ this
// computer's history): page cursors belong to the history that issued them (main tags them `t.`
// / `l.` and refuses the other's), so the screen must list again from the newest, never append
// one history's page to the other's or stop on an error. Main's side is tested in
// test/integration/src-main/features/team/team-history-screen.test.ts; here main is a script of answers, each
// request parsed by the real contract as main would.
type Answer = (request: Record<string, unknown>) => Result<unknown>;
const script: Partial<Record<ChannelName, Answer[]>> = {};
const asked: { channel: ChannelName; request: Record<string, unknown> }[] = [];

const main = buildBridgeApi(
  async (channel, request) => {
    const parsed = channels[channel].request.parse(request) as Record<string, unknown>;
    asked.push({ channel, request: parsed });
    const answer = script[channel]?.shift();
    if (!answer) throw new Error(`no answer scripted for ${channel}`);
    return answer(parsed);
  },
  () => () => {},
);
Object.defineProperty(globalThis, 'bulkpay', { value: main, configurable: true });
const { useHistory } = await import('../../../../src-renderer/features/history/history-store');

const bulksPage = (ids: string[], next: string | null, teamUnreachable = false) =>
  ok({ bulks: ids.map(bulkView), total: ids.length, next, ...(teamUnreachable ? { teamUnreachable } : {}) });
const paymentsPage = (next: string | null, teamUnreachable = false) =>
  ok({ rows: [], total: 0, totalIsExact: true, next, ...(teamUnreachable ? { teamUnreachable } : {}) });
const answers = (channel: ChannelName, ...list: Result<unknown>[]) => {
  script[channel] = list.map((a) => () => a);
};
const requests = (channel: ChannelName) => asked.filter((a) => a.channel === channel).map((a) => a.request);
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  asked.length = 0;
  for (const key of Object.keys(script)) delete script[key as ChannelName];
  useHistory.setState({ bulks: [], bulksNext: null, bulksTotal: 0, teamUnreachable: false, cursors: [undefined] });
});

describe('History screen: cursors when the history source changes (team ↔ this computer)', () => {
  it('older bulks answered by this computer’s history replace the team list, listed from the newest', async () => {
    answers(
      'history:listBulks',
      bulksPage(['team-1', 'team-2'], 't.2'),
      // The team database went away: main answers from this computer's history…
      bulksPage(['local-9'], 'l.9', true),
      // …so the list starts over from this computer's newest bulk.
      bulksPage(['local-1', 'local-2'], 'l.2', true),
    );
    await useHistory.getState().loadBulks();
    await useHistory.getState().loadOlderBulks();
    expect(requests('history:listBulks')).toEqual([{ limit: 50 }, { after: 't.2', limit: 50 }, { limit: 50 }]);
    const s = useHistory.getState();
    expect(s.bulks.map((b) => b.id)).toEqual(['local-1', 'local-2']);
    expect(s.bulksNext).toBe('l.2');
    expect(s.teamUnreachable).toBe(true);
  });

  it('a cursor refused as the other history’s lists the bulks from the newest again', async () => {
    useHistory.setState({ bulks: [bulkView('local-1')] as never, bulksNext: 'l.1', teamUnreachable: true });
    answers(
      'history:listBulks',
      err('invalid_request', 'That page cursor is not from this history.'),
      bulksPage(['team-1'], null),
    );
    await useHistory.getState().loadOlderBulks();
    expect(requests('history:listBulks')).toEqual([{ after: 'l.1', limit: 50 }, { limit: 50 }]);
    expect(useHistory.getState()).toMatchObject({ bulksNext: null, teamUnreachable: false, error: undefined });
    expect(useHistory.getState().bulks.map((b) => b.id)).toEqual(['team-1']);
  });

  it('a search page from the other history lists the bulks again, and bulks then open from that history', async () => {
    answers('history:searchPayments', paymentsPage('t.100'), paymentsPage(null, true));
    answers('history:listBulks', bulksPage(['local-1'], null, true));
    answers(
      'history:getBulk',
      ok({ bulk: bulkView('local-1'), payments: [], snapshots: [], audit: [], teamUnreachable: true }),
    );
    await useHistory.getState().search();
    await useHistory.getState().search();
    await settle();
    expect(requests('history:listBulks')).toEqual([{ limit: 50 }]);
    expect(useHistory.getState().teamUnreachable).toBe(true);
    await useHistory.getState().showBulk('local-1');
    expect(requests('history:getBulk')).toEqual([{ bulkId: 'local-1', source: 'local' }]);
  });

  it('a later search page whose cursor the other history refuses starts again at the first page', async () => {
    answers(
      'history:searchPayments',
      paymentsPage('t.100'),
      err('invalid_request', 'That page cursor is not from this history. Search again from the first page.'),
      paymentsPage('l.100', true),
    );
    answers('history:listBulks', bulksPage(['local-1'], null, true));
    await useHistory.getState().search();
    await useHistory.getState().nextPage();
    await settle();
    expect(requests('history:searchPayments').map((r) => r.after)).toEqual([undefined, 't.100', undefined]);
    const s = useHistory.getState();
    expect(s).toMatchObject({ cursors: [undefined], offset: 0, error: undefined, teamUnreachable: true });
    expect(s.page?.next).toBe('l.100');
  });
});
