// Reading a payment file for `submit` and `team submit`: a pain.001 keeps its MsgId for the pain.002.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSubmitInput } from '../../../src-main/cli/commands/payment-file-input';

const fixtures = join(import.meta.dirname, '../../fixtures/import');

describe('readSubmitInput', () => {
  it("carries a pain.001's MsgId and version, also from a file in UTF-16", () => {
    const cwd = mkdtempSync(join(tmpdir(), 'bulkpay-file-input-'));
    const xml = readFileSync(join(fixtures, 'pain001-001-09.xml'), 'utf8').replace(
      'encoding="UTF-8"',
      'encoding="UTF-16"',
    );
    writeFileSync(join(cwd, 'erp.xml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]));
    const errors: string[] = [];
    const io = { out: () => {}, err: (t: string) => errors.push(t), cwd, env: {} };
    const input = readSubmitInput('erp.xml', 'FI2112345600000785', io, 'team submit');
    expect(errors).toEqual([]);
    expect(input?.file).toMatchObject({
      name: 'erp.xml',
      encoding: 'utf-16le',
      message: { id: 'MSG-9', name: 'pain.001.001.09' },
    });
  });
});
