/**
 * Browser mode reads the core as soon as the address is out, while the browser is still opening the
 * page: the reading lets the thread go between its modules, so a request that arrived meanwhile is
 * answered before the next module is read.
 */
import { describe, expect, it } from 'vitest';
import { loadInTurns } from '../../../../src-main/web/browser-mode';

describe('loadInTurns', () => {
  it('lets waiting I/O run before each module and returns the modules in order', async () => {
    const order: string[] = [];
    const load = (name: string) => () => {
      order.push(`load ${name}`);
      // What arrives while this module is read (a request of the page) is queued behind it.
      setImmediate(() => order.push(`served after ${name}`));
      return Promise.resolve(name);
    };
    const loaded = await loadInTurns<[string, string, string]>([load('core'), load('handlers'), load('desktop')]);
    expect(loaded).toEqual(['core', 'handlers', 'desktop']);
    expect(order.slice(0, 5)).toEqual([
      'load core',
      'served after core',
      'load handlers',
      'served after handlers',
      'load desktop',
    ]);
  });
});
