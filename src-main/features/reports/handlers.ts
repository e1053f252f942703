import { Buffer } from 'node:buffer';
import { err, ok } from '../../../src-shared/result';
import type { AccountsService } from '../accounts/accounts-service';
import type { LocalHistoryReader } from '../../ports/history/local-history';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import { buildCamt054 } from './camt054';
import type { DesktopShell } from '../../platform/shell/desktop';
import type { ErpOutbox } from './outbox';
import { buildPain002, defaultPain002Version, pain002FileName } from './pain002';
import { listRuns, loadRun } from './run';
import { shortId } from './pain002';

type ReportsHandlers = Pick<
  HandlerMap,
  | 'reports:pain002'
  | 'reports:camt054'
  | 'reports:runPdf'
  | 'reports:statement'
  | 'reports:getOutbox'
  | 'reports:chooseOutbox'
  | 'reports:turnOffOutbox'
  | 'reports:runs'
>;

const XML = 'application/xml';

export function reportsHandlers(
  reader: LocalHistoryReader,
  accounts: AccountsService,
  outbox: ErpOutbox,
  desktop: Pick<DesktopShell, 'pickFolder'> = {},
): ReportsHandlers {
  return {
    'reports:pain002': async ({ id, version }) => {
      const run = loadRun(reader, id);
      if (!run.ok) return run;
      const v = version ?? defaultPain002Version(run.value);
      return ok({ fileName: pain002FileName(run.value, v), mimeType: XML, content: buildPain002(run.value, v) });
    },
    'reports:camt054': async ({ bulkId }) => {
      const bulk = reader.findBulk(bulkId);
      if (!bulk) return err('run_not_found', 'That bulk is not in the history.');
      return ok({
        fileName: `camt.054.001.02_${shortId(bulk.id)}.xml`,
        mimeType: XML,
        content: buildCamt054(bulk, reader.bulkPayments(bulk.id)),
      });
    },
    'reports:runPdf': async ({ id, locale }) => {
      const run = loadRun(reader, id);
      if (!run.ok) return run;
      // Loaded when a report is asked for: pdf-lib and its fonts cost ~150 ms at every start otherwise.
      const { buildRunReportPdf } = await import('./run-report-pdf');
      const pdf = await buildRunReportPdf(run.value, locale ? { locale } : {});
      const name = (run.value.file?.name ?? `bulk-${shortId(run.value.bulks[0]!.bulk.id)}`).replace(/\.[^.]+$/, '');
      return ok({
        fileName: `${name}-report.pdf`,
        mimeType: 'application/pdf',
        base64: Buffer.from(pdf).toString('base64'),
      });
    },
    'reports:statement': async ({ handle, from, to, includeScheduled, version }) => {
      const statement = await accounts.statement({ account: handle, from, to, includeScheduled, version });
      if (!statement.ok) return statement;
      return ok({
        fileName: statement.value.fileName,
        mimeType: XML,
        content: statement.value.xml,
        entries: statement.value.entries,
      });
    },
    'reports:runs': async ({ limit }) => ok({ runs: listRuns(reader, limit) }),
    'reports:getOutbox': async () => ok({ folder: outbox.folder() }),
    // The folder comes from the OS dialog, never from the page: a page cannot probe which paths exist.
    'reports:chooseOutbox': async () => {
      if (!desktop.pickFolder)
        return err('desktop_only', 'Choosing a folder is only available in the Bulkpay desktop app; choose it there.');
      const chosen = await desktop.pickFolder({ title: 'Choose the ERP outbox folder' });
      if (!chosen.ok) return chosen;
      return chosen.value === null ? ok({ folder: outbox.folder() }) : outbox.setFolder(chosen.value);
    },
    'reports:turnOffOutbox': async () => {
      outbox.setFolder(null);
      return ok({ folder: null });
    },
  };
}
