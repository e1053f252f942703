import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { paymentsCsv } from '../../../unit/harness/inbox-files';
import { runBin, runCli } from '../../harness/env-mode-bank';

// `bulkpay inbox` as a server runs it: a real folder, the real history database, the real binary.
function place() {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-inbox-cli-'));
  const inbox = join(dir, 'inbox');
  mkdirSync(inbox);
  const env: NodeJS.ProcessEnv = { BULKPAY_DATA_DIR: join(dir, 'data'), BULKPAY_INBOX_SETTLE_MS: '300' };
  return { dir, inbox, env };
}

describe('bulkpay inbox', () => {
  it('--once: one line per file, read as a run or rejected with why; the same content again is not read', async () => {
    const { dir, inbox, env } = place();
    writeFileSync(join(inbox, 'suppliers.csv'), paymentsCsv(3, 'S'));
    writeFileSync(join(inbox, 'report.txt'), 'Nightly export finished.\n');
    writeFileSync(join(inbox, 'payroll.csv.part'), paymentsCsv(2, 'P'));
    const first = await runCli(env, dir, 'inbox', 'inbox', '--once');
    expect(first.err).toBe('');
    const lines = first.out.split('\n').sort();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^report\.txt: rejected, moved to .*rejected\/report\.txt: /);
    expect(lines[1]).toBe('suppliers.csv: read as a run, 3 payments, EUR 33.75; open it on Home in Bulkpay.');
    expect(first.code).toBe(1);
    expect(readdirSync(inbox).sort()).toEqual(['payroll.csv.part', 'read', 'rejected']);

    writeFileSync(join(inbox, 'suppliers (resent).csv'), paymentsCsv(3, 'S'));
    const again = await runCli(env, dir, 'inbox', 'inbox', '--once', '--json');
    expect(again.out.split('\n').map((l) => JSON.parse(l) as unknown)).toEqual([
      {
        file: 'suppliers (resent).csv',
        outcome: 'duplicate',
        sameAs: 'suppliers.csv',
        movedTo: join(inbox, 'rejected', 'suppliers (resent).csv'),
      },
    ]);
    expect(again.code).toBe(1);

    const nothing = await runCli(env, dir, 'inbox', 'inbox', '--once');
    expect([nothing.out, nothing.err, nothing.code]).toEqual(['', '', 0]);
  });

  it("writes the rejected file's note in the user's language", async () => {
    const { dir, inbox, env } = place();
    writeFileSync(join(inbox, 'tom.csv'), '');
    const run = await runCli({ ...env, LANG: 'sv_SE.UTF-8' }, dir, 'inbox', 'inbox', '--once');
    expect(run.code).toBe(1);
    const why = readFileSync(join(inbox, 'rejected', 'tom.csv.why.txt'), 'utf8');
    expect(why).toMatch(/^Bulkpay tog inte tom\.csv från ERP-inkorgen \(/);
    expect(why).toContain('Varför: Filen är tom');
    expect(why).toContain('Vad göra: rätta betalningarna i ERP');
  });

  it('says what is wrong with its arguments (exit 2)', async () => {
    const { dir, env } = place();
    const none = await runCli(env, dir, 'inbox');
    expect(none.err).toMatch(/^bulkpay inbox: give the inbox folder\.\n\nUsage: bulkpay inbox <folder>/);
    expect(none.code).toBe(2);
    const missing = await runCli(env, dir, 'inbox', 'no-such-folder', '--once');
    expect(missing.err).toContain(`there is no folder ${join(dir, 'no-such-folder')}`);
    expect(missing.code).toBe(2);
    const team = await runCli(env, dir, 'inbox', 'inbox', '--team-submit');
    expect(team.err).toContain('--team-submit needs --account');
    expect(team.code).toBe(2);
  });

  it('watching: a file written slowly in pieces is read once, whole; a restart reads nothing twice', async () => {
    const { dir, inbox, env } = place();
    const watcher = runBin({ ...env, BULKPAY_INBOX_SETTLE_MS: '1500' }, dir, 'inbox', 'inbox', '--json');
    let output = '';
    watcher.child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    const whole = paymentsCsv(60, 'W');
    const path = join(inbox, 'payroll.csv');
    // Pieces far shorter apart than the settle time, as a slow network copy writes them.
    for (let at = 0; at < whole.length; at += 200) {
      appendFileSync(path, whole.slice(at, at + 200));
      await sleep(100);
    }
    while (!output.includes('\n')) await sleep(100);
    watcher.child.kill('SIGTERM');
    const ended = await watcher.exited;
    expect(ended.stderr).toBe('');
    expect(ended.code).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ file: 'payroll.csv', outcome: 'read', payments: 60, errors: 0 });
    expect(readFileSync(join(inbox, 'read', 'payroll.csv'), 'utf8')).toBe(whole);
    expect(existsSync(path)).toBe(false);

    const restart = await runCli(env, dir, 'inbox', 'inbox', '--once');
    expect([restart.out, restart.code]).toEqual(['', 0]);
  });
});
