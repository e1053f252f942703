// Issue 27 §10: a start of the app on a set-up data folder does not write what it already has.
// The demo bank's client secret goes to the keychain at the first start, and again only when it
// is not there any more (a keychain write at every start cost the start time); the demo
// profile's row is not written at all: the demo bank listens on the ports it had, and only when one
// of them is taken (here by a real second listener) does it get a new one, which the profile is given.
// Real cores, the real OS keychain (a throwaway gnome-keyring under `npm test`), the sandbox over loopback.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../../../../src-main/app/core';
import { createKeychain, type Keychain } from '../../../../../src-main/adapters/keychain/keychain';
import type { BankProfile } from '../../../../../src-main/ports/profiles';
import { requireKeychain } from '../../../harness/keys-helpers';

const home = mkdtempSync(join(tmpdir(), 'bulkpay-demo-restart-'));
const dataDir = join(home, 'data');
const real = createKeychain({ service: `Bulkpay-test-${randomUUID()}` });
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** The real keychain, noting the accounts written to. */
function noting(written: string[]): Keychain {
  return {
    get: (account) => real.get(account),
    set: (account, secret) => {
      written.push(account);
      return real.set(account, secret);
    },
    remove: (account) => real.remove(account),
  };
}

/** One start and stop of the app's core on the data folder: what it wrote to the keychain, the demo profile, the demo's credentials then. */
async function start(): Promise<{
  written: string[];
  clientId: string | undefined;
  profile: BankProfile;
  demoAccounts: number;
}> {
  const written: string[] = [];
  const core = await createCore({ dataDir, appVersion: 'test', keychain: noting(written) });
  try {
    expect(core.profiles.demo.problem).toBeNull();
    const profile = core.profiles.profiles.list().find((p) => p.demo)!;
    const credentials = await core.profiles.keys.getCredentials(profile.id);
    // The demo bank answers, and the profile's address is its listener, not the other one's.
    const accounts = await core.profiles.demo.accounts();
    const answer = await fetch(`${profile.baseUrl}/`);
    expect(answer.headers.get('x-held-by')).toBeNull();
    return {
      written,
      clientId: credentials.ok ? credentials.value.clientId : undefined,
      profile,
      demoAccounts: accounts.ok ? accounts.value.length : -1,
    };
  } finally {
    await core.close();
  }
}

/** Another local process's listener on 127.0.0.1:port (it answers with a header of its own). */
async function hold(port: number): Promise<Server> {
  const server = createServer((socket) =>
    socket.end('HTTP/1.1 200 OK\r\nx-held-by: another\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

const portOf = (address: string) => Number(new URL(address).port);

describe('a start of the demo bank on a set-up data folder', () => {
  beforeAll(requireKeychain);

  it('stores the client secret at the first start, not again while the keychain has it, again once it is gone', async () => {
    const first = await start();
    expect(first.written.filter((a) => a.startsWith('tpp-client-secret:'))).toHaveLength(1);
    expect(first.clientId).toBeTruthy();

    const again = await start();
    expect(again.written).toEqual([]);
    expect(again.clientId).toBe(first.clientId);

    // The entry removed from the keychain (by the user, or a new keyring): the next start puts it back.
    const [account] = first.written.filter((a) => a.startsWith('tpp-client-secret:'));
    expect((await real.remove(account!)).ok).toBe(true);
    const restored = await start();
    expect(restored.written).toEqual([account]);
    expect(restored.clientId).toBe(first.clientId);
    expect(await real.get(account!)).toEqual({ ok: true, value: expect.stringMatching(/./) });
  }, 120_000);

  it('does not write the demo profile again; a port taken by another listener gets a new one, which the profile is given', async () => {
    const before = await start();
    const again = await start();
    expect(again.profile).toEqual(before.profile);
    expect(again.demoAccounts).toBeGreaterThan(0);

    const held = await hold(portOf(again.profile.baseUrl));
    try {
      const moved = await start();
      expect(portOf(moved.profile.baseUrl)).not.toBe(portOf(again.profile.baseUrl));
      expect(moved.profile.bulkBaseUrl).toBe(again.profile.bulkBaseUrl);
      expect(moved.profile.updatedAt).not.toBe(again.profile.updatedAt);
      expect(moved.demoAccounts).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => held.close(resolve));
    }
  }, 120_000);
});
