import m001 from './001-submission-journal';
import m002 from './002-history';
import m003 from './003-bank-profiles';
import m004 from './004-single-payments';
import m005 from './005-one-resend';
import m006 from './006-payment-account-ids';
import m007 from './007-history-search';
import m009 from './009-text-index-later';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

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
  { version: 7, name: '007-history-search', sql: m007 },
  { version: 9, name: '009-text-index-later', sql: m009 },
];
