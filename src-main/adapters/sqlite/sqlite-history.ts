// This computer's history behind the history port: the SQLite HistoryStore and HistoryReader on one
// database file, each call a promise like the PostgreSQL engine's.
import type { HistoryRepository } from '../../ports/history/history-repository';
import { HistoryReader } from './history-reader';
import { HistoryStore } from './history-store';
import type { Db } from './open-database';

/** The SQLite engine: today's HistoryStore and HistoryReader on one database file. */
export function sqliteHistory(db: Db, now?: () => Date): HistoryRepository {
  return sqliteHistoryOf(new HistoryStore(db, now), new HistoryReader(db));
}

/** The SQLite engine over a store and reader already open on one database (the bulk services'). */
export function sqliteHistoryOf(store: HistoryStore, reader: HistoryReader): HistoryRepository {
  // Synchronous underneath: a throw becomes a rejected promise like the PostgreSQL engine's.
  const run = async <T>(fn: () => T): Promise<T> => fn();
  return {
    engine: 'sqlite',
    recordImport: (file) => run(() => store.recordImport(file)),
    recordBulk: (bulk) => run(() => store.recordBulk(bulk)),
    linkSubmission: (bulkId, submission) => run(() => store.linkSubmission(bulkId, submission)),
    markAccepted: (bulkId, accepted, actor) => run(() => store.markAccepted(bulkId, accepted, actor)),
    markUnknown: (bulkId, message) => run(() => store.markUnknown(bulkId, message)),
    markNotAccepted: (bulkId, message, perPayment, finalState, actor) =>
      run(() => store.markNotAccepted(bulkId, message, perPayment, finalState, actor)),
    applyStatus: (bulkId, status) => run(() => store.applyStatus(bulkId, status)),
    audit: (actor, action, objectType, objectId, detail) =>
      run(() => store.audit(actor, action, objectType, objectId, detail)),
    auditExport: (actor, objectType, objectId, detail) =>
      run(() => store.audit(actor, 'history_exported', objectType, objectId, detail)),
    getBulk: (bulkId) => run(() => reader.getBulk(bulkId)),
    findBulk: (id) => run(() => reader.findBulk(id)),
    listBulks: (page) => run(() => reader.listBulks(page)),
    bulkPayments: (bulkId) => run(() => reader.bulkPayments(bulkId)),
    getPayment: (paymentId) => run(() => reader.getPayment(paymentId)),
    openBulks: () => run(() => reader.openBulks()),
    snapshots: (bulkId) => run(() => reader.snapshots(bulkId)),
    auditOf: (objectType, objectId) => run(() => reader.auditOf(objectType, objectId)),
    searchPayments: (search) => run(() => reader.searchPayments(search)),
    recentlySent: (payment, sinceIso) => run(() => reader.recentlySent(payment, sinceIso)),
  };
}
