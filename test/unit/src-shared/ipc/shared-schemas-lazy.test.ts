import { describe, expect, it, vi } from 'vitest';
import type * as Zod from 'zod';

// Issue 27 §10: the core reads every channel file at start (browser mode reads the dispatch with
// the core), and the objects the channels share were built then, used or not (bench/RESULTS.md,
// session 17). They are built at their first use, as the channels' own are.
const objectsBuiltBy = vi.hoisted(() => new Map<string, number>());
const sharedSchemaFiles = /src-shared\/[\w/-]+\.ts/;

vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof Zod>();
  // Counted for the file that called it: the first frame outside this test and zod.
  const counted = <F extends (...args: never[]) => unknown>(build: F): F =>
    ((...args: Parameters<F>) => {
      const caller =
        (new Error().stack ?? '').split('\n').find((frame) => /\/src-\w+\//.test(frame) && !frame.includes('/test/')) ??
        '';
      const file = sharedSchemaFiles.exec(caller)?.[0];
      if (file) objectsBuiltBy.set(file, (objectsBuiltBy.get(file) ?? 0) + 1);
      return build(...args);
    }) as F;
  const z = {
    ...actual.z,
    object: counted(actual.z.object),
    strictObject: counted(actual.z.strictObject),
    looseObject: counted(actual.z.looseObject),
  };
  return { ...actual, z, default: z };
});

describe("the channels' shared schemas are built at their first use", () => {
  it('reading the contract builds no object schema (the channel files and what they read), a call builds what it parses', async () => {
    const { channels } = await import('../../../../src-shared/ipc/contract');
    expect(Object.fromEntries(objectsBuiltBy)).toEqual({});

    const listed = channels['history:listBulks'].response.safeParse({ bulks: [], total: 0, next: null });
    expect(listed.success).toBe(true);
    expect(objectsBuiltBy.get('src-shared/ipc/channels/history.ts')).toBeGreaterThan(0);
  });

  it('a shared schema parses as it did when built at once: its fields, defaults and errors', async () => {
    const { paymentSearchSchema } = await import('../../../../src-shared/ipc/channels/history');
    expect(paymentSearchSchema.parse({})).toEqual({ sort: 'date', descending: true, limit: 100 });
    const refused = paymentSearchSchema.safeParse({ amountMin: '12,5', extra: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.') || i.code).sort()).toEqual([
      'amountMin',
      'unrecognized_keys',
    ]);
  });

  it('a channel that extends a shared schema gets the object built once (unwrap), not a copy each time', async () => {
    const { preferencesSchema } = await import('../../../../src-shared/ipc/channels/app');
    expect(preferencesSchema.unwrap()).toBe(preferencesSchema.unwrap());
  });
});
