import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../src-main/app/core';
import { dispatch, type HandlerMap } from '../../../../src-main/platform/ipc/dispatch';
import { createHandlers } from '../../../../src-main/app/ipc-handlers';

// Switching the bank profile is announced at once (issue 13, section 4): the previous bank's
// session ends and every screen is told, instead of the switch surfacing on the next bank call.

let scratch: string;
let core: Core;
let handlers: HandlerMap;
const seen: { event: string; payload: unknown }[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bulkpay-switch-'));
  core = await createCore({ dataDir: scratch, appVersion: 'test' });
  expect(core.profiles.demo.problem).toBeNull();
  handlers = createHandlers(core);
  core.events.addSink((event, payload) => seen.push({ event, payload }));
});

afterAll(async () => {
  await core?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const call = async (channel: string, request: unknown) => {
  const result = await dispatch(handlers, channel, request);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as { id: string };
};

describe('switching the active bank profile', () => {
  it('says nothing when the active profile stays the same', async () => {
    const demoId = core.profiles.getActiveProfile()!.id;
    await call('profiles:create', {
      name: 'Second bank',
      baseUrl: 'http://127.0.0.1:9/',
      bulkBaseUrl: 'http://127.0.0.1:9/bulk/',
    });
    await call('profiles:activate', { id: demoId });
    expect(seen.filter((e) => e.event === 'profiles:activeChanged')).toEqual([]);
  });

  it('signs the previous bank out and announces the new profile at once', async () => {
    const second = core.profiles.profiles.list().find((p) => p.name === 'Second bank')!;
    seen.length = 0;
    await call('profiles:activate', { id: second.id });
    expect(seen.map((e) => e.event)).toEqual(['consent:changed', 'profiles:activeChanged']);
    expect(seen[0]!.payload).toMatchObject({ state: 'signed_out' });
    expect(seen[1]!.payload).toEqual({ profileId: second.id });
  });

  it('announces it when removing the active profile leaves another one, or none, active', async () => {
    const second = core.profiles.getActiveProfile()!;
    seen.length = 0;
    await call('profiles:remove', { id: second.id });
    const after = core.profiles.getActiveProfile()?.id ?? null;
    expect(seen.filter((e) => e.event === 'profiles:activeChanged')).toEqual([
      { event: 'profiles:activeChanged', payload: { profileId: after } },
    ]);
  });
});
