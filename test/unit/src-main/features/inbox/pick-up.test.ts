import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '../../../../../src-shared/import/decode';
import {
  lookAtInbox,
  pickUpFile,
  reconcileInbox,
  type CheckedFile,
} from '../../../../../src-main/features/inbox/pick-up';
import { InboxWatcher } from '../../../../../src-main/features/inbox/inbox-watcher';
import { whyWordsIn } from '../../../../../src-main/features/inbox/why-report';
import { createI18n } from '../../../../../src-shared/i18n';
import { inboxPlace, paymentsCsv } from '../../../harness/inbox-files';

/** One look of a watcher at a given moment (the clock is the test's: no waiting). */
const lookAt = (watcher: InboxWatcher, at: number) => watcher.look(at);

describe('the ERP inbox picks up each settled file once', () => {
  it('reads a file written slowly in pieces once, whole, after it stopped changing', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    const watcher = new InboxWatcher(place.folder, { store, settleMs: 1000 });
    const whole = paymentsCsv(30);
    const pieces = [whole.slice(0, 400), whole.slice(400, 900), whole.slice(900)];
    const path = join(place.folder, 'payroll.csv');
    let at = 0;
    const outcomes = [];
    for (const piece of pieces) {
      appendFileSync(path, piece);
      // A change of size (and time) between looks keeps the file waiting, however long apart.
      outcomes.push(...(await lookAt(watcher, at)));
      at += 5000;
    }
    expect(outcomes).toEqual([]);
    const [read, ...more] = await lookAt(watcher, at);
    expect(more).toEqual([]);
    expect(read).toMatchObject({ kind: 'read', record: { name: 'payroll.csv', payments: 30, errors: 0 } });
    expect(await lookAt(watcher, at + 5000)).toEqual([]);
    expect(readFileSync(join(place.folder, 'read', 'payroll.csv'), 'utf8')).toBe(whole);
    expect(store.newFiles().map((f) => f.name)).toEqual(['payroll.csv']);
    db.close();
  });

  it('reads the same content dropped twice once; the second is moved aside with why', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    const watcher = new InboxWatcher(place.folder, { store, settleMs: 1000 });
    writeFileSync(join(place.folder, 'run-1.csv'), paymentsCsv(3));
    await lookAt(watcher, 0);
    expect((await lookAt(watcher, 1000)).map((o) => o.kind)).toEqual(['read']);
    writeFileSync(join(place.folder, 'run-1 again.csv'), paymentsCsv(3));
    await lookAt(watcher, 2000);
    const [again] = await lookAt(watcher, 3000);
    expect(again).toMatchObject({ kind: 'duplicate', name: 'run-1 again.csv', earlier: { name: 'run-1.csv' } });
    expect(store.newFiles()).toHaveLength(1);
    const why = readFileSync(join(place.folder, 'rejected', 'run-1 again.csv.why.txt'), 'utf8');
    expect(why).toMatch(/already picked up on .* as run-1\.csv/);
    db.close();
  });

  it('moves a file it cannot read to rejected/ with the reason, never deleting it', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    const bytes = 'This is the ERP log, not payments.\n';
    writeFileSync(join(place.folder, 'notes.csv'), bytes);
    writeFileSync(join(place.folder, 'empty.xml'), '');
    const outcomes = [];
    for (const look of lookAtInbox(place.folder)) outcomes.push(await pickUpFile(place.folder, look, { store }));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['rejected', 'rejected']);
    expect(readFileSync(join(place.folder, 'rejected', 'notes.csv'), 'utf8')).toBe(bytes);
    const why = readFileSync(join(place.folder, 'rejected', 'notes.csv.why.txt'), 'utf8');
    expect(why).toMatch(/^Bulkpay did not take notes\.csv from the ERP inbox/);
    expect(why).toMatch(/What to do: correct the payments in the ERP/);
    expect(store.newFiles().map((f) => [f.name, f.outcome, Boolean(f.reason?.message)])).toEqual([
      ['empty.xml', 'rejected', true],
      ['notes.csv', 'rejected', true],
    ]);
    expect(readdirSync(place.folder).sort()).toEqual(['rejected']);
    db.close();
  });

  it("writes the why report in the user's language, the reason too", async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    writeFileSync(join(place.folder, 'leer.csv'), '');
    const whyWords = () => whyWordsIn('de');
    for (const look of lookAtInbox(place.folder)) await pickUpFile(place.folder, look, { store, whyWords });
    const why = readFileSync(join(place.folder, 'rejected', 'leer.csv.why.txt'), 'utf8');
    const de = createI18n('de').t;
    expect(why.split('\n')).toEqual([
      expect.stringMatching(/^Bulkpay hat leer\.csv nicht aus dem ERP-Eingang übernommen \(.+\)\.$/),
      '',
      `Warum: ${de('msg.empty_file')}`,
      '',
      de('inboxWhy.todo'),
      '',
    ]);
    expect(why).not.toMatch(/What to do/);
    db.close();
  });

  it('moves a file larger than Bulkpay reads to rejected/, saying so', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    // A sparse file: as large as the limit and one byte more, written in no time.
    writeFileSync(join(place.folder, 'huge.csv'), '');
    truncateSync(join(place.folder, 'huge.csv'), MAX_FILE_BYTES + 1);
    const [look] = lookAtInbox(place.folder);
    const outcome = await pickUpFile(place.folder, look!, { store });
    expect(outcome).toMatchObject({ kind: 'rejected', record: { reason: { code: 'file_too_large' } } });
    expect(existsSync(join(place.folder, 'rejected', 'huge.csv'))).toBe(true);
    db.close();
  });

  it('never reads a file under a temporary name, however old', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    for (const name of ['.payroll.csv', 'payroll.csv.part', 'payroll.csv.tmp', '~$payroll.xlsx', 'payroll.csv~'])
      writeFileSync(join(place.folder, name), paymentsCsv(2));
    const watcher = new InboxWatcher(place.folder, { store, settleMs: 0 });
    expect(await lookAt(watcher, 0)).toEqual([]);
    expect(await lookAt(watcher, 10_000)).toEqual([]);
    db.close();
  });

  it('after a kill between the move and the record, records the file once on restart and reads nothing twice', async () => {
    const place = inboxPlace();
    writeFileSync(join(place.folder, 'killed.csv'), paymentsCsv(4, 'K'));
    // The pick-up runs in its own process, killed (SIGKILL) inside the transaction after the move.
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'pick-up-killed-child.ts')], {
      env: { ...process.env, INBOX_FOLDER: place.folder, INBOX_DB: place.dbFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const signal = await new Promise((done) => child.on('close', (_code, s) => done(s)));
    expect(stderr).toBe('');
    expect(signal).toBe('SIGKILL');
    expect(existsSync(join(place.folder, 'read', 'killed.csv'))).toBe(true);
    const { store, db } = place.open();
    expect(store.newFiles()).toEqual([]);
    // The restart: reconcile records it, and a second start finds nothing more to do.
    expect((await reconcileInbox(place.folder, { store })).map((r) => [r.name, r.outcome, r.payments])).toEqual([
      ['killed.csv', 'read', 4],
    ]);
    expect(await reconcileInbox(place.folder, { store })).toEqual([]);
    const watcher = new InboxWatcher(place.folder, { store, settleMs: 0 });
    expect(await lookAt(watcher, 0)).toEqual([]);
    expect(store.newFiles().map((f) => f.name)).toEqual(['killed.csv']);
    db.close();
  });

  it('in team mode, records a file a kill left in read/ with the run the team holds for it', async () => {
    const place = inboxPlace();
    mkdirSync(join(place.folder, 'read'));
    const bytes = paymentsCsv(3, 'M');
    writeFileSync(join(place.folder, 'read', 'team.csv'), bytes);
    const { store, db } = place.open();
    const asked: string[] = [];
    // The team's answer for this file's SHA-256: the run it made before the kill.
    const beforeRecord = async (file: CheckedFile) => (asked.push(file.name), { teamRunId: 'run-of-team-csv' });
    const [record] = await reconcileInbox(place.folder, { store, beforeRecord });
    expect(record).toMatchObject({ name: 'team.csv', outcome: 'read', payments: 3, teamRunId: 'run-of-team-csv' });
    expect(asked).toEqual(['team.csv']);
    expect(store.newFiles()).toEqual([]);
    db.close();
  });

  it('--once reads a file already settled, even when its wait ends before the clock has moved on', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    writeFileSync(join(place.folder, 'payroll.csv'), paymentsCsv(2));
    const watcher = new InboxWatcher(place.folder, { store, settleMs: 200 });
    // Node's timers count whole milliseconds, so a wait of 200 ms can end when the clock says 199.
    // Here the clock says 5 ms less than the timers from the first look on.
    const clock = performance.now.bind(performance);
    let lag = 0;
    const spy = vi.spyOn(performance, 'now').mockImplementation(() => {
      const now = clock() - lag;
      lag = 5;
      return now;
    });
    try {
      expect((await watcher.once()).map((o) => o.kind)).toEqual(['read']);
    } finally {
      spy.mockRestore();
      db.close();
    }
  });

  it('leaves a file whose move fails in the inbox, unrecorded, for the next look', async () => {
    const place = inboxPlace();
    const { store, db } = place.open();
    // A file where the read/ folder should be: the move cannot happen, so nothing is recorded.
    writeFileSync(join(place.folder, 'read'), 'not a folder');
    writeFileSync(join(place.folder, 'payroll.csv'), paymentsCsv(2));
    const [look] = lookAtInbox(place.folder).filter((l) => l.name === 'payroll.csv');
    await expect(pickUpFile(place.folder, look!, { store })).rejects.toThrow();
    expect(store.newFiles()).toEqual([]);
    expect(existsSync(join(place.folder, 'payroll.csv'))).toBe(true);
    db.close();
  });
});
