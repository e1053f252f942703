import { err, ok } from '../../src-shared/result';
import type { HandlerMap } from '../ipc/dispatch';
import { InvalidCursorError, type HistoryReader } from './history-reader';
import type { HistoryStore } from './history-store';
import type { DesktopShell } from '../shell/desktop';
import { exportHistoryToFile } from './export-to-file';

type HistoryHandlers = Pick<
  HandlerMap,
  'history:searchPayments' | 'history:listBulks' | 'history:getBulk' | 'history:getPayment' | 'history:exportToFile'
>;

const notFound = (what: string) =>
  err('not_found', `${what} is not in the history. It may belong to another Bulkpay data folder.`);

/** `desktop` shows the save dialog of an export; without one (the CLI) exporting says to use `bulkpay history --csv`. */
export function historyHandlers(
  reader: HistoryReader,
  store: HistoryStore,
  actor: string,
  desktop: Pick<DesktopShell, 'pickSaveFile'> = {},
): HistoryHandlers {
  return {
    'history:exportToFile': (request) => exportHistoryToFile(reader, store, actor, desktop, request),
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
  };
}
