import { describe, expect, it } from 'vitest';
import { teamErrorOf } from '../../../../../src-main/adapters/postgres/team-errors';

const where = { host: 'db.example.com', user: 'alice', database: 'bulkpay' };
const pgError = (code: string, message: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

/** Each error as the user sees it, and what went to the log. */
function mapped(e: unknown) {
  const logged: Record<string, unknown>[] = [];
  const result = teamErrorOf(e, where, (raw) => logged.push(raw));
  if (result.ok) throw new Error('an error must map to an error');
  return { error: result.error, logged };
}

describe('teamErrorOf', () => {
  it.each([
    [pgError('BP001', 'four-eyes rule: internal text'), 'four_eyes'],
    [pgError('23514', 'new row violates check constraint', { constraint: 'four_eyes' }), 'four_eyes'],
    [pgError('BP002', 'alice may not release or return runs (role: preparer)'), 'not_allowed_for_role'],
    [pgError('42501', 'permission denied for table runs'), 'not_allowed_for_role'],
    [pgError('BP003', 'a run that is sent cannot become released'), 'invalid_move'],
    [pgError('BP004', 'the audit log is append-only'), 'audit_append_only'],
    [
      pgError('BP005', 'a run is taken over only by the bank identity that started sending it'),
      'team_claim_other_bank_identity',
    ],
    [pgError('28P01', 'password authentication failed for user "alice"'), 'team_auth_failed'],
    [pgError('3D000', 'database "bulkpay" does not exist'), 'team_database_missing'],
    [pgError('3F000', 'schema "bulkpay" does not exist'), 'team_schema_missing'],
    [pgError('42P01', 'relation "bulkpay.runs" does not exist'), 'team_schema_missing'],
    [pgError('53300', 'sorry, too many clients already'), 'team_server_busy'],
    [pgError('40P01', 'deadlock detected'), 'team_conflict'],
    [pgError('57P01', 'terminating connection due to administrator command'), 'team_unreachable'],
    [pgError('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432'), 'team_unreachable'],
    [pgError('ENOTFOUND', 'getaddrinfo ENOTFOUND db.example.com'), 'team_unreachable'],
    [new Error('timeout exceeded when trying to connect'), 'team_unreachable'],
    [new Error('Connection terminated unexpectedly'), 'team_unreachable'],
    [pgError('SELF_SIGNED_CERT_IN_CHAIN', 'self-signed certificate in certificate chain'), 'team_tls_failed'],
    [new Error('The server does not support SSL connections'), 'team_tls_failed'],
    [pgError('22P02', 'invalid input syntax for type uuid: "x"'), 'team_store_failed'],
    [
      pgError('23503', 'insert or update on table "history_payments" violates foreign key constraint', {
        constraint: 'history_payments_bulk_id_fkey',
      }),
      'invalid_move',
    ],
    [
      pgError('23503', 'insert or update on table "history_snapshots" violates foreign key constraint', {
        constraint: 'history_snapshots_bulk_id_fkey',
      }),
      'team_store_failed',
    ],
    ['a thrown string', 'team_store_failed'],
  ])('%s → %s, in our words; the raw text only in the log', (e, code) => {
    const { error, logged } = mapped(e);
    expect(error.code).toBe(code);
    const raw = e instanceof Error ? e.message : String(e);
    expect(error.message).not.toContain(raw);
    expect(error.message).not.toMatch(/internal text|permission denied|does not exist|ECONN|ENOTFOUND|deadlock/);
    expect(JSON.stringify(logged)).toContain(JSON.stringify(raw).slice(1, -1));
  });

  it('names the server, the user and the database where the message needs them, as params', () => {
    expect(mapped(pgError('28P01', 'x')).error.params).toEqual({ user: 'alice', host: 'db.example.com' });
    expect(mapped(pgError('3D000', 'x')).error.params).toEqual({ database: 'bulkpay', host: 'db.example.com' });
    expect(mapped(pgError('22P02', 'x')).error.params).toEqual({ host: 'db.example.com', sqlstate: '22P02' });
  });
});
