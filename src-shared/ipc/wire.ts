// JSON on the loopback bridge of browser mode, keeping the one thing Electron's structured clone
// carries that JSON does not and our contract may use: byte arrays (e.g. an imported file).
// Runs in the browser and in Node, both of which have btoa/atob (this layer compiles without
// DOM or Node types, so they are declared here).

declare function btoa(data: string): string;
declare function atob(data: string): string;

const BYTES = '__bulkpayBytes';
/** Past this depth the plain-value walk gives up and the replacer decides (as deep as JSON goes). */
const WALK_DEPTH = 200;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const isBytes = (v: unknown) => v instanceof ArrayBuffer || ArrayBuffer.isView(v);

/**
 * True when JSON.stringify alone gives what the replacer would: no byte array anywhere and no
 * `toJSON` but a Date's (which could answer one). A walk of plain values costs a fraction of
 * stringify with a replacer, which V8 cannot take its fast path for (a 5,000-row upload chunk).
 */
function isPlain(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth > WALK_DEPTH || isBytes(value)) return false;
  // Before the array walk: an array (or a Date) with a toJSON of its own could answer bytes.
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return value instanceof Date && toJSON === Date.prototype.toJSON;
  if (Array.isArray(value)) {
    for (const item of value) if (!isPlain(item, depth + 1)) return false;
    return true;
  }
  for (const key in value)
    if (Object.hasOwn(value, key) && !isPlain((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

/** JSON text of a bridge message, byte arrays as base64. */
export function encodeWire(value: unknown): string {
  if (isPlain(value)) return JSON.stringify(value);
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof ArrayBuffer) return { [BYTES]: toBase64(new Uint8Array(v)) };
    if (ArrayBuffer.isView(v)) return { [BYTES]: toBase64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) };
    return v;
  });
}

/** The value of a bridge message, byte arrays back as Uint8Array. */
export function decodeWire(text: string): unknown {
  // Without the marker (nor an escape that could spell it) no value is bytes: the parse needs no reviver.
  if (!text.includes(BYTES) && !text.includes('\\u')) return JSON.parse(text);
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && typeof (v as Record<string, unknown>)[BYTES] === 'string') {
      return Uint8Array.from(atob((v as Record<string, string>)[BYTES]!), (c) => c.charCodeAt(0));
    }
    return v;
  });
}
