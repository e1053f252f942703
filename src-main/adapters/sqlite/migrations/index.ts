import m001 from './001-submission-journal';
import m002 from './002-history';
import m003 from './003-bank-profiles';
import m004 from './004-single-payments';
import m005 from './005-one-resend';
import m006 from './006-payment-account-ids';
import m007 from './007-history-search';
import m008 from './008-run-drafts';
import m009 from './009-text-index-later';
import m010, { dropCreatedIndexIfIdsFollowTime } from './010-history-vocabulary';
import m011 from './011-team-address-notice';
import m012 from './012-payee-book';
import m013 from './013-erp-inbox';
import m014 from './014-payee-book-paid-only';
import m015 from './015-profile-character-set';
import m016 from './016-reference-start';
import m017 from './017-payee-book-journal';
import { backfillPayeeBook, refreshUsualAmounts } from '../payee-book';
import type { Db } from '../db-handle';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * What to tell the user before a migration that may take long on this database (none: it is
   * quick); `from` is the version the database had when this start began migrating it.
   */
  slowNotice?: (db: { prepare(sql: string): { pluck(): { get(): unknown } } }, from: number) => string | undefined;
  /** Runs after `sql` in the same transaction, for a step that depends on the data (none: `sql` is all). */
  after?: (db: { exec(sql: string): unknown; prepare(sql: string): { pluck(): { get(): unknown } } }) => void;
  /** What a slow migration rebuilds, for the window's notice (none: the search index). */
  rebuilds?: 'searchIndex' | 'payeeBook';
}

/** Payments above which rebuilding the text index takes long enough to say so first. */
export const SLOW_REINDEX_PAYMENTS = 50_000;

/**
 * Every migration, in order. To add one: create `NNN-name.ts` exporting its SQL as default and
 * add one line here (a unit test fails if a file is missing from this list). They are modules,
 * not .sql files read at runtime, so the bundled Electron main process carries them.
 */
export const MIGRATIONS: Migration[] = [
  { version: 1, name: '001-submission-journal', sql: m001 },
  { version: 2, name: '002-history', sql: m002 },
  { version: 3, name: '003-bank-profiles', sql: m003 },
  { version: 4, name: '004-single-payments', sql: m004 },
  { version: 5, name: '005-one-resend', sql: m005 },
  { version: 6, name: '006-payment-account-ids', sql: m006 },
  {
    version: 7,
    name: '007-history-search',
    sql: m007,
    // Every payment's text goes through the trigram tokenizer again (bench/RESULTS.md: about a
    // minute per million payments on a 2-core machine), once.
    slowNotice: (db) =>
      whenLarge(
        db,
        (payments) =>
          `Updating the search index of the history (${payments} payments) for this version of Bulkpay; this happens once and takes about a minute per million payments. Please wait…`,
      ),
  },
  { version: 8, name: '008-run-drafts', sql: m008 },
  {
    version: 9,
    name: '009-text-index-later',
    sql: m009,
    slowNotice: (db) =>
      whenLarge(
        db,
        (payments) =>
          `Compacting the search index of the history (${payments} payments) for this version of Bulkpay; this happens once and takes a few seconds per million payments. Please wait…`,
      ),
  },
  {
    version: 10,
    name: '010-history-vocabulary',
    sql: m010,
    after: dropCreatedIndexIfIdsFollowTime,
    slowNotice: (db) =>
      whenLarge(
        db,
        (payments) =>
          `Listing the search terms of the history (${payments} payments) for this version of Bulkpay; this happens once and takes about a second per million payments. Please wait…`,
      ),
  },
  { version: 11, name: '011-team-address-notice', sql: m011 },
  {
    version: 12,
    name: '012-payee-book',
    sql: m012,
    // The book is filled from every payment already recorded (one pass, a few seconds per million).
    after: (db) => backfillPayeeBook(db as Db),
    rebuilds: 'payeeBook',
    slowNotice: (db) => payeeBookNotice(db),
  },
  { version: 13, name: '013-erp-inbox', sql: m013 },
  {
    version: 14,
    name: '014-payee-book-paid-only',
    sql: m014,
    // Rebuilt from the paid payments only; a history upgraded from before 012 heard 012's notice.
    rebuilds: 'payeeBook',
    slowNotice: (db, from) => (from >= 12 ? payeeBookNotice(db) : undefined),
    after: (db) => {
      backfillPayeeBook(db as Db);
      refreshUsualAmounts(db as Db);
    },
  },
  { version: 15, name: '015-profile-character-set', sql: m015 },
  {
    version: 16,
    name: '016-reference-start',
    sql: m016,
    // One new index over every payment's first reference (a sort of the history, once).
    slowNotice: (db) =>
      whenLarge(
        db,
        (payments) =>
          `Indexing the references of the history (${payments} payments) for this version of Bulkpay; this happens once and takes a few seconds per million payments. Please wait…`,
      ),
  },
  { version: 17, name: '017-payee-book-journal', sql: m017 },
];

/** A slow migration's notice when the history holds more than SLOW_REINDEX_PAYMENTS payments (none below). */
function whenLarge(
  db: { prepare(sql: string): { pluck(): { get(): unknown } } },
  say: (payments: string) => string,
): string | undefined {
  const payments = db.prepare('SELECT count(*) FROM payments').pluck().get() as number;
  return payments > SLOW_REINDEX_PAYMENTS ? say(payments.toLocaleString('en')) : undefined;
}

/** The notice before the payee book is built from a large history (012; rebuilt by 014). */
function payeeBookNotice(db: { prepare(sql: string): { pluck(): { get(): unknown } } }): string | undefined {
  return whenLarge(
    db,
    (payments) =>
      `Building the payee book from the history (${payments} payments) for this version of Bulkpay; this happens once and takes a few seconds per million payments. Please wait…`,
  );
}
