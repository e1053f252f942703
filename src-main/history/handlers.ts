import { err, ok } from '../../src-shared/result';
import type { HandlerMap } from '../ipc/dispatch';
import { EXPORT_MIME, exportChunks } from './export';
import { InvalidCursorError, type HistoryReader } from './history-reader';
import type { HistoryStore } from './history-store';

type HistoryHandlers = Pick<
  HandlerMap,
  'history:searchPayments' | 'history:listBulks' | 'history:getBulk' | 'history:getPayment' | 'history:export'
>;

/** An export crosses IPC as one string; beyond this many rows use the CLI (`bulkpay history --json`), which streams. */
export const MAX_IPC_EXPORT_ROWS = 200_000;

const notFound = (what: string) =>
  err('not_found', `${what} is not in the history. It may belong to another Bulkpay data folder.`);

export function historyHandlers(reader: HistoryReader, store: HistoryStore, actor: string): HistoryHandlers {
  return {
    'history:searchPayments': async (search) => {
      try {
        return ok(reader.searchPayments(search));
      } catch (e) {
        if (e instanceof InvalidCursorError)
          return err('invalid_request', `${e.message} Search again from the first page.`);
        throw e;
      }
    },
    'history:listBulks': async ({ after, limit }) => {
      try {
        return ok(reader.listBulks({ after, limit }));
      } catch (e) {
        if (e instanceof InvalidCursorError)
          return err('invalid_request', `${e.message} Open History again to list the bulks from the newest.`);
        throw e;
      }
    },
    'history:getBulk': async ({ bulkId }) => {
      const bulk = reader.findBulk(bulkId);
      if (!bulk) return notFound('That bulk');
      return ok({
        bulk,
        payments: reader.bulkPayments(bulk.id),
        snapshots: reader.snapshots(bulk.id),
        audit: reader.auditOf('bulk', bulk.id),
      });
    },
    'history:getPayment': async ({ paymentId }) => {
      const payment = reader.getPayment(paymentId);
      if (!payment) return notFound('That payment');
      return ok({ payment, bulk: reader.getBulk(payment.bulkId)! });
    },
    'history:export': async ({ format, bulkId, search }) => {
      if (!bulkId && !search) return err('invalid_request', 'Choose a bulk or a search to export.');
      const filter = bulkId ? { bulkId } : search!;
      const rows = reader.iteratePayments(filter, bulkId ? 'date' : search!.sort, bulkId ? false : search!.descending);
      let count = 0;
      const counted = (function* () {
        for (const row of rows) {
          if (++count > MAX_IPC_EXPORT_ROWS) return;
          yield row;
        }
      })();
      const content = [...exportChunks(format, counted)].join('');
      if (count > MAX_IPC_EXPORT_ROWS) {
        return err(
          'export_too_large',
          `The search matches more than ${MAX_IPC_EXPORT_ROWS.toLocaleString('en')} payments. Narrow it (dates, state) or export from the command line: bulkpay history --json.`,
        );
      }
      const stamp = new Date().toISOString().slice(0, 10);
      store.audit(actor, 'history_exported', bulkId ? 'bulk' : 'search', bulkId ?? JSON.stringify(search), {
        format,
        rows: count,
      });
      return ok({
        fileName: `bulkpay-${bulkId ? `bulk-${bulkId.slice(0, 8)}` : 'payments'}-${stamp}.${format}`,
        mimeType: EXPORT_MIME[format],
        content,
        rowCount: count,
      });
    },
  };
}
