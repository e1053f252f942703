// JSON on the loopback bridge, keeping the one thing Electron's structured clone carries that
// JSON does not and our contract may use: byte arrays (e.g. an imported file). Runs in both
// the browser and Node, so it uses btoa/atob rather than Buffer.

const BYTES = '__bulkpayBytes';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function encodeWire(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof ArrayBuffer) return { [BYTES]: toBase64(new Uint8Array(v)) };
    if (ArrayBuffer.isView(v)) return { [BYTES]: toBase64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) };
    return v;
  });
}

export function decodeWire(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && typeof (v as Record<string, unknown>)[BYTES] === 'string') {
      return Uint8Array.from(atob((v as Record<string, string>)[BYTES]!), (c) => c.charCodeAt(0));
    }
    return v;
  });
}
