import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../../src-main/adapters/sqlite/open-database';
import { readPain002 } from '../../../../../src-main/features/reports/read-reports';
import { startSandbox } from '../../../../../src-sandbox/index';
import { connect, type Connected } from '../../../harness/bank-harness';

// A crash between bulks, then `bulkpay submit` of the same file: only the payments that never
// reached the bank are offered and sent, and the sandbox's own bulk list proves nobody is paid twice.
const root = join(import.meta.dirname, '../../../../..');
const BULK_PATH = '/api/v2/payment-initiation/bulk/';
const PAYEES = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];
let conn: Connected;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const sandbox = await startSandbox({ port: 0, processingDelayMs: 100, autoApproveMs: 150 });
  conn = await connect({ sandbox });
  work = mkdtempSync(join(tmpdir(), 'bulkpay-cli-resume-'));
  writeFileSync(join(work, 'qseal.key.pem'), conn.keyPem, { mode: 0o600 });
  env = {
    ...process.env,
    BULKPAY_BASE_URL: sandbox.base_url,
    BULKPAY_BULK_BASE_URL: sandbox.bulk_base_url,
    BULKPAY_CLIENT_ID: conn.clientId,
    BULKPAY_CLIENT_SECRET: conn.clientSecret,
    BULKPAY_KEY_FILE: join(work, 'qseal.key.pem'),
    BULKPAY_TOKEN: conn.psuToken,
    BULKPAY_DATA_DIR: join(work, 'data'),
    BULKPAY_NO_PROMPT: '1',
  };
}, 60_000);
afterAll(async () => {
  await conn.close();
  await conn.sandbox.close();
  rmSync(work, { recursive: true, force: true });
});

function start(...args: string[]) {
  const child = spawn(process.execPath, [join(root, 'bin/bulkpay.mjs'), ...args], { cwd: work, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}
const bulkpay = (...args: string[]) => start(...args).done;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Leaves the data folder as a crash between recording the bulks and journalling them does (or a
 * run of a version that journalled each bulk only at its turn): the bulks never attempted have no
 * journal row. A journalled bulk is resumed with its key by the next command, never offered again.
 */
function forgetUnattemptedJournalRows(): void {
  const db = openDatabase(join(work, 'data', 'bulkpay.sqlite'));
  if (!db.ok) throw new Error(db.error.message);
  const unattempted = "SELECT id FROM bulk_submissions WHERE state = 'sending' AND attempts = 0";
  db.value
    .prepare(`UPDATE bulks SET submission_id = NULL, idempotency_key = NULL WHERE submission_id IN (${unattempted})`)
    .run();
  db.value.prepare(`DELETE FROM bulk_submissions WHERE id IN (${unattempted})`).run();
  db.value.close();
}

/** 250 payments of 0.01, 0.02, … 2.50 EUR: each bulk's total tells which lines it holds. */
const rows = Array.from({ length: 250 }, (_, i) =>
  [`Payee ${i + 1}`, PAYEES[i % PAYEES.length], ((i + 1) / 100).toFixed(2), 'EUR', `Resume ${i + 1}`].join(','),
);
const header = 'name,iban,amount,currency,unstructured_reference';

describe('bulkpay submit after a crash between bulks', () => {
  it('sends only the payments that never reached the bank, once; never the whole file again', async () => {
    const file = join(work, 'payroll.csv');
    writeFileSync(file, [header, ...rows].join('\n') + '\n');
    const account = conn.account.code;

    // Run 1 dies while the bank holds its first bulk, before bulks 2 and 3 are journalled: they never leave.
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000, times: 1 });
    const first = start('submit', file, '--account', account, '--yes');
    await until(async () => (await conn.control.inProgress()).length === 1, 'the first bulk held at the bank');
    first.child.kill('SIGKILL');
    await first.done;
    forgetUnattemptedJournalRows();
    expect((await conn.control.releaseHolds()).released).toBe(1);
    await until(async () => (await conn.control.listBulks()).length === 1, 'bulk 1 at the bank');

    // Run 2, review only: the rows of bulks 2 and 3, with their own review.
    const review = await bulkpay('submit', file, '--account', account);
    expect(review.code, review.stderr).toBe(4);
    expect(review.stderr).toContain('was sent before and stopped part-way: 100 payments reached the bank');
    expect(review.stderr).toContain('150 never did (lines 102–251)');
    expect(review.stdout).toMatch(/150 payments in 2 bulks/);
    expect(review.stdout).toContain('total EUR 150.50'); // lines 102–201
    expect(review.stdout).toContain('total EUR 112.75'); // lines 202–251

    // The payees of bulk 1 are paid now, so the payee book knows there is a history: the 150 left are
    // new payees, a warning the user accepts (paying them again would need --pay-twice).
    const sent = await bulkpay('submit', file, '--account', account, '--yes', '--accept-warnings', '--wait', '--json');
    expect(sent.code, sent.stderr).toBe(0);
    const report = JSON.parse(sent.stdout) as { bulks: { total_count: number }[] };
    expect(report.bulks.map((b) => b.total_count)).toEqual([100, 50]);

    // Run 4 with every warning accepted: everything reached the bank, nothing is sent.
    const again = await bulkpay('submit', file, '--account', account, '--yes', '--accept-warnings');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('every payment in it reached the bank');
    expect(again.stderr).toContain('--pay-twice');

    // The bank's own list: three bulks, exactly the file's three chunks, each once.
    const atBank = await conn.control.listBulks();
    expect(atBank.map((b) => [b.total_count, b.total_amount]).sort()).toEqual(
      [
        [100, '50.50'],
        [100, '150.50'],
        [50, '112.75'],
      ].sort(),
    );
  });

  it('--accept-warnings never sends a payment identical to one already sent; --pay-twice is needed', async () => {
    const file = join(work, 'one-again.csv');
    writeFileSync(file, `${header}\n${rows[4]}\n`); // other bytes, the same payment as line 6 above
    const before = (await conn.control.listBulks()).length;
    const r = await bulkpay('submit', file, '--account', conn.account.code, '--yes', '--accept-warnings');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('1 payment is identical to payments already sent (lines 2)');
    expect(r.stderr).toContain('--accept-warnings does not cover payments already sent');
    expect((await conn.control.listBulks()).length).toBe(before);
    const review = await bulkpay('submit', file, '--account', conn.account.code, '--pay-twice');
    expect(review.code).toBe(4); // review only: the flag alone sends nothing
    expect(review.stdout).toContain('[sent_recently]');
  });
});

/** 250 pain.001 payments of 3.01, 3.02, … 5.50 EUR, the whole file on one line (as some exports write it). */
function oneLinePain001(): string {
  const txs = Array.from({ length: 250 }, (_, i) =>
    [
      `<CdtTrfTxInf><PmtId><EndToEndId>PAIN-${i + 1}</EndToEndId></PmtId>`,
      `<Amt><InstdAmt Ccy="EUR">${(3 + (i + 1) / 100).toFixed(2)}</InstdAmt></Amt>`,
      `<Cdtr><Nm>Pain payee ${i + 1}</Nm></Cdtr><CdtrAcct><Id><IBAN>${PAYEES[i % PAYEES.length]}</IBAN></Id></CdtrAcct>`,
      `<RmtInf><Ustrd>Pain ${i + 1}</Ustrd></RmtInf></CdtTrfTxInf>`,
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">',
    '<CstmrCdtTrfInitn><GrpHdr><MsgId>ONE-LINE</MsgId><CreDtTm>2026-01-01T10:00:00</CreDtTm><NbOfTxs>250</NbOfTxs>',
    '<InitgPty><Nm>Payer</Nm></InitgPty></GrpHdr><PmtInf><PmtInfId>P1</PmtInfId><PmtMtd>TRF</PmtMtd>',
    `<Dbtr><Nm>Payer</Nm></Dbtr>${txs.join('')}</PmtInf></CstmrCdtTrfInitn></Document>\n`,
  ].join('');
}

describe('bulkpay submit after a crash, a pain.001 file written on one line', () => {
  it('sends the payments that never reached the bank, though every payment is on line 1', async () => {
    const file = join(work, 'one-line.xml');
    writeFileSync(file, oneLinePain001());
    const account = conn.account.code;
    const before = (await conn.control.listBulks()).length;

    // Run 1 dies while the bank holds its first bulk, before bulks 2 and 3 are journalled: 101–250 never leave.
    await conn.control.armFault({ path: BULK_PATH, method: 'POST', kind: 'hold', ms: 60_000, times: 1 });
    const first = start('submit', file, '--account', account, '--yes', '--accept-warnings');
    await until(async () => (await conn.control.inProgress()).length === 1, 'the first bulk held at the bank');
    first.child.kill('SIGKILL');
    await first.done;
    forgetUnattemptedJournalRows();
    expect((await conn.control.releaseHolds()).released).toBe(1);
    await until(async () => (await conn.control.listBulks()).length === before + 1, 'bulk 1 at the bank');

    const sent = await bulkpay('submit', file, '--account', account, '--yes', '--accept-warnings', '--wait', '--json');
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toContain('100 payments reached the bank');
    expect(sent.stderr).toContain('150 never did');
    const report = JSON.parse(sent.stdout) as { bulks: { total_count: number }[] };
    expect(report.bulks.map((b) => b.total_count)).toEqual([100, 50]);

    // A third run knows every payment reached the bank, by its place in the file.
    const again = await bulkpay('submit', file, '--account', account, '--yes', '--accept-warnings');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('every payment in it reached the bank');

    // The bank's own list: the file's three chunks, each once (3.01–4.00, 4.01–5.00, 5.01–5.50; the CSV runs above sent less than 250 EUR a bulk).
    const atBank = (await conn.control.listBulks()).filter((b) => Number(b.total_amount) > 250);
    expect(atBank.map((b) => [b.total_count, b.total_amount]).sort()).toEqual(
      [
        [100, '350.50'],
        [100, '450.50'],
        [50, '262.75'],
      ].sort(),
    );

    // The pain.002 of the stopped bulk 2 names its own 100 payments (not every payment on line 1),
    // paid by the resumed run; the file's names each of the 250 once.
    const db = openDatabase(join(work, 'data', 'bulkpay.sqlite'));
    if (!db.ok) throw new Error(db.error.message);
    const stopped = db.value
      .prepare(
        `SELECT b.id FROM bulks b JOIN imported_files f ON f.id = b.file_id
         WHERE f.name = 'one-line.xml' AND b.sequence = 2 AND b.bank_bulk_id IS NULL ORDER BY b.created_at LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const sha = db.value
      .prepare("SELECT sha256 FROM imported_files WHERE name = 'one-line.xml' LIMIT 1")
      .pluck()
      .get() as string;
    db.value.close();
    const ofBulk = await bulkpay('report', 'pain002', stopped);
    expect(ofBulk.code, ofBulk.stderr).toBe(0);
    const bulk2 = readPain002(ofBulk.stdout).transactions;
    expect(bulk2.map((t) => t.endToEndId)).toEqual(Array.from({ length: 100 }, (_, i) => `PAIN-${i + 101}`));
    expect(new Set(bulk2.map((t) => t.status))).toEqual(new Set(['ACSC']));
    const ofFile = await bulkpay('report', 'pain002', sha);
    const all = readPain002(ofFile.stdout).transactions.map((t) => t.endToEndId);
    expect([all.length, new Set(all).size]).toEqual([250, 250]);
  });
});
