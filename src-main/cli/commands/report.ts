import { readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import { MAX_FILE_BYTES } from '../../../src-shared/import/decode';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import { openOfflineContext } from '../bulk-context';
import { parseCommandArgs, USAGE_ERROR, writeCommandOutput, type CliCommand, type CliIo } from '../command';
import { commandHelp } from '../messages';
import { err, ok } from '../../../src-shared/result';
import { buildCamt054 } from '../../features/reports/camt054';
import {
  buildPain002,
  defaultPain002Version,
  PAIN002_VERSIONS,
  type Pain002Version,
} from '../../features/reports/pain002';
import { loadRun, type Run } from '../../features/reports/run';
import { runOriginOf } from '../../features/reports/run-origin';
import { countedNoun } from '../../domain/counted-noun';

const help = commandHelp('report');

/** The bulk's own camt.054 (a run of one bulk may report another bulk's outcome for a payment never sent). */
const camt054Of = (bulk: BulkSummary, reader: LocalHistoryReader) => buildCamt054(bulk, reader.bulkPayments(bulk.id));
const paidIn = (bulk: BulkSummary, reader: LocalHistoryReader) =>
  reader.bulkPayments(bulk.id).filter((p) => p.state === 'paid').length;

function fail(io: CliIo, message: string, code = 1): number {
  io.err(`bulkpay report: ${message}`);
  return code;
}

/**
 * The run named on the command line: the path of the file that was sent (read again, so the
 * pain.002 keeps its PmtInfIds and names), or a file id, SHA-256, our bulk id or the bank's bulk_id.
 */
function namedRun(reader: Parameters<typeof loadRun>[0], named: string, io: CliIo): ReturnType<typeof loadRun> {
  const path = resolve(io.cwd, named);
  const file = statSync(path, { throwIfNoEntry: false });
  if (!file?.isFile() || file.size > MAX_FILE_BYTES) return loadRun(reader, named);
  const origin = runOriginOf(basename(path), new Uint8Array(readFileSync(path)));
  const found = loadRun(reader, origin.sha256);
  if (!found.ok && found.error.code === 'run_not_found')
    return err(
      'run_not_found',
      `Nothing in the history was sent from ${named} as it is now (SHA-256 ${origin.sha256.slice(0, 12)}…); if the file was changed after sending, give its id from "bulkpay history".`,
    );
  return found.ok ? ok<Run>({ ...found.value, origin }) : found;
}

async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(
    'report',
    help.usage(io.env),
    args,
    {
      output: { type: 'string', short: 'o' },
      version: { type: 'string' },
      locale: { type: 'string' },
      organisation: { type: 'string' },
    },
    io,
  );
  if (!parsed) return USAGE_ERROR;
  const [kind, id, ...extra] = parsed.positionals;
  const o = parsed.values;
  if (!kind || !['pain002', 'camt054', 'pdf'].includes(kind) || !id || extra.length)
    return fail(io, `say which report and of what.\n\n${help.usage(io.env)}`, USAGE_ERROR);
  const version = (o.version ?? '03') as Pain002Version;
  if (!PAIN002_VERSIONS.includes(version))
    return fail(io, `--version must be 03 or 10, not ${o.version}.`, USAGE_ERROR);
  if (kind === 'pdf' && !o.output) return fail(io, 'the PDF needs a file: add -o report.pdf.', USAGE_ERROR);
  const opened = openOfflineContext(io);
  if (!opened.ok) return fail(io, opened.error.message);
  const ctx = opened.value;
  try {
    const found = namedRun(ctx.bulks.reader, id, io);
    if (!found.ok) return fail(io, found.error.message);
    const runData = found.value;
    if (kind === 'camt054' && runData.scope !== 'bulk')
      return fail(io, `camt.054 is per bulk; give one of the bulks of ${runData.file?.name ?? id}.`, USAGE_ERROR);
    const content =
      kind === 'pdf'
        ? await (
            await import('../../features/reports/run-report-pdf')
          ).buildRunReportPdf(runData, {
            ...(o.locale ? { locale: o.locale } : {}),
            ...(o.organisation ? { organisation: o.organisation } : {}),
          })
        : kind === 'camt054'
          ? camt054Of(ctx.bulks.reader.findBulk(id.trim())!, ctx.bulks.reader)
          : buildPain002(runData, (o.version as Pain002Version | undefined) ?? defaultPain002Version(runData));
    // A camt.054 holds the bulk's own paid payments, whatever the run says of payments it sent again.
    const written =
      kind === 'camt054'
        ? `1 bulk, ${countedNoun(paidIn(ctx.bulks.reader.findBulk(id.trim())!, ctx.bulks.reader), 'paid payment')}`
        : `${countedNoun(runData.bulks.length, 'bulk')}, ${countedNoun(
            runData.bulks.reduce((n, b) => n + b.payments.length, 0),
            'payment',
          )}`;
    return writeCommandOutput('report', io, o.output, content, written) ? 0 : 1;
  } finally {
    await ctx.close();
  }
}

export const reportCommand: CliCommand = {
  name: 'report',
  ...help,
  run,
};
