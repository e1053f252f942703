import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channels } from '../../../../src-shared/ipc/contract';
import { defineChannel } from '../../../../src-shared/ipc/define';

// Issue 27 §10: the core's first call loaded the whole contract, and building every channel's zod
// schemas then was a fifth of the core's start. A channel's schemas are built when first read.
describe("the IPC contract's schemas are built per channel, when first used", () => {
  it('a channel builds its request and its response schema at their first read, each once', () => {
    const built: string[] = [];
    const def = defineChannel(
      () => (built.push('request'), z.object({ id: z.string() })),
      () => (built.push('response'), z.object({ ok: z.boolean() })),
      'A test channel.',
    );
    expect(built).toEqual([]);
    expect(def.request.safeParse({ id: 'a' }).success).toBe(true);
    expect(built).toEqual(['request']);
    expect(def.response.safeParse({ ok: 'no' }).success).toBe(false);
    expect(def.request).toBe(def.request);
    expect(def.response).toBe(def.response);
    expect(built).toEqual(['request', 'response']);
  });

  it('every channel of the contract still has a request and a response schema', () => {
    for (const [name, def] of Object.entries(channels)) {
      expect(def.request, name).toBeInstanceOf(z.ZodType);
      expect(def.response, name).toBeInstanceOf(z.ZodType);
      expect(def.doc, name).toMatch(/\S/);
    }
  });
});
