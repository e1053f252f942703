import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlClient, startSandbox, type Sandbox } from '../../../src-sandbox/index';
import { pathAfterKey } from '../../../src-sandbox/control-server';

// Issue 25, item 6: the demo bank's control API approves bulks, moves the clock and arms faults.
// Any web page can send requests to 127.0.0.1 and any local process can connect, so it answers
// only under the key of this start, the last segment of control_url.

let sandbox: Sandbox;
let bare: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  bare = new URL(sandbox.control_url).origin;
});
afterAll(async () => {
  await sandbox?.close();
});

describe('the sandbox control API key', () => {
  it('is a long random key of this start, in control_url', async () => {
    const key = new URL(sandbox.control_url).pathname.slice(1);
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const other = await startSandbox();
    try {
      expect(new URL(other.control_url).pathname).not.toBe(`/${key}`);
    } finally {
      await other.close();
    }
  });

  it('refuses every call without the key, or with another one, before doing anything', async () => {
    const psu = await controlClient(sandbox.control_url).createPsu({ email: 'key@bulkpay.test', password: 'pw' });
    expect(psu.email).toBe('key@bulkpay.test');
    for (const path of ['/psus', '/clock', '/bulks', `/${'0'.repeat(48)}/psus`, `/${'0'.repeat(48)}`]) {
      const answer = await fetch(`${bare}${path}`);
      expect(answer.status, path).toBe(403);
      expect(await answer.text()).toContain('control_url');
    }
    const advance = await fetch(`${bare}/clock/advance`, { method: 'POST', body: JSON.stringify({ seconds: 3600 }) });
    expect(advance.status).toBe(403);
    expect((await controlClient(sandbox.control_url).clock()).offset_seconds).toBe(0);
    const reset = await fetch(`${bare}/reset`, { method: 'POST' });
    expect(reset.status).toBe(403);
    expect((await controlClient(sandbox.control_url).listPsus()).map((p) => p.email)).toContain('key@bulkpay.test');
  });

  it('takes the path after the key, and nothing else', () => {
    expect(pathAfterKey('/abc/bulks/1/approve', 'abc')).toBe('/bulks/1/approve');
    expect(pathAfterKey('/abc/psus/', 'abc')).toBe('/psus');
    expect(pathAfterKey('/abc', 'abc')).toBe('/');
    expect(pathAfterKey('/abd/psus', 'abc')).toBeNull();
    expect(pathAfterKey('/ab/psus', 'abc')).toBeNull();
    expect(pathAfterKey('/psus', 'abc')).toBeNull();
    expect(pathAfterKey('/', 'abc')).toBeNull();
  });
});
