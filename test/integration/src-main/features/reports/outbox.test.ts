// The ERP outbox: a run's pain.002 lands in the chosen folder, whole, once, when its last bulk is final.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkSummary } from '../../../../../src-shared/ipc/channels/history';
import { connect, unwrap, type Connected } from '../../../harness/bank-harness';
import { customer, fileRows, input, reviewAndSubmit, services } from '../../../harness/submission-harness';
import { ErpOutbox } from '../../../../../src-main/features/reports/outbox';
import { readPain002 } from '../../../../../src-main/features/reports/read-reports';

let conn: Connected;
beforeAll(async () => {
  conn = await connect();
});
afterAll(async () => {
  await conn?.close();
});

describe('ERP outbox', () => {
  it('writes the run pain.002 when the last of its bulks is final, and only then, once', async () => {
    const account = await customer(conn, '100000.00');
    const s = services(conn);
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-outbox-data-'));
    const folder = mkdtempSync(join(tmpdir(), 'bulkpay-outbox-'));
    const outbox = new ErpOutbox({ dataDir, reader: s.reader, store: s.store });
    expect(outbox.folder()).toBeNull();
    expect(outbox.setFolder('relative/path')).toMatchObject({ ok: false, error: { code: 'outbox_folder' } });
    expect(outbox.setFolder(join(folder, 'missing'))).toMatchObject({ ok: false });
    expect(unwrap(outbox.setFolder(folder))).toEqual({ folder });
    expect(new ErpOutbox({ dataDir, reader: s.reader }).folder()).toBe(folder); // kept in the data folder
    const written: string[] = [];
    s.events.addSink((name, payload) => {
      if (name !== 'bulks:updated') return;
      const r = outbox.onBulkUpdated((payload as { bulk: BulkSummary }).bulk);
      if (r.ok && r.value) written.push(r.value);
    });

    const rows = fileRows(
      Array.from({ length: 101 }, () => '1.00'),
      'outbox',
    );
    const sent = unwrap(await reviewAndSubmit(s, input(rows, account.uuid)));
    await conn.control.approveBulk(sent.bulks[0]!.bankBulkId!);
    await s.tracker.waitUntilFinal(sent.bulks[0]!.id);
    expect(readdirSync(folder)).toEqual([]); // bulk 2 still waits: the run is not final
    await conn.control.approveBulk(sent.bulks[1]!.bankBulkId!);
    await s.tracker.waitUntilFinal(sent.bulks[1]!.id);
    await s.tracker.stop();
    expect(written).toHaveLength(1);
    expect(readdirSync(folder)).toEqual([written[0]!.split('/').at(-1)]);
    expect(written[0]).toMatch(/pain\.002\.001\.03_F[0-9a-f]{34}_\d{8}T\d{6}Z\.xml$/);
    const report = readPain002(readFileSync(written[0]!, 'utf8'));
    expect([report.groupStatus, report.transactions.length]).toEqual(['ACSC', 101]);
    // Another event for the same final run writes nothing new.
    expect(unwrap(outbox.onBulkUpdated(s.reader.getBulk(sent.bulks[1]!.id)!))).toBeNull();
    expect(s.reader.auditOf('file', sent.fileId).map((a) => a.action)).toContain('erp_report_written');
  });

  it('says where it could not write', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bulkpay-outbox-data-'));
    const notAFolder = join(dataDir, 'file.txt');
    writeFileSync(notAFolder, 'x');
    const s = services(conn);
    const outbox = new ErpOutbox({ dataDir, reader: s.reader });
    expect(outbox.setFolder(notAFolder)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/There is no folder/) },
    });
    await s.tracker.stop();
  });
});
