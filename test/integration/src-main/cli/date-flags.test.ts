import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../../src-main/cli/command';
import { main } from '../../../../src-main/cli/main';
import { checkPeriod } from '../../../../src-main/features/reports/statement';

// --from/--to that are written as dates but name no day: said as such, not as a format mistake.
const dir = mkdtempSync(join(tmpdir(), 'bulkpay-date-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(lang: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { BULKPAY_DATA_DIR: dir, LANG: lang };
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), cwd: dir, env };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('CLI dates that do not exist', () => {
  it('bulkpay history --from 2026-11-31 says November 2026 has 30 days', async () => {
    const r = await cli('C', 'history', '--from', '2026-11-31');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'bulkpay history: --from: 2026-11-31 is not a day of the calendar: month 11 of 2026 has 30 days; check the day.',
    );
    expect(r.err).not.toContain('a date like');
  });

  it('in the user’s language, and for --to and a month 13 too', async () => {
    const fi = await cli('fi_FI.UTF-8', 'history', '--to', '2027-02-29');
    expect(fi).toMatchObject({ code: 2 });
    expect(fi.err).toBe(
      'bulkpay history: --to: Päivää 2027-02-29 ei ole kalenterissa: vuoden 2027 kuukaudessa 2 on 28 päivää; tarkista päivä.',
    );
    const sv = await cli('sv_SE.UTF-8', 'history', '--from', '2026-13-01');
    expect(sv.err).toContain('det finns ingen månad 13');
  });

  it('a date written the wrong way keeps its format message', async () => {
    const r = await cli('C', 'history', '--from', '31.11.2026');
    expect(r.code).toBe(2);
    // The whole message before the usage: the format alone, not also "a day of the calendar".
    const message = (err: string) => err.split('\n\nUsage:')[0];
    expect(message(r.err)).toBe('bulkpay history: --from: a date like 2026-01-31');
    const short = await cli('C', 'history', '--from', '26-01-01');
    expect(short.code).toBe(2);
    expect(message(short.err)).toBe('bulkpay history: --from: a date like 2026-01-31');
    expect(short.err).toContain('\n\nUsage: bulkpay history');
  });

  it('bulkpay statement refuses 2026-11-31 before anything asks the bank (Date.parse took it as 1 December)', async () => {
    expect(checkPeriod('2026-11-31', '2026-12-05')).toMatchObject({
      ok: false,
      error: { code: 'date_no_such_day', params: { value: '2026-11-31', days: 30 } },
    });
    expect(checkPeriod('2026-11-01', '2026-11-30')).toEqual({ ok: true, value: null });
    const r = await cli('de_DE.UTF-8', 'statement', 'FI2112345600000785', '--from', '2026-11-01', '--to', '2026-11-31');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'bulkpay statement: Den 2026-11-31 gibt es im Kalender nicht: Monat 11 des Jahres 2026 hat 30 Tage; prüfen Sie den Tag.',
    );
  });
});
