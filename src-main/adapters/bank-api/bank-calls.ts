import type { z } from 'zod';
import type { Logger } from '../../platform/log';
import { jsonBody } from './json-body';
import type { BankRequester } from './request';
import type * as s from '../../domain/bank-schemas';
import type { BankResult } from './errors';

/** A GET and a JSON POST through the requester, the shapes most endpoints take. */
export function bankCalls(requester: BankRequester) {
  const get = <T>(
    base: 'base' | 'bulk',
    path: string,
    what: string,
    schema: z.ZodType<T>,
    maxAnswerBytes: number,
    auth: 'psu' | 'signed' = 'psu',
  ) => requester.call({ base, method: 'GET', path, auth: { kind: auth }, maxAnswerBytes }, what, 200, schema);
  const postJson = <T>(
    path: string,
    body: unknown,
    what: string,
    expected: number,
    schema: z.ZodType<T>,
    auth: 'psu' | 'signed',
    maxAnswerBytes: number,
  ) =>
    requester.call(
      { base: 'base', method: 'POST', path, body: jsonBody(body), auth: { kind: auth }, maxAnswerBytes },
      what,
      expected,
      schema,
    );
  return { get, postJson };
}

export type BankCalls = ReturnType<typeof bankCalls>;

/** A list answer, passed on after its tolerated rows are logged. */
export type LogTolerated = <T>(
  list: string,
  result: BankResult<T>,
  rowsOf: (value: T) => (s.Tolerated[] & { droppedRows?: number }) | undefined,
) => BankResult<T>;

/** Logs each list row kept with unknown fields (names only, never values), and rows left out. */
export function toleratedRowsLogger(logger: Logger): LogTolerated {
  return (list, result, rowsOf) => {
    if (!result.ok) return result;
    const rows = rowsOf(result.value) ?? [];
    rows.forEach((row, index) => {
      if (row.unknown_fields?.length)
        logger.warn('bank list row kept with unknown fields', { list, index, fields: row.unknown_fields });
    });
    if (rows.droppedRows) logger.warn('bank list rows left out: not objects', { list, count: rows.droppedRows });
    return result;
  };
}

/** The raw request target of an absolute or root-relative link on `origin`, without re-encoding; undefined for another origin. */
export function requestTargetOf(link: string, origin: string): string | undefined {
  if (link.startsWith('/')) return link;
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  const afterScheme = link.slice(link.indexOf('//') + 2);
  const slash = afterScheme.indexOf('/');
  return slash === -1 ? '/' : afterScheme.slice(slash);
}
