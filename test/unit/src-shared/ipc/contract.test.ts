import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../src-main/app/core';
import { createHandlers } from '../../../../src-main/app/ipc-handlers';
import { buildBridgeApi } from '../../../../src-shared/ipc/bridge';
import { channelNames, eventNames, type ChannelName, type EventName } from '../../../../src-shared/ipc/contract';

/** Every `domain:verb` function on a bridge API object (and `on`). */
function exposedNames(api: object): string[] {
  return Object.entries(api).flatMap(([domain, group]) =>
    typeof group === 'function' ? [domain] : Object.keys(group as object).map((verb) => `${domain}:${verb}`),
  );
}

describe('the IPC contract is covered exactly, on both sides', () => {
  it("main's handler map has one handler per contract channel and nothing else", async () => {
    const core = await createCore({ dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-contract-')), appVersion: '0.0.0' });
    try {
      const handlers = createHandlers(core);
      expect(Object.keys(handlers).sort()).toEqual([...channelNames].sort());
      for (const channel of channelNames) expect(typeof handlers[channel]).toBe('function');
    } finally {
      await core.close();
    }
  });

  it('the bridge API exposes every channel and `on`, and nothing else', () => {
    const api = buildBridgeApi(
      async () => ({ ok: true, value: null }),
      () => () => {},
    );
    expect(exposedNames(api).sort()).toEqual([...channelNames, 'on'].sort());
  });

  it('each bridge function invokes its own channel, and `on` only subscribes to contract events', async () => {
    const invoked: ChannelName[] = [];
    const subscribed: EventName[] = [];
    const api = buildBridgeApi(
      async (channel) => (invoked.push(channel), { ok: true, value: null }),
      (event) => (subscribed.push(event), () => {}),
    ) as unknown as Record<string, Record<string, (r: unknown) => Promise<unknown>>> & {
      on: (e: string, l: () => void) => () => void;
    };
    for (const channel of channelNames) {
      const [domain, verb] = channel.split(':') as [string, string];
      await api[domain]![verb]!({});
    }
    expect(invoked).toEqual(channelNames);
    for (const event of eventNames) api.on(event, () => {});
    expect(subscribed).toEqual(eventNames);
    expect(() => api.on('fs:changed', () => {})).toThrow(/Unknown event/);
  });

  it('the preload builds window.bulkpay with buildBridgeApi and exposes nothing else', () => {
    const preload = readFileSync('src-preload/index.ts', 'utf8');
    expect(preload).toMatch(/import \{ buildBridgeApi \} from '..\/src-shared\/ipc\/bridge'/);
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toMatch(/exposeInMainWorld\(\s*'bulkpay',\s*buildBridgeApi\(/);
    // Only invoke (request/response) and scoped listeners: no raw send, sendSync or ipcRenderer object handed over.
    const ipcUses = [...preload.matchAll(/ipcRenderer\.(\w+)/g)].map((m) => m[1]);
    expect(new Set(ipcUses)).toEqual(new Set(['invoke', 'on', 'removeListener']));
  });
});
