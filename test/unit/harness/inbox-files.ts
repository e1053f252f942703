// Payment files as an ERP drops them, written for the inbox tests (our own data).
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../src-main/adapters/sqlite/db-handle';
import { openDatabase } from '../../../src-main/adapters/sqlite/open-database';
import { MIGRATIONS } from '../../../src-main/adapters/sqlite/migrations';
import { SqliteInboxStore } from '../../../src-main/adapters/sqlite/inbox-store';

const IBANS = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300'];

/** A CSV of `rows` payments; `tag` makes its content (and SHA-256) its own. */
export function paymentsCsv(rows: number, tag = 'A'): string {
  const lines = ['name,iban,amount,currency,message'];
  for (let i = 0; i < rows; i++)
    lines.push(`Payee ${tag}${i + 1},${IBANS[i % 3]},${10 + i}.25,EUR,Invoice ${tag}-${i + 1}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** A fresh data folder with its history database, and an empty inbox folder. */
export function inboxPlace() {
  const root = mkdtempSync(join(tmpdir(), 'bulkpay-inbox-'));
  const folder = join(root, 'erp-inbox');
  mkdirSync(folder);
  const dbFile = join(root, 'bulkpay.sqlite');
  const open = (): { db: Db; store: SqliteInboxStore } => {
    const db = openDatabase(dbFile, MIGRATIONS);
    if (!db.ok) throw new Error(db.error.message);
    return { db: db.value, store: new SqliteInboxStore(db.value) };
  };
  return { root, folder, dbFile, open };
}
