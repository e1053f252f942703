// Reading a payment file for `submit` and `team submit`: a pain.001 keeps its MsgId for the pain.002.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSubmitInput } from '../../../../../src-main/cli/commands/payment-file-input';

const fixtures = join(import.meta.dirname, '../../../../fixtures/import');

describe('readSubmitInput', () => {
  it("carries a pain.001's MsgId and version, also from a file in UTF-16", async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'bulkpay-file-input-'));
    const xml = readFileSync(join(fixtures, 'pain001-001-09.xml'), 'utf8').replace(
      'encoding="UTF-8"',
      'encoding="UTF-16"',
    );
    writeFileSync(join(cwd, 'erp.xml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]));
    const errors: string[] = [];
    const io = { out: () => {}, err: (t: string) => errors.push(t), cwd, env: {} };
    const input = await readSubmitInput('erp.xml', 'FI2112345600000785', io, 'team submit');
    expect(errors).toEqual([]);
    expect(input?.file).toMatchObject({
      name: 'erp.xml',
      encoding: 'utf-16le',
      message: { id: 'MSG-9', name: 'pain.001.001.09' },
    });
  });

  it('refuses a file whose later rows use another decimal mark than its first 10,000, until one is chosen', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'bulkpay-file-input-'));
    const lines = ['name,iban,amount,currency,message'];
    for (let i = 0; i < 10_000; i++) lines.push(`Payee ${i},FI2112345600000785,1.250,EUR,a${i}`);
    for (let i = 0; i < 20; i++) lines.push(`Later ${i},FI2112345600000785,"12,50",EUR,b${i}`);
    writeFileSync(join(cwd, 'late.csv'), lines.join('\n'));
    const errors: string[] = [];
    const io = { out: () => {}, err: (t: string) => errors.push(t), cwd, env: {} };
    expect(await readSubmitInput('late.csv', 'FI2112345600000785', io, 'submit')).toBeNull();
    expect(errors.join('\n')).toMatch(/late\.csv:1 {2}file: The decimal mark is unclear.*\[decimal_mark_unclear\]/);
    const chosen = await readSubmitInput('late.csv', 'FI2112345600000785', io, 'submit', { decimalStyle: 'comma' });
    expect(chosen?.decimalStyle).toBe('comma');
    expect(chosen?.rows).toHaveLength(10_020);
  });
});
