// pain.001 details of issue 15 that the fixture corpus's (line, field, code) triples do not show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { validatePayments } from '../../../../src-shared/payments/validate';

const dir = join(import.meta.dirname, '../../../fixtures/import');
const read = (name: string, today?: string) =>
  parsePaymentFile(name, new Uint8Array(readFileSync(join(dir, name))), today ? { today } : {});

describe('pain.001', () => {
  it("returns GrpHdr's MsgId and the version in the file's own encoding (UTF-16 here), none for CSV", () => {
    const xml = readFileSync(join(dir, 'pain001-001-09.xml'), 'utf8').replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(xml, 'utf16le')]);
    const parsed = parsePaymentFile('pain001-utf16.xml', utf16);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect([parsed.value.encoding, parsed.value.message]).toEqual([
      'utf-16le',
      { id: 'MSG-9', name: 'pain.001.001.09' },
    ]);
    const csv = parsePaymentFile('p.csv', new TextEncoder().encode('name,iban,amount\nA,FI2112345600000785,1.00\n'));
    expect(csv.ok && csv.value.message).toBeFalsy();
  });

  it('decodes character references and reads DbtrAcct', () => {
    const parsed = read('pain001-counts-and-dates.xml');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.rows.map((r) => r.values.name)).toEqual(['M&S Oy', 'Jürgen Meier']);
    expect(parsed.value.debtorAccounts).toEqual(['FI2112345600000785']);
    expect(parsed.value.rows[0]!.debtorAccount).toBe('FI2112345600000785');
  });

  it('says what NbOfTxs and CtrlSum declare and what the file holds', () => {
    const parsed = read('pain001-counts-and-dates.xml');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.fileIssues.map((i) => [i.code, i.params])).toEqual([
      ['pain001_count_mismatch', { level: 'GrpHdr', declared: '3', actual: 2 }],
      ['pain001_sum_mismatch', { level: 'GrpHdr', declared: '30.00', actual: '20' }],
      ['pain001_sum_mismatch', { level: 'PmtInf 1', declared: '25.00', actual: '20' }],
      ['pain001_execution_date', { date: '2099-01-01' }],
    ]);
  });

  it('an execution date that does not exist (30 February) is said as such, not taken as a later day', () => {
    const xml = readFileSync(join(dir, 'pain001-001-09.xml'), 'utf8').replace(
      '<Dt>2024-05-02</Dt>',
      '<Dt>2099-02-30</Dt>',
    );
    const parsed = parsePaymentFile('pain001-no-such-day.xml', new TextEncoder().encode(xml), { today: '2026-11-24' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const issues = parsed.value.fileIssues.filter((i) => i.code.startsWith('pain001_execution'));
    expect(issues).toMatchObject([
      {
        code: 'pain001_execution_date_no_such_day',
        params: { date: '2099-02-30' },
        severity: 'warning',
        message: expect.stringMatching(/2099-02-30 \(ReqdExctnDt\), a day that does not exist/),
      },
    ]);
  });

  it('an execution date of today or earlier is no warning', () => {
    const parsed = read('pain001-counts-and-dates.xml', '2099-01-01');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.fileIssues.map((i) => i.code)).not.toContain('pain001_execution_date');
  });

  it('a DbtrAcct other than the chosen paying account is a warning to confirm, on every row', () => {
    const parsed = read('pain001-counts-and-dates.xml');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const other = validatePayments(parsed.value.rows, { payingAccountIban: 'DE89 3704 0044 0532 0130 00' });
    expect(other.issues.filter((i) => i.code === 'debtor_account_mismatch')).toHaveLength(2);
    expect(other.issues.find((i) => i.code === 'debtor_account_mismatch')).toMatchObject({
      severity: 'warning',
      params: { fileIban: 'FI2112345600000785', chosenIban: 'DE89370400440532013000' },
    });
    const same = validatePayments(parsed.value.rows, { payingAccountIban: 'FI21 1234 5600 0007 85' });
    expect(same.issues.map((i) => i.code)).not.toContain('debtor_account_mismatch');
  });

  it('refuses a DOCTYPE with a message naming the file and line, without reading the entity', () => {
    const parsed = read('pain001-doctype-xxe.xml');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'xml_doctype' } });
    if (!parsed.ok) {
      expect(parsed.error.message).toContain('pain001-doctype-xxe.xml contains a DOCTYPE declaration (line 2)');
      expect(parsed.error.message).not.toContain('root:');
    }
  });

  it('refuses a billion-laughs DOCTYPE at once', () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('') +
      ']>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>&lol9;</CstmrCdtTrfInitn></Document>';
    const parsed = parsePaymentFile('lol.xml', new TextEncoder().encode(laughs));
    expect(parsed).toMatchObject({ ok: false, error: { code: 'xml_doctype' } });
  });
});
