import { err, type Result } from '../../../src-shared/result';

/** Where the team store connects, for messages that name it (never the password). */
export interface TeamWhere {
  host: string;
  user: string;
  database: string;
}

/** Node's socket errors: the server is not there, not answering, or went away. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

const isTlsProblem = (code: string, message: string) =>
  /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL/.test(code) || /does not support SSL|SSL|TLS/.test(message);

const isUnreachable = (code: string, message: string) =>
  UNREACHABLE.has(code) ||
  /^57P0[123]$/.test(code) ||
  /^08/.test(code) ||
  /timeout exceeded when trying to connect|timeout expired|Connection terminated|connect ECONN|Client has encountered a connection error/i.test(
    message,
  );

/** Payments whose bulk or run is not there: refused by the foreign key before schemas 15's and 20's statement checks. */
const missingParent = (constraint: unknown): boolean =>
  constraint === 'history_payments_bulk_id_fkey' || constraint === 'run_payments_run_id_fkey';

/**
 * Every error the team store can meet, as a code with parameters and an English sentence a
 * finance user can act on. PostgreSQL's and Node's own text never reaches the user: `log` gets it
 * (main's log), the user gets the sentence.
 */
export function teamErrorOf(e: unknown, where: TeamWhere, log: (raw: Record<string, unknown>) => void): Result<never> {
  const raw = e as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown };
  const code = typeof raw.code === 'string' ? raw.code : '';
  const message = typeof raw.message === 'string' ? raw.message : String(e);
  log({ sqlstate: code, constraint: raw.constraint, error: message });
  return ruleErrorOf(code, raw, where) ?? serverErrorOf(code, message, where);
}

/** The team schema's own refusals (Bulkpay's rules: four eyes, roles, run moves, claims, limits), or undefined. */
function ruleErrorOf(
  code: string,
  raw: { constraint?: unknown; detail?: unknown },
  { host, user }: TeamWhere,
): Result<never> | undefined {
  switch (true) {
    case code === 'BP001' || (code === '23514' && raw.constraint === 'four_eyes'):
      return err(
        'four_eyes',
        'Four-eyes rule: a run must be released by someone other than the person who prepared it; ask an approver to release it.',
      );
    case code === 'BP002' || code === '42501':
      return err(
        'not_allowed_for_role',
        `Your team role does not allow this (you are ${user} on ${host}); ask a Bulkpay admin to change your role.`,
        undefined,
        { user, host },
      );
    case code === 'BP003' || (code === '23503' && missingParent(raw.constraint)):
      return err(
        'invalid_move',
        'This run has moved on (someone released, returned or sent it meanwhile); open it again to see where it is.',
      );
    case code === 'BP005':
      return err(
        'team_claim_other_bank_identity',
        'The team database refused to let this computer send the run: it is signed in as another TPP or bank customer than the run (or than the desktop that started sending it). Send it from a computer signed in as the run’s own TPP and customer.',
      );
    case code === 'BP004':
      return err('audit_append_only', 'The team audit log is append-only: its entries are never changed or removed.');
    case code === 'BP008':
      return err(
        'team_run_payees_incomplete',
        'The team database refused this run: it must name the account (IBAN) of every payment it holds, so the payee book can decide whether a second person must release it. Review the file again and submit it from an up-to-date Bulkpay.',
      );
    case code === 'BP009' && raw.detail === 'admin_release':
      return err(
        'team_admin_release_needed',
        'This run is above its preparer’s limit set by the team’s admin: an admin must release it.',
      );
    case code === 'BP009' || (code === '23514' && raw.constraint === 'four_eyes_first_approval'):
      return err(
        'team_second_approver_needed',
        'You approved this run already: its amount needs a second approver, so someone else (not its preparer) must release it.',
      );
    case code === 'BP006':
      return err(
        'resend_blocked',
        'This bulk was already resent (by you or another member); open History to follow the resend.',
      );
    case code === 'BP007':
      return err(
        'bulk_followed_elsewhere',
        'Another desktop follows this bulk at the bank now; its outcome is written there and shown here when it changes.',
      );
    default:
      return undefined;
  }
}

/** The server's and the connection's errors: sign-in, database, schema, load, conflicts, TLS, reach. */
function serverErrorOf(code: string, message: string, { host, user, database }: TeamWhere): Result<never> {
  switch (true) {
    case code === '28P01' || code === '28000':
      return err(
        'team_auth_failed',
        `The team database refused the sign-in of ${user} on ${host}; check the user name and password, or ask your database administrator.`,
        undefined,
        { user, host },
      );
    case code === '3D000':
      return err(
        'team_database_missing',
        `There is no database "${database}" on ${host}; check the address, or ask your database administrator to create it.`,
        undefined,
        { database, host },
      );
    case code === '3F000' || code === '42P01' || code === '42883':
      return err(
        'team_schema_missing',
        `The team database on ${host} has no Bulkpay schema yet (or an older one); an admin connects with "install or upgrade" first.`,
        undefined,
        { host },
      );
    case code.startsWith('53'):
      return err(
        'team_server_busy',
        `The team database on ${host} is out of connections or resources; try again in a minute, or tell your database administrator.`,
        undefined,
        { host },
      );
    case code === '40001' || code === '40P01':
      return err('team_conflict', 'Someone else changed the same run at the same moment; try again.');
    case isTlsProblem(code, message):
      return err(
        'team_tls_failed',
        `A secure (TLS) connection to ${host} could not be made or its certificate was not trusted; ask your database administrator for the server's certificate setup.`,
        undefined,
        { host },
      );
    case isUnreachable(code, message):
      return err(
        'team_unreachable',
        `The team database on ${host} cannot be reached; check the network, then try again. You can still import and check files.`,
        undefined,
        { host },
      );
    default:
      return err(
        'team_store_failed',
        `The team database on ${host} refused the request (code ${code || 'none'}); try again, and tell your database administrator if it repeats.`,
        undefined,
        { host, sqlstate: code || 'none' },
      );
  }
}
