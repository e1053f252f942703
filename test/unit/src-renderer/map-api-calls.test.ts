import { describe, expect, it } from 'vitest';
import { mapApiCalls, type ApiCall } from '../../../src-renderer/map-api-calls';

// The one walk of the page's API: each `domain.verb` call wrapped with its channel's name, the rest kept.

describe('mapApiCalls', () => {
  const on = () => () => undefined;
  const api = {
    app: { info: async (...args: unknown[]) => ({ asked: 'app:info', args }), version: '0.1.0' },
    bulks: { open: async (...args: unknown[]) => ({ asked: 'bulks:open', args }) },
    on,
  };

  it('wraps each call with its channel, passing every argument through', async () => {
    const seen: string[] = [];
    const wrapped = mapApiCalls(api, (channel, call): ApiCall => async (...args) => {
      seen.push(channel);
      return { wrapped: await call(...args) };
    });
    expect(await wrapped.app.info({ a: 1 }, 'second')).toEqual({
      wrapped: { asked: 'app:info', args: [{ a: 1 }, 'second'] },
    });
    expect(await wrapped.bulks.open()).toEqual({ wrapped: { asked: 'bulks:open', args: [] } });
    expect(seen).toEqual(['app:info', 'bulks:open']);
  });

  it('keeps what is not a call as it is: a value in a group, and a function outside any group (`on`)', () => {
    const wrapped = mapApiCalls(api, () => async () => 'wrapped');
    expect(wrapped.app.version).toBe('0.1.0');
    expect(wrapped.on).toBe(on);
  });
});
