import { parseArgs } from 'node:util';
import {
  paymentSearchSchema,
  type PaymentPage,
  type PaymentRow,
  type PaymentSearch,
} from '../../../src-shared/ipc/channels/history';
import { InvalidCursorError } from '../../ports/history/page-cursor';
import type { HistoryRepository } from '../../ports/history/history-repository';
import { USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { cliWords, commandHelp } from '../messages';
import { calendarProblemText, isoDateProblem } from '../../../src-shared/validation/calendar-date';
import { withTeamStore } from './team-access';

const help = commandHelp('history');

// The CSV/JSON export (papaparse among it) is read for --csv and --json only: a search printed as
// a table, this computer's or the team's, does not read it (issue 28).
const exportFormats = () => import('../../features/history/export');

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

function line(p: PaymentRow): string {
  return `${p.createdAt.slice(0, 10)}  ${pad(p.payeeName, 28)}  ${pad(p.accountIdentifier, 28)}  ${p.amount.padStart(12)} ${p.currency}  ${pad(p.state, 16)}  ${p.unstructuredReference ?? p.structuredReference ?? ''}`;
}

function printPage(io: CliIo, page: PaymentPage, search: PaymentSearch): void {
  if (page.rows.length === 0) io.out('No payments match.');
  for (const p of page.rows) io.out(line(p));
  const of = page.totalIsExact ? page.total.toLocaleString('en') : `more than ${page.total.toLocaleString('en')}`;
  const shown = search.after ? `${page.rows.length} more` : `1–${page.rows.length}`;
  if (page.rows.length) io.out(`\n${shown} of ${of} payments`);
  if (page.next) io.out(`Next page: the same command with --after ${page.next}`);
}

async function run(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: false,
      options: {
        text: { type: 'string' },
        payee: { type: 'string' },
        iban: { type: 'string' },
        reference: { type: 'string' },
        'amount-min': { type: 'string' },
        'amount-max': { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        state: { type: 'string', multiple: true },
        bulk: { type: 'string' },
        sort: { type: 'string' },
        asc: { type: 'boolean' },
        limit: { type: 'string' },
        after: { type: 'string' },
        json: { type: 'boolean' },
        csv: { type: 'boolean' },
        team: { type: 'boolean' },
      },
    });
  } catch (e) {
    io.err(`bulkpay history: ${(e as Error).message}\n\n${help.usage(io.env)}`);
    return USAGE_ERROR;
  }
  const o = parsed.values;
  // A date in the right form that names no day (2026-11-31) is said as such, in the user's language.
  for (const flag of ['from', 'to'] as const) {
    const problem = o[flag] === undefined ? undefined : isoDateProblem(o[flag]);
    if (!problem || problem === 'format') continue;
    io.err(
      `bulkpay history: --${flag}: ${cliWords(io.env).message({ ...problem, message: calendarProblemText(problem) })}`,
    );
    return USAGE_ERROR;
  }
  const search = paymentSearchSchema.safeParse({
    text: o.text,
    payee: o.payee,
    iban: o.iban,
    reference: o.reference,
    amountMin: o['amount-min'],
    amountMax: o['amount-max'],
    from: o.from,
    to: o.to,
    states: o.state,
    bulkId: o.bulk,
    sort: o.sort ?? 'date',
    descending: !o.asc,
    limit: o.limit === undefined ? 50 : Number(o.limit),
    after: o.after,
  });
  if (!search.success) {
    const problems = search.error.issues.map(
      (i) => `--${String(i.path[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${i.message}`,
    );
    io.err(`bulkpay history: ${problems.join('; ')}\n\n${help.usage(io.env)}`);
    return USAGE_ERROR;
  }
  if (o.team) return withTeamStore('history', io, (store) => printTeamHistory(store.history(), search.data, io, o));
  // This computer's history: the local database loaded only here, not for `--team` (issue 28).
  const { openOfflineContext } = await import('../bulk-context');
  const opened = openOfflineContext(io);
  if (!opened.ok) {
    io.err(`bulkpay history: ${opened.error.message}`);
    return 1;
  }
  const { reader } = opened.value.bulks;
  try {
    if (o.json || o.csv) {
      const rows = reader.iteratePayments(search.data, search.data.sort, search.data.descending);
      const { csvChunks, jsonChunks } = await exportFormats();
      for (const chunk of o.csv ? csvChunks(rows) : jsonChunks(rows)) io.out(chunk.replace(/\n$/, ''));
      return 0;
    }
    let page;
    try {
      page = reader.searchPayments(search.data);
    } catch (e) {
      if (!(e instanceof InvalidCursorError)) throw e;
      io.err(`bulkpay history: --after: ${e.message} Run the search again without --after.`);
      return USAGE_ERROR;
    }
    printPage(io, page, search.data);
    return 0;
  } finally {
    await opened.value.close();
  }
}

/** The same search on the team history (history-repository.ts), page by page. */
async function printTeamHistory(
  history: HistoryRepository,
  search: PaymentSearch,
  io: CliIo,
  o: { json?: boolean; csv?: boolean },
): Promise<number> {
  if (o.json || o.csv) {
    // Streamed a page of 1,000 at a time, in the same format as this computer's export.
    const { after: _after, limit: _limit, ...filter } = search;
    const [{ teamPaymentPages }, { exportChunksFromPages }] = await Promise.all([
      import('../../features/team/team-history-export'),
      exportFormats(),
    ]);
    const pages = teamPaymentPages(history, filter);
    for await (const chunk of exportChunksFromPages(o.csv ? 'csv' : 'json', pages)) io.out(chunk.replace(/\n$/, ''));
    return 0;
  }
  let page;
  try {
    page = await history.searchPayments(search);
  } catch (e) {
    if (!(e instanceof InvalidCursorError)) throw e;
    io.err(`bulkpay history: --after: ${e.message} Run the search again without --after.`);
    return USAGE_ERROR;
  }
  printPage(io, page, search);
  return 0;
}

export const historyCommand: CliCommand = {
  name: 'history',
  ...help,
  run,
};
