/**
 * Team schema 22: every SECURITY DEFINER trigger function of the schema refuses to run for any
 * table but its own (42501), as schema 21 made history_payee_names_add do: a second wall beside
 * schema 21's revoke, should a later grant (an admin's hand GRANT EXECUTE, a role made owner)
 * let someone attach one to a table of their own and run it with its owner's rights.
 *
 * Each function's own body kept as it is, the check put first after its BEGIN (its DECLARE
 * defaults, pure expressions of the row, come before), so the rules stay in the files that made
 * them. The tables are those its triggers are on.
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
  def text;
  checked text;
BEGIN
  FOR f IN SELECT * FROM (VALUES
${Object.entries(OWN_TABLES)
  .map(([fn, tables]) => `      ('${fn}', '${ownTableCheck(fn, tables)}')`)
  .join(',\n')}
  ) AS v(fn, check_sql) LOOP
    def := pg_get_functiondef(f.fn::regprocedure);
    checked := regexp_replace(def, E'\\nBEGIN\\n', E'\\nBEGIN\\n' || f.check_sql);
    IF checked = def THEN
      RAISE EXCEPTION 'no BEGIN line in %', f.fn;
    END IF;
    EXECUTE checked;
  END LOOP;
END $own$;
`;
