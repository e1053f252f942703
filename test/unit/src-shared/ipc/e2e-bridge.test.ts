import { describe, expect, it } from 'vitest';
import { refusesRealBank } from '../../../e2e/harness/server';
import { decodeWire, encodeWire } from '../../../../src-shared/ipc/wire';

// The browser harness's own rules: it carries what Electron's IPC carries, and only ever talks
// to sandbox banks on this machine.
describe('browser test bridge', () => {
  it('carries byte arrays across JSON, as structured clone does in Electron', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    const decoded = decodeWire(encodeWire({ file: { name: 'a.csv', bytes }, n: 1 })) as {
      file: { bytes: Uint8Array };
      n: number;
    };
    expect(decoded.n).toBe(1);
    expect(decoded.file.bytes).toEqual(bytes);
  });

  it('refuses a profile that points at a bank off this machine', () => {
    expect(refusesRealBank({ baseUrl: 'http://127.0.0.1:4000', bulkBaseUrl: 'http://localhost:4001' })).toBeNull();
    expect(refusesRealBank({ baseUrl: 'https://api.bank.example/' })).toMatch(/sandbox banks on this machine only/);
    expect(
      refusesRealBank({ baseUrl: 'http://127.0.0.1:4000', bulkBaseUrl: 'https://127.0.0.1.evil.example/' }),
    ).not.toBeNull();
    expect(refusesRealBank({ channel: 'app:info' })).toBeNull();
  });
});
