import { describe, expect, it } from 'vitest';
import { buildBridgeApi } from '../../../src-shared/ipc/bridge';
import type { EventName } from '../../../src-shared/ipc/contract';
import { shareReads } from '../../../src-renderer/share-reads';

// The bridge as the page builds it, over a transport that records each call that goes out and
// answers when the test says: what the reads sharing sends, and what each caller gets back.

function bridge() {
  const sent: { channel: string; answer: (value: unknown) => void }[] = [];
  const listeners = new Map<EventName, ((payload: unknown) => void)[]>();
  const api = buildBridgeApi(
    (channel) => new Promise((answer) => sent.push({ channel, answer })),
    (event, listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return () => undefined;
    },
  );
  const emit = (event: EventName) => listeners.get(event)?.forEach((l) => l({}));
  const shared = shareReads(api);
  return { api: shared.api, askAtStart: shared.askAtStart, startupOver: shared.startupOver, sent, emit };
}

describe('reads the first screen makes from several stores', () => {
  it('asks a read once while the same read is on its way, and gives each caller its answer', async () => {
    const { api, sent } = bridge();
    const first = api.consent.status({});
    const second = api.consent.status({});
    const third = api.consent.status({});
    expect(sent.map((s) => s.channel)).toEqual(['consent:status']);
    sent[0]!.answer({ ok: true, value: 'signed_out' });
    expect(await Promise.all([first, second, third])).toEqual(Array(3).fill({ ok: true, value: 'signed_out' }));
  });

  it('gives an answer that came to a later caller while the first screen is asking, and asks again after', async () => {
    const { api, sent, startupOver } = bridge();
    const first = api.bulks.open({});
    sent[0]!.answer({ ok: true, value: 'open' });
    await first;
    expect(await api.bulks.open({})).toEqual({ ok: true, value: 'open' });
    expect(sent).toHaveLength(1);
    startupOver();
    void api.bulks.open({});
    expect(sent.map((s) => s.channel)).toEqual(['bulks:open', 'bulks:open']);
  });

  it('asks again once the answer has come, the first screen up', async () => {
    const { api, sent, startupOver } = bridge();
    startupOver();
    const first = api.profiles.list({});
    sent[0]!.answer({ ok: true, value: 1 });
    await first;
    void api.profiles.list({});
    expect(sent.map((s) => s.channel)).toEqual(['profiles:list', 'profiles:list']);
  });

  it('asks again after another call (it may change the answer) or an event from main, and never shares a different request', () => {
    const { api, sent, emit } = bridge();
    void api.profiles.list({});
    void api.profiles.activate({ id: 'p2' });
    void api.profiles.list({});
    emit('profiles:activeChanged');
    void api.profiles.list({});
    void api.bulks.open({});
    void api.bulks.open({ includeDone: true } as never);
    expect(sent.map((s) => s.channel)).toEqual([
      'profiles:list',
      'profiles:activate',
      'profiles:list',
      'profiles:list',
      'bulks:open',
      'bulks:open',
    ]);
  });

  it('shares nothing while a change is on its way, and forgets what was answered meanwhile once it is done', async () => {
    const { api, sent } = bridge();
    const saving = api.app.setPreferences({ language: 'fi' });
    const during = api.app.preferences({});
    void api.app.preferences({});
    sent[1]!.answer({ ok: true, value: 'before the change' });
    await during;
    sent[0]!.answer({ ok: true, value: undefined });
    await saving;
    void api.app.preferences({});
    expect(sent.map((s) => s.channel)).toEqual([
      'app:setPreferences',
      'app:preferences',
      'app:preferences',
      'app:preferences',
    ]);
  });

  it('stays shared across the other reads and the calls listed as changing nothing', () => {
    const { api, sent } = bridge();
    void api.consent.status({});
    void api.team.status({});
    void api.app.takeOpenFile({});
    void api.consent.status({});
    expect(sent.map((s) => s.channel)).toEqual(['consent:status', 'team:status', 'app:takeOpenFile']);
  });

  it('never shares a call that is not a read: each is sent', () => {
    const { api, sent } = bridge();
    void api.app.setPreferences({ language: 'fi' });
    void api.app.setPreferences({ language: 'fi' });
    expect(sent.map((s) => s.channel)).toEqual(['app:setPreferences', 'app:setPreferences']);
  });

  it('asks every first-screen read at start, before any store, and gives the stores those answers', async () => {
    const { api, sent, askAtStart, startupOver } = bridge();
    askAtStart();
    expect(sent.map((s) => s.channel).sort()).toEqual([
      'app:info',
      'app:preferences',
      'bulks:open',
      'consent:status',
      'history:maintenance',
      'inbox:get',
      'profiles:list',
      'runs:list',
      'team:status',
    ]);
    sent.forEach((s) => s.answer({ ok: true, value: s.channel }));
    // The stores ask as the first screen renders: answered without a call of their own.
    expect(await api.consent.status({})).toEqual({ ok: true, value: 'consent:status' });
    expect(await api.app.info({})).toEqual({ ok: true, value: 'app:info' });
    expect(sent).toHaveLength(9);
    startupOver();
    void api.app.info({});
    expect(sent.map((s) => s.channel).slice(9)).toEqual(['app:info']);
  });

  it('a read asked at start that fails and no store asks for is no unhandled rejection', async () => {
    const { sent, askAtStart } = bridge();
    askAtStart();
    // The transport fails the call (the core went away); the first screen never asked for it.
    sent.forEach((s) => (s.answer as (p: Promise<never>) => void)(Promise.reject(new Error('the core went away'))));
    await new Promise((done) => setTimeout(done, 10)); // vitest fails the file on an unhandled rejection
    expect(sent).toHaveLength(9);
  });
});
