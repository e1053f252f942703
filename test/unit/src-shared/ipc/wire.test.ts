import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeWire, encodeWire } from '../../../../src-shared/ipc/wire';

// What the wire gave before it had a fast path for plain values: every value through the replacer.
const BYTES = '__bulkpayBytes';
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const replacerOnly = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof ArrayBuffer) return { [BYTES]: base64(new Uint8Array(v)) };
    if (ArrayBuffer.isView(v)) return { [BYTES]: base64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) };
    return v;
  });

const chunk = Array.from({ length: 5_000 }, (_, i) => ({
  line: i + 2,
  values: { name: `Payee ${i} \u00e4\ud83d\ude00`, iban: 'FI21 1234 5600 0007 85', amount: '12.50', note: undefined },
}));
let nested: unknown = { bytes: new Uint8Array([1, 2, 3]) };
for (let i = 0; i < 300; i++) nested = { next: nested };

const payloads: [string, unknown][] = [
  ['an upload chunk of 5,000 rows', { upload: 'u', start: 0, total: 5_000, rows: chunk }],
  ['scalars, null and undefined', { a: 1, b: 'x', c: null, d: undefined, e: [undefined, true] }],
  ['a date', { at: new Date('2026-11-24T23:00:00Z') }],
  ['a file as bytes', { file: { name: 'a.csv', bytes: Uint8Array.from([0, 255, 10]) } }],
  ['an ArrayBuffer in an array', [1, new Uint8Array([7, 8]).buffer]],
  ['a DataView', { view: new DataView(new Uint8Array([1, 2, 3, 4]).buffer, 1, 2) }],
  ['a toJSON answering bytes', { odd: { toJSON: () => new Uint8Array([9]) } }],
  ['bytes deeper than the walk goes', nested],
  ['a Map (JSON gives {})', { map: new Map([['a', 1]]) }],
  // Written as \u escapes: decodeWire takes its reviver path for these.
  ['a control character and a lone surrogate', { name: 'Bad\u0001', lone: ['x\ud800y', '\udfff'] }],
  [
    'an array with a toJSON of its own answering bytes',
    { list: Object.assign([1], { toJSON: () => new Uint8Array([5]) }) },
  ],
  ['a Date whose toJSON answers bytes', { at: Object.assign(new Date(0), { toJSON: () => new Uint8Array([6]) }) }],
];

describe('encodeWire', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(payloads)('gives the text every value through the replacer gave: %s', (_name, value) => {
    expect(encodeWire(value)).toBe(replacerOnly(value));
  });

  it('stringifies plain values without a replacer (V8 takes its fast path only without one)', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    encodeWire({ rows: chunk });
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(stringify.mock.calls[0]).toHaveLength(1);
    stringify.mockClear();
    encodeWire({ bytes: new Uint8Array([1]) });
    expect(typeof stringify.mock.calls[0]![1]).toBe('function');
  });
});

describe('decodeWire', () => {
  it('gives back byte arrays, and plain values as JSON.parse does', () => {
    for (const [, value] of payloads) {
      const text = replacerOnly(value);
      const decoded = decodeWire(text);
      if (!text.includes(BYTES)) expect(decoded).toEqual(JSON.parse(text));
    }
    expect(decodeWire(encodeWire({ file: { bytes: Uint8Array.from([0, 255, 10]) } }))).toEqual({
      file: { bytes: Uint8Array.from([0, 255, 10]) },
    });
  });

  it('gives escaped text back as it was: a control character and a lone surrogate (the reviver path)', () => {
    // JSON.stringify writes both as \u escapes, so decodeWire parses these with its reviver.
    const value = { name: 'Bad\u0001name', lone: 'x\ud800y', list: ['\u001f', { deep: '\udfff' }] };
    const text = encodeWire(value);
    expect(text).toContain('\\u0001');
    expect(text).toContain('\\ud800');
    expect(decodeWire(text)).toEqual({ name: 'Bad\u0001name', lone: 'x\ud800y', list: ['\u001f', { deep: '\udfff' }] });
    expect(decodeWire('["\\u0001","\\ud800",{"a":"\\u00e4"}]')).toEqual(['\u0001', '\ud800', { a: '\u00e4' }]);
  });

  it('reads the marker however the JSON spells it (escaped letters too)', () => {
    expect(decodeWire('{"b":{"\\u005f_bulkpayBytes":"AQI="}}')).toEqual({ b: Uint8Array.from([1, 2]) });
  });
});
