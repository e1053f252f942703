// JSON on the loopback bridge of browser mode, keeping the one thing Electron's structured clone
// carries that JSON does not and our contract may use: byte arrays (e.g. an imported file).
// Runs in the browser and in Node, both of which have btoa/atob (this layer compiles without
// DOM or Node types, so they are declared here).

declare function btoa(data: string): string;
declare function atob(data: string): string;

const BYTES = '__bulkpayBytes';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** JSON text of a bridge message, byte arrays as base64. */
export function encodeWire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof ArrayBuffer) return { [BYTES]: toBase64(new Uint8Array(v)) };
    if (ArrayBuffer.isView(v)) return { [BYTES]: toBase64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) };
    return v;
  });
}

/** The value of a bridge message, byte arrays back as Uint8Array. */
export function decodeWire(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && typeof (v as Record<string, unknown>)[BYTES] === 'string') {
      return Uint8Array.from(atob((v as Record<string, string>)[BYTES]!), (c) => c.charCodeAt(0));
    }
    return v;
  });
}
