import type { PaymentRow, PaymentSearch } from '../../../src-shared/ipc/channels/history';
import { amountToMilli } from './rows';
import type { Cursor } from './search-query';

/** A page cursor as the caller sees it: opaque text, so nobody builds one by hand. */
export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString());
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || typeof value[0] === 'string' || typeof value[0] === 'number') &&
      Number.isInteger(value[1])
    ) {
      return value as Cursor;
    }
  } catch {
    // not a cursor this app gave out
  }
  return undefined;
}

export const SORT_KEY_OF: Record<PaymentSearch['sort'], (row: PaymentRow) => string | number | null> = {
  date: () => null,
  amount: (row) => amountToMilli(row.amount),
  payee: (row) => row.payeeName,
  state: (row) => row.state,
};

export class InvalidCursorError extends Error {}
