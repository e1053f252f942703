// Review and send of a large file through importVolume:*: rows uploaded in chunks, the review
// answered as a summary, and every safety rule of the submission service's review and submit kept
// (plan hash, one submit per plan, warnings ticked). Against the real sandbox and the real history on SQLite.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importVolumeHandlers } from '../../../../../src-main/features/send/import-volume-handlers';
import { RECENT_LOOKUP_FROM_ROWS } from '../../../../../src-main/features/send/submission-service';
import type { PaymentRow } from '../../../../../src-shared/payments';
import type { SubmitInput } from '../../../../../src-shared/ipc/channels/bulks';
import { type paymentFingerprint } from '../../../../../src-shared/payments/validate';
import { unwrap } from '../../../harness/bank-harness';
import { Uploads } from '../../../../../src-main/features/send/uploads';
import type { CheckContext } from '../../../../../src-main/features/send/prechecked-rows';
import {
  customer as harnessCustomer,
  fileRows,
  input,
  reviewAndSubmit,
  sandboxForFile,
} from '../../../harness/submission-harness';

const sandbox = sandboxForFile();
const services = () => sandbox.services();

/** Uploads `request`'s rows in chunks of `size` (with main's check on arrival when `checkAs`) and answers the upload id. */
async function upload(
  h: ReturnType<typeof importVolumeHandlers>,
  request: SubmitInput,
  size: number,
  checkAs?: CheckContext,
) {
  const id = randomUUID();
  for (let start = 0; start < request.rows.length; start += size)
    unwrap(
      await h['importVolume:upload']({
        upload: id,
        start,
        total: request.rows.length,
        rows: request.rows.slice(start, start + size),
        ...(start === 0 && checkAs ? { checkAs } : {}),
      }),
    );
  const { rows: _rows, ...rest } = request;
  return { ...rest, upload: id };
}

describe('a large file reviewed and sent through chunks', () => {
  it("reviews uploaded rows with the same plan as the submission service's review, sends only that plan, and only once", async () => {
    const account = await harnessCustomer(sandbox.conn, '100000.00');
    const s = services();
    const h = importVolumeHandlers(s);
    const request = input(
      fileRows(
        Array.from({ length: 250 }, (_, i) => `${1 + i}.00`),
        'chunks',
      ),
      account.uuid,
    );
    const uploaded = await upload(h, request, 100);
    const review = unwrap(await h['importVolume:review'](uploaded));
    const direct = unwrap(await s.submission.review(request));
    expect(review.planHash).toBe(direct.planHash);
    expect(review.bulks.map((b) => [b.count, b.firstLine, b.lastLine])).toEqual([
      [100, 2, 101],
      [100, 102, 201],
      [50, 202, 251],
    ]);
    expect(review.totals).toEqual({ EUR: '31375.00' });
    expect([review.errorCount, review.warningCount, review.blocked]).toEqual([0, 0, null]);

    const wrong = await h['importVolume:submit']({ ...uploaded, warningsChecked: false, planHash: 'f'.repeat(64) });
    expect(!wrong.ok && wrong.error.code).toBe('plan_changed');
    const confirmation = { ...uploaded, warningsChecked: false, planHash: review.planHash };
    const [first, second] = await Promise.all([
      h['importVolume:submit'](confirmation),
      h['importVolume:submit'](confirmation),
    ]);
    expect(unwrap(first).bulks).toHaveLength(3);
    expect(!second.ok && second.error.code).toBe('already_sending');
    // Sent: the upload is gone, so the same confirmation cannot send it again.
    const again = await h['importVolume:submit'](confirmation);
    expect(!again.ok && again.error.code).toBe('upload_unknown');
  });

  it('refuses a review of rows not all received, and chunks out of order', async () => {
    const account = await harnessCustomer(sandbox.conn, '1000.00');
    const h = importVolumeHandlers(services());
    const rows = fileRows(['1.00', '2.00', '3.00'], 'partial');
    const id = randomUUID();
    unwrap(await h['importVolume:upload']({ upload: id, start: 0, total: 3, rows: rows.slice(0, 1) }));
    const skipped = await h['importVolume:upload']({ upload: id, start: 2, total: 3, rows: rows.slice(2) });
    expect(!skipped.ok && skipped.error.code).toBe('upload_out_of_order');
    const { rows: _rows, ...rest } = input(rows, account.uuid);
    const early = await h['importVolume:review']({ ...rest, upload: id });
    expect(!early.ok && early.error.code).toBe('upload_unknown');
  });

  it('answers many warnings as counts per kind with the first ones listed, and still needs "I have checked"', async () => {
    const account = await harnessCustomer(sandbox.conn, '100000.00');
    const s = services();
    const h = importVolumeHandlers(s);
    // 151 identical payments: 150 duplicates of the first.
    const same = fileRows(['5.00'], 'same')[0]!;
    const rows: PaymentRow[] = Array.from({ length: 151 }, (_, i) => ({ ...same, line: i + 2 }));
    const uploaded = await upload(h, input(rows, account.uuid), 60);
    const review = unwrap(await h['importVolume:review'](uploaded));
    expect(review.warningCount).toBe(150);
    expect(review.warnings).toHaveLength(100);
    expect(review.warningGroups).toMatchObject([{ code: 'duplicate_in_file', count: 150 }]);
    expect(review.warningGroups[0]!.first).toHaveLength(5);
    const unticked = await h['importVolume:submit']({ ...uploaded, warningsChecked: false, planHash: review.planHash });
    expect(!unticked.ok && unticked.error.code).toBe('warnings_not_checked');
  });

  it('finds payments already sent the same way for a large file (history read once) as row by row', async () => {
    const account = await harnessCustomer(sandbox.conn, '1000000.00');
    const s = services();
    const sent = fileRows(['7.00', '8.00', '9.00'], 'earlier');
    unwrap(await reviewAndSubmit(s, input(sent, account.uuid)));
    const others = fileRows(
      Array.from({ length: RECENT_LOOKUP_FROM_ROWS }, (_, i) => `${10 + i}.00`),
      'new',
    );
    const rows = [...others.slice(0, 200), ...sent, ...others.slice(200)].map((r, i) => ({ ...r, line: i + 2 }));
    const review = unwrap(await s.submission.review(input(rows, account.uuid)));
    // The payee book also speaks of the file's other payees (new, or their IBAN under another name): here only the repeats count.
    const repeats = review.warnings.filter((w) => w.code === 'sent_recently');
    expect(repeats.map((w) => [w.code, w.line])).toEqual([
      ['sent_recently', 202],
      ['sent_recently', 203],
      ['sent_recently', 204],
    ]);
    // The lookup answers as the per-payment query does, for every payment of the file.
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const lookup = s.reader.recentlySentLookup(since);
    for (const row of rows.slice(195, 210)) {
      const payment = {
        counterparty: { name: row.values.name!, account_identifier: row.values.iban!.replace(/\s/g, '') },
        amount: Number(row.values.amount).toFixed(2),
        currency: 'EUR',
        unstructured_reference: row.values.unstructured_reference,
      } as Parameters<typeof paymentFingerprint>[0];
      expect(lookup(payment)).toEqual(s.reader.recentlySent(payment, since));
    }
  });
});

describe('rows checked by main as they arrive', () => {
  it('reviews and sends with the results made on arrival, with the same plan as a check at review', async () => {
    const account = await harnessCustomer(sandbox.conn, '100000.00');
    const s = services();
    const uploads = new Uploads();
    const h = importVolumeHandlers(s, uploads);
    // A duplicate, and a payee that is the paying account itself (an error only main finds).
    const rows = fileRows(
      Array.from({ length: 230 }, (_, i) => `${1 + (i % 7)}.25`),
      'arrival',
    ).map((r, i, all) => (i === 5 ? { ...r, values: { ...all[4]!.values } } : r));
    const request = input(rows, account.uuid);
    const checkAs = { decimalStyle: 'dot' as const, defaultCurrency: 'EUR', payingAccountIban: account.iban };
    const uploaded = await upload(h, request, 100, checkAs);
    const prechecked = uploads.prechecked(uploaded.upload)!;
    expect(prechecked.resultsFor({ ...checkAs, decimalStyle: 'dot' })).toHaveLength(230);
    const review = unwrap(await h['importVolume:review'](uploaded));
    const direct = unwrap(await s.submission.review(request));
    expect(review.planHash).toBe(direct.planHash);
    expect([review.errorCount, review.warningCount]).toEqual([direct.errors.length, direct.warnings.length]);
    expect(review.warningGroups).toMatchObject([{ code: 'duplicate_in_file', count: 1 }]);
    const sent = unwrap(
      await h['importVolume:submit']({ ...uploaded, warningsChecked: true, planHash: review.planHash }),
    );
    expect(sent.bulks).toHaveLength(3);

    const own = fileRows(['3.00', '4.00'], 'own').map((r, i) =>
      i === 1 ? { ...r, values: { ...r.values, iban: account.iban.toLowerCase() } } : r,
    );
    const ownUpload = await upload(h, input(own, account.uuid), 1, checkAs);
    const refused = unwrap(await h['importVolume:review'](ownUpload));
    expect(refused.errorGroups).toMatchObject([{ code: 'payee_is_paying_account', count: 1 }]);
  });

  it("never takes the window's word: rows announced for another decimal mark or account are checked again", async () => {
    const account = await harnessCustomer(sandbox.conn, '100000.00');
    const s = services();
    const uploads = new Uploads();
    const h = importVolumeHandlers(s, uploads);
    // "1,50" is 150.00 with a dot as the decimal mark, 1.50 with a comma.
    const rows = fileRows(['1,50', '2,50', '3.00'], 'mark');
    const request = input(rows, account.uuid); // no decimalStyle: main reads a dot
    for (const checkAs of [
      { decimalStyle: 'comma' as const, defaultCurrency: 'EUR', payingAccountIban: account.iban },
      { decimalStyle: 'dot' as const, defaultCurrency: 'SEK', payingAccountIban: account.iban },
      { decimalStyle: 'dot' as const, defaultCurrency: 'EUR', payingAccountIban: 'FI2112345600000785' },
    ]) {
      const uploaded = await upload(h, request, 2, checkAs);
      const review = unwrap(await h['importVolume:review'](uploaded));
      const direct = unwrap(await s.submission.review(request));
      expect(review.planHash).toBe(direct.planHash);
      expect(review.totals).toEqual(direct.totals);
      expect(review.errorCount).toBe(direct.errors.length);
    }
  });

  it('refuses a chunk sent again or changed after the review was made', async () => {
    const account = await harnessCustomer(sandbox.conn, '100000.00');
    const s = services();
    const h = importVolumeHandlers(s);
    const request = input(fileRows(['1.00', '2.00', '3.00', '4.00'], 'tamper'), account.uuid);
    const checkAs = { decimalStyle: 'dot' as const, defaultCurrency: 'EUR', payingAccountIban: account.iban };
    const uploaded = await upload(h, request, 2, checkAs);
    const review = unwrap(await h['importVolume:review'](uploaded));
    // The same upload's first chunk again, with another amount: refused, the reviewed rows stay.
    const changed = request.rows.slice(0, 2).map((r) => ({ ...r, values: { ...r.values, amount: '999.00' } }));
    const again = await h['importVolume:upload']({ upload: uploaded.upload, start: 0, total: 4, rows: changed });
    expect(!again.ok && again.error.code).toBe('upload_out_of_order');
    // The changed rows as a new upload: its plan is not the one reviewed, so it cannot be sent under it.
    const forged = await upload(h, { ...request, rows: [...changed, ...request.rows.slice(2)] }, 2, checkAs);
    const refused = await h['importVolume:submit']({ ...forged, warningsChecked: false, planHash: review.planHash });
    expect(!refused.ok && refused.error.code).toBe('plan_changed');
    const sent = await h['importVolume:submit']({ ...uploaded, warningsChecked: false, planHash: review.planHash });
    expect(unwrap(sent).bulks).toHaveLength(1);
  });
});

describe('the review of rows checked on arrival against a check of every row at review (differential)', () => {
  it('gives the same bulks, totals, problems and plan hash for chunks that do not end on a bulk', async () => {
    const account = await harnessCustomer(sandbox.conn, '100000000.00');
    const s = services();
    const h = importVolumeHandlers(s, new Uploads());
    const sent = fileRows(['7.10', '8.20'], 'diff-earlier');
    unwrap(await reviewAndSubmit(s, input(sent, account.uuid)));
    // Duplicates across chunks, payments sent before, other currencies, file row indices (a resumed run).
    const rows = fileRows(
      Array.from({ length: 745 }, (_, i) => `${1 + (i % 13)}.${String(i % 100).padStart(2, '0')}`),
      'diff',
    ).map((r, i, all): PaymentRow => {
      if (i % 97 === 96) return { ...r, values: { ...all[i - 50]!.values } };
      if (i === 300 || i === 301) return { ...sent[i - 300]!, line: r.line };
      if (i % 11 === 0) return { ...r, index: i + 4, values: { ...r.values, currency: 'SEK' } };
      return r;
    });
    const request = input(rows, account.uuid);
    const checkAs = { decimalStyle: 'dot' as const, defaultCurrency: 'EUR', payingAccountIban: account.iban };
    const direct = unwrap(await s.submission.review(request));
    expect(direct.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['duplicate_in_file', 'sent_recently']));
    for (const size of [37, 100, 745]) {
      const uploaded = await upload(h, request, size, checkAs);
      const review = unwrap(await h['importVolume:review'](uploaded));
      expect(review.planHash).toBe(direct.planHash);
      expect(review.bulks).toEqual(direct.bulks);
      expect(review.totals).toEqual(direct.totals);
      expect([review.errorCount, review.warningCount]).toEqual([direct.errors.length, direct.warnings.length]);
      expect(review.warnings).toEqual(direct.warnings.slice(0, 100));
    }
    // With an error in a row, no bulk can be built: the same blocked review either way.
    const broken = rows.map((r, i) => (i === 420 ? { ...r, values: { ...r.values, iban: 'FI21' } } : r));
    const brokenDirect = unwrap(await s.submission.review(input(broken, account.uuid)));
    const brokenReview = unwrap(
      await h['importVolume:review'](await upload(h, input(broken, account.uuid), 37, checkAs)),
    );
    expect(brokenReview.planHash).toBe(brokenDirect.planHash);
    expect(brokenReview.blocked).toBe(brokenDirect.blocked);
    expect(brokenReview.errors).toEqual(brokenDirect.errors);
  });
});

describe("main's own vote on the decimal mark of uploaded rows", () => {
  it('refuses the review and the send of a file whose later rows use the other mark, unless the user chose it', async () => {
    const account = await harnessCustomer(sandbox.conn, '100000000.00');
    const h = importVolumeHandlers(services(), new Uploads());
    // The first 10,000 rows vote for a dot (100 of them decide, the rest are whole amounts), the next
    // 200 for a comma: the whole file votes comma, as the CLI and the window count it.
    const amounts = Array.from({ length: 10_200 }, (_, i) =>
      i < 100 ? `${i + 1}.50` : i < 10_000 ? `${i + 1}` : `${i + 1},50`,
    );
    const request = { ...input(fileRows(amounts, 'mark-vote'), account.uuid), decimalStyle: 'dot' as const };
    const checkAs = { decimalStyle: 'dot' as const, defaultCurrency: 'EUR', payingAccountIban: account.iban };
    const uploaded = await upload(h, request, 5000, checkAs);
    const review = await h['importVolume:review'](uploaded);
    expect(!review.ok && review.error).toMatchObject({
      code: 'decimal_mark_unclear',
      params: { first: '.', later: ',', line: 10_002 },
      details: [{ code: 'decimal_mark_unclear', severity: 'error', field: 'file', line: 10_002 }],
    });
    const send = await h['importVolume:submit']({ ...uploaded, warningsChecked: true, planHash: 'a'.repeat(64) });
    expect(!send.ok && send.error.code).toBe('decimal_mark_unclear');
    // The user chose the dot: main reads every row with it (the comma rows are then errors on their amount).
    const chosen = unwrap(await h['importVolume:review']({ ...uploaded, decimalStyleChosen: true }));
    expect(chosen.errorGroups).toMatchObject([{ code: 'amount_unreadable', count: 200 }]);
    // The same rows with the comma rows turned to dots: one mark throughout, nothing refused.
    const agreeing = amounts.map((a) => a.replace(',', '.'));
    const clear = await upload(h, { ...request, rows: fileRows(agreeing, 'mark-vote-dot') }, 5000, checkAs);
    expect(unwrap(await h['importVolume:review'](clear)).errorCount).toBe(0);
  });

  it("breaks a whole-file tie by the file's delimiter, as the window and the CLI do, not by the mark read with", async () => {
    const account = await harnessCustomer(sandbox.conn, '100000000.00');
    const h = importVolumeHandlers(services(), new Uploads());
    // First 10,000 rows vote comma (6,000 to none), the whole file ties 6,000 to 6,000; the window read it with a comma.
    const amounts = Array.from({ length: 16_000 }, (_, i) =>
      i < 6000 ? `${i + 1},50` : i < 10_000 ? `${i + 1}` : `${i + 1}.50`,
    );
    const request = { ...input(fileRows(amounts, 'mark-tie'), account.uuid), decimalStyle: 'comma' as const };
    const uploaded = await upload(h, request, 5000);
    // A ','-separated file: the tie goes to a dot, against the first rows' comma.
    const review = await h['importVolume:review']({ ...uploaded, delimiter: ',' });
    expect(!review.ok && review.error).toMatchObject({
      code: 'decimal_mark_unclear',
      params: { first: ',', later: '.', line: 10_002 },
    });
    const send = await h['importVolume:submit']({
      ...uploaded,
      delimiter: ',',
      warningsChecked: true,
      planHash: 'a'.repeat(64),
    });
    expect(!send.ok && send.error.code).toBe('decimal_mark_unclear');
    // A ';'-separated file: the tie goes to a comma, the first rows' mark; main reads on (dots are then errors).
    const semicolons = unwrap(await h['importVolume:review']({ ...uploaded, delimiter: ';' }));
    expect(semicolons.errorGroups).toMatchObject([{ code: 'amount_unreadable', count: 6000 }]);
  });
});
