import { describe, expect, it } from 'vitest';
import { MAX_OVERSIZE_BYTES, parseFault } from '../../../src-sandbox/faults';

describe('sandbox faults for spoiled answers', () => {
  it('arms trickle, oversize and malformed faults with their fields', () => {
    expect(parseFault({ path: '/a/', kind: 'trickle', ms: 250 })).toEqual({
      path: '/a/',
      kind: 'trickle',
      ms: 250,
      times: 1,
    });
    expect(parseFault({ path: '/a/', kind: 'oversize', bytes: 1024, declare_length: true, times: 2 })).toEqual({
      path: '/a/',
      kind: 'oversize',
      bytes: 1024,
      declare_length: true,
      times: 2,
    });
    expect(parseFault({ path: '/a/', kind: 'malformed', mode: 'set-field', field: 'status', value: 'x' })).toEqual({
      path: '/a/',
      kind: 'malformed',
      mode: 'set-field',
      field: 'status',
      value: 'x',
      times: 1,
    });
  });

  it('says what is wrong with a fault it cannot arm', () => {
    expect(parseFault({ path: '/a/', kind: 'malformed' })).toMatch(/needs "mode", one of not-json, truncated/);
    expect(parseFault({ path: '/a/', kind: 'malformed', mode: 'null-field' })).toMatch(/needs "field"/);
    expect(parseFault({ path: '/a/', kind: 'oversize', bytes: MAX_OVERSIZE_BYTES + 1 })).toMatch(/between 1 and/);
    expect(parseFault({ path: '/a/', kind: 'oversize', bytes: MAX_OVERSIZE_BYTES })).toMatchObject({
      kind: 'oversize',
    });
    expect(parseFault({ path: '/a/', kind: 'trickle', ms: 0 })).toMatch(/between 1 and 60000/);
    expect(parseFault({ path: '/a/', kind: 'bogus' })).toMatch(/kind must be one of .*trickle, oversize, malformed/);
  });
});
