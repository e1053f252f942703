// Main's side of the Review of a 100,000-row file (issue 14), under plain Node: the real
// importVolume handlers against the real sandbox and a real SQLite history. The rows are uploaded
// in 5,000-row chunks with `checkAs`, as the window does while the user looks at the table (that
// time, and its longest chunk, are reported apart), then the review call is timed, alternating with a floor measured in the
// same run: SHA-256 of the same plan's bytes (the least main must do: it hashes every payment it
// would send). `node --cpu-prof --import tsx bench/run.ts review` profiles it.
import { createHash, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parsePaymentFile } from '../src-shared/import/parse-file';
import { buildBulkRequests, validatePayments } from '../src-shared/payments';
import { UPLOAD_CHUNK_ROWS } from '../src-shared/ipc/channels/import-volume';
import { ok } from '../src-shared/result';
import { EventBus } from '../src-main/platform/events';
import { createBulkServices } from '../src-main/features/send/bulk-services';
import { sqliteSendStores } from '../src-main/adapters/sqlite/send-stores';
import { importVolumeHandlers } from '../src-main/features/send/import-volume-handlers';
import { connect, unwrap } from '../test/integration/harness/bank-harness';
import { generatePaymentCsv } from './import-data';
import type { Figure } from './run';
import { pairedMedianMs } from './timing';

const ROWS = Number(process.env.BULKPAY_REVIEW_ROWS ?? 100_000);
const RUNS = Number(process.env.BULKPAY_REVIEW_RUNS ?? 9);

export async function figures(): Promise<Figure[]> {
  const parsed = parsePaymentFile('payroll-100k.csv', generatePaymentCsv(ROWS));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { rows, decimalStyle } = parsed.value;
  const conn = await connect();
  try {
    // A customer whose balance covers the file, so the review is not blocked (a blocked one is as long).
    const email = `psu-${randomUUID()}@example.test`;
    const created = await conn.control.createPsu({
      email,
      password: 'psu-password-1',
      verified: true,
      permissions: ['account_information', 'payment_initiation'],
      sca_capable: true,
      accounts: [{ currency: 'EUR', balance: '9999999999.00' }],
    });
    const consent = unwrap(await conn.client.initiateConsent({ email, password: 'psu-password-1' }));
    await conn.control.approveConsent(consent.id);
    const exchanged = unwrap(await conn.client.exchangeConsent(consent.id));
    if (exchanged.status !== 'authorised') throw new Error('consent not authorised');
    conn.client.setPsuToken(exchanged.token.id_token);
    const account = created.accounts[0]!;
    const services = createBulkServices({
      stores: sqliteSendStores(conn.db),
      events: new EventBus(),
      actor: 'bench',
      bank: async () => ok(conn.client),
    });
    const h = importVolumeHandlers(services);

    const upload = randomUUID();
    const checkAs = { decimalStyle, defaultCurrency: 'EUR', payingAccountIban: account.iban };
    let uploadMs = 0;
    let longestChunkMs = 0;
    for (let start = 0; start < rows.length; start += UPLOAD_CHUNK_ROWS) {
      const chunk = rows.slice(start, start + UPLOAD_CHUNK_ROWS);
      const chunkStart = process.hrtime.bigint();
      unwrap(
        await h['importVolume:upload']({
          upload,
          start,
          total: rows.length,
          rows: chunk,
          ...(start === 0 ? { checkAs } : {}),
        }),
      );
      const ms = Number(process.hrtime.bigint() - chunkStart) / 1e6;
      uploadMs += ms;
      longestChunkMs = Math.max(longestChunkMs, ms);
    }
    const input = {
      upload,
      file: { name: 'payroll-100k.csv', sha256: 'a'.repeat(64), encoding: 'utf-8' as const },
      paymentAccount: account.uuid,
      decimalStyle,
    };
    const first = unwrap(await h['importVolume:review'](input));

    // The floor: SHA-256 over the bytes of the same plan (its requests, origins and warnings as JSON).
    const validation = validatePayments(rows, { decimalStyle, defaultCurrency: 'EUR' });
    const built = buildBulkRequests(validation, account.uuid);
    if (!built.ok) throw new Error(built.error.message);
    const warnings = validation.issues.map((w) => [w.code, w.line, w.row, w.field]);
    const planJson = JSON.stringify({ requests: built.value, origins: [], warnings });
    const load = loadavg()[0]!.toFixed(2);
    const { baselineMs, subjectMs } = await pairedMedianMs(
      () => createHash('sha256').update(planJson).digest('hex'),
      async () => unwrap(await h['importVolume:review'](input)),
      RUNS,
      2,
    );
    const extra = {
      rows: ROWS,
      uploadMs: Math.round(uploadMs),
      longestChunkMs: Math.round(longestChunkMs),
      planMB: Math.round(planJson.length / 1e5) / 10,
      bulks: first.bulks.length,
      warnings: first.warningCount,
      errors: first.errorCount,
      loadAtStart: load,
      loadAtEnd: loadavg()[0]!.toFixed(2),
    };
    return [
      {
        name: `main's review of ${ROWS.toLocaleString('en')} uploaded rows`,
        value: subjectMs,
        unit: 'ms',
        baseline: { name: 'SHA-256 of the plan bytes', value: baselineMs },
        extra,
      },
    ];
  } finally {
    await conn.close();
  }
}
