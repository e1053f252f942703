import type * as Fs from 'node:fs';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import Big from 'big.js';
import { exactAmountText as money } from '../../../../../src-shared/payments/currency';
import { amount, decimalSum, isoDocument, writeFileAtomic } from '../../../../../src-main/features/reports/xml';

// The real file system, with fsync and rename recorded in order (what a power loss would undo).
const fsCalls = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const fsyncSync = (fd: number) => {
    fsCalls.push(fs.fstatSync(fd).isDirectory() ? 'fsync folder' : 'fsync file');
    fs.fsyncSync(fd);
  };
  const renameSync = (from: string, to: string) => {
    fsCalls.push('rename');
    fs.renameSync(from, to);
  };
  return { ...fs, fsyncSync, renameSync, default: { ...fs, fsyncSync, renameSync } };
});

describe('isoDocument', () => {
  it('declares UTF-8 and the message namespace, and escapes text', () => {
    const xml = isoDocument('pain.002.001.03', 'CstmrPmtStsRpt', { GrpHdr: { MsgId: 'A<&>' } });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">');
    expect(xml).toContain('<MsgId>A&lt;&amp;&gt;</MsgId>');
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-atomic-'));
    const file = join(dir, 'report.xml');
    writeFileSync(file, 'old');
    writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['report.xml']);
  });
  it('flushes the report to disk before the rename, and the folder after it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulkpay-atomic-'));
    fsCalls.length = 0;
    writeFileAtomic(join(dir, 'report.xml'), 'content');
    const expected = ['fsync file', 'rename'];
    // Windows cannot open a folder to flush it; elsewhere the rename itself must survive a power loss.
    if (process.platform !== 'win32') expected.push('fsync folder');
    expect(fsCalls).toEqual(expected);
  });
  it('leaves nothing behind when the folder is missing', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bulkpay-atomic-')), 'missing');
    expect(() => writeFileAtomic(join(dir, 'r.xml'), 'x')).toThrow();
    expect(existsSync(dir)).toBe(false);
  });
});

describe('money in reports', () => {
  it("writes the currency's minor digits and never rounds", () => {
    expect(amount(new Big('70'), 'EUR')).toEqual({ '@_Ccy': 'EUR', '#text': '70.00' });
    expect(money('1200', 'JPY')).toBe('1200');
    expect(money('0.125', 'EUR')).toBe('0.125');
    expect(money('5', 'BHD')).toBe('5.000');
    expect(decimalSum(['10.10', '5', '0.001'])).toBe('15.101');
    expect(decimalSum(['65'])).toBe('65.00');
  });
});
