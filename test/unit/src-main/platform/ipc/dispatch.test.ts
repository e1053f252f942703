import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../../src-main/app/core';
import { createHandlers } from '../../../../../src-main/app/ipc-handlers';
import { dispatch, type HandlerMap } from '../../../../../src-main/platform/ipc/dispatch';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok } from '../../../../../src-shared/result';

async function handlers(): Promise<HandlerMap> {
  const core = await createCore({ dataDir: mkdtempSync(join(tmpdir(), 'bulkpay-ipc-')), appVersion: '1.2.3' });
  return createHandlers(core);
}

describe('dispatch', () => {
  it('answers app:info through the contract', async () => {
    const h = await handlers();
    const result = await dispatch(h, 'app:info', {});
    expect(result).toMatchObject({ ok: true, value: { name: 'Bulkpay', version: '1.2.3' } });
  });

  it('refuses a channel the contract does not have', async () => {
    const result = await dispatch(await handlers(), 'fs:readFile', { path: '/etc/passwd' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
  });

  it('refuses a request that does not match the schema before the handler runs', async () => {
    let ran = false;
    const h = await handlers();
    const spy: HandlerMap = {
      ...h,
      'app:info': async () => {
        ran = true;
        return ok({ name: 'x', version: 'x', dataDir: 'x', platform: 'x' });
      },
    };
    const result = await dispatch(spy, 'app:info', { unexpected: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(ran).toBe(false);
  });

  it('strips fields the contract does not declare from responses', async () => {
    const h = await handlers();
    const leaky: HandlerMap = {
      ...h,
      'app:info': async () =>
        ok({ name: 'Bulkpay', version: '1', dataDir: '/d', platform: 'linux', secret: 'client-secret' } as never),
    };
    const result = await dispatch(leaky, 'app:info', {});
    expect(result.ok && JSON.stringify(result.value)).not.toContain('client-secret');
  });

  it('turns a thrown handler error into a value', async () => {
    const h = await handlers();
    const broken: HandlerMap = {
      ...h,
      'app:info': async () => {
        throw new Error('disk full');
      },
    };
    const result = await dispatch(broken, 'app:info', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('dispatch redaction', () => {
  it('scrubs secrets from thrown and returned error messages', async () => {
    const h = await handlers();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwc3UifQ.c2lnbmF0dXJlLXZhbHVl';
    const throwing: HandlerMap = {
      ...h,
      'app:info': async () => {
        throw new Error(`bank said no to Bearer ${jwt}`);
      },
    };
    const thrown = await dispatch(throwing, 'app:info', {});
    expect(JSON.stringify(thrown)).not.toContain(jwt);
    const returning: HandlerMap = {
      ...h,
      'app:info': async () => ({ ok: false, error: { code: 'x', message: `token ${jwt} expired` } }),
    };
    const returned = await dispatch(returning, 'app:info', {});
    expect(returned).toMatchObject({ ok: false, error: { code: 'x' } });
    expect(JSON.stringify(returned)).not.toContain(jwt);
  });

  it('scrubs secret-named keys and secret-shaped text at any depth of params and details', async () => {
    const h = await handlers();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwc3UifQ.c2lnbmF0dXJlLXZhbHVl';
    const returning: HandlerMap = {
      ...h,
      'app:info': async () => ({
        ok: false,
        error: {
          code: 'bank_error',
          message: 'The bank refused the request.',
          params: { said: `bad Bearer ${jwt}`, count: 2 },
          details: {
            general: ['Missing field'],
            echoed: { request: { client_secret: 'plain-looking-value-42', amount: '12.50' } },
            rows: [{ headers: { Authorization: 'Basic dXNlcjpwYXNz' } }],
          },
        },
      }),
    };
    const returned = await dispatch(returning, 'app:info', {});
    const text = JSON.stringify(returned);
    expect(text).not.toContain('plain-looking-value-42');
    expect(text).not.toContain('dXNlcjpwYXNz');
    expect(text).not.toContain(jwt);
    expect(returned).toMatchObject({
      ok: false,
      error: {
        params: { count: 2 },
        details: { general: ['Missing field'], echoed: { request: { amount: '12.50', client_secret: '[redacted]' } } },
      },
    });
  });
});
