/**
 * Team schema 22: every SECURITY DEFINER trigger function of the schema refuses to run for any
 * table but its own (42501), as schema 21 made history_payee_names_add do: a second wall beside
 * schema 21's revoke, should a later grant (an admin's hand GRANT EXECUTE) let someone attach one
 * to a table of their own and run it with its owner's rights.
 *
 * Each function's own body (pg_proc.prosrc) kept whole as an inner block, the check in an outer
 * block before it: the check runs before the body's DECLARE defaults too (to_jsonb(NEW) calls a
 * cast of the row's column types, which on a member's own table may be a member's function), and
 * a RETURN in the inner block returns from the function. The rules stay in the files that made
 * them; a function already checked is left as it is; a listed function missing fails the version.
 * The tables are those its triggers are on.
 */
const OWN_TABLES: Record<string, string[]> = {
  'bulkpay.runs_audit()': ['bulkpay.runs'],
  'bulkpay.runs_first_approval_audit()': ['bulkpay.runs'],
  'bulkpay.payee_book_audit()': ['bulkpay.payee_book'],
  'bulkpay.payee_book_learn()': ['bulkpay.history_payments'],
  'bulkpay.log_outcome()': ['bulkpay.history_bulks', 'bulkpay.history_payments'],
  'bulkpay.release_rule_audit()': [
    'bulkpay.second_approver_thresholds',
    'bulkpay.member_limits',
    'bulkpay.release_thresholds',
  ],
};

/** The functions schema 22 checks, with their tables (history_payee_names_add: schema 21). */
export const TRIGGER_OWN_TABLES: Readonly<Record<string, readonly string[]>> = {
  ...OWN_TABLES,
  'bulkpay.history_payee_names_add()': ['bulkpay.history_payments'],
};

/** The refusal put first in a function running for `tables` only. */
const ownTableCheck = (fn: string, tables: readonly string[]) => {
  const list = tables.map((t) => `''${t}''::regclass`).join(', ');
  const message = `${fn.slice('bulkpay.'.length, -2)} runs only for ${tables.join(', ')}`;
  return `  IF TG_RELID NOT IN (${list}) THEN\n    RAISE EXCEPTION ''${message}'' USING ERRCODE = ''42501'';\n  END IF;\n`;
};

export const TEAM_TRIGGER_TABLES_SQL = `
DO $own$
DECLARE
  f record;
  fn regprocedure;
  src text;
  def text;
BEGIN
  FOR f IN SELECT * FROM (VALUES
${Object.entries(OWN_TABLES)
  .map(([fn, tables]) => `      ('${fn}', '${ownTableCheck(fn, tables)}')`)
  .join(',\n')}
  ) AS v(fn, check_sql) LOOP
    fn := to_regprocedure(f.fn);
    IF fn IS NULL THEN
      RAISE EXCEPTION 'trigger function % is missing', f.fn;
    END IF;
    SELECT prosrc INTO src FROM pg_proc WHERE oid = fn;
    CONTINUE WHEN position(f.check_sql IN src) > 0;
    def := pg_get_functiondef(fn);
    EXECUTE overlay(def PLACING format(E'\\nBEGIN\\n%s%s;\\nEND\\n', f.check_sql, regexp_replace(src, '[\\s;]+$', ''))
      FROM position(src IN def) FOR length(src));
  END LOOP;
END $own$;
`;
