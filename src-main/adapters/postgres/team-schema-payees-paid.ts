/**
 * Team schema 11: the team's payee book learns at payment and judges runs by payee
 * (docs/payee-book.md), as the desktop's book does since its migration 014.
 *
 * - The book learns a payment when the bank says it was paid (`paid`, or `scheduled` to be paid on
 *   its date), not when it is copied into the team history as sent: a payment declined, never
 *   approved, not covered or refused makes nobody "known". Only a payment of a team run being sent
 *   or sent that names its payee and IBAN, or of a bulk an admin wrote, is learned
 *   (`payment_learnable`): a member's own history cannot make an IBAN known. Each learned payment upserts its own
 *   payee's row (a row lock per payee and IBAN touched, never a table lock), so bulks paying the
 *   same payees wait for each other only on the rows they share.
 * - `bulkpay.payee_usual_amounts`: per payee and currency, the last 20 paid amounts (in
 *   thousandths) and twice their median, an exact integer: what `amount_unusual` compares with.
 * - On upgrade the learned part of the book is rebuilt from paid payments only; what a person set
 *   (trusted, blocked, once blocked, a note) is kept; an entry only ever sent is removed.
 * - The payee-risk rule judges by payee, as the checks do: a run names each payment's payee (name,
 *   ERP payee id) with its IBAN (`runs.payee_accounts`, checked at commit against its payments,
 *   BP008), and needs a second person unless every payee was paid before to that very IBAN (or the
 *   account is trusted). A known IBAN under a new payee and a known payee with a new IBAN are both
 *   caught. The payee is its ERP payee id when the book knows that id, otherwise its name as the
 *   database folds it (`payee_name_key`).
 */
export const PAID = `('paid', 'scheduled')`;
/** An account as the book holds it (electronic format: no spaces, capitals). */
export const ELECTRONIC = (column: string) => `upper(regexp_replace(${column}, '\\s', '', 'g'))`;

/** Learning at payment: the trigger, the usual amounts and their median. */
const learning = `
DROP TRIGGER history_payments_payee_book ON bulkpay.history_payments;

CREATE TABLE bulkpay.payee_usual_amounts (
  payee_key text NOT NULL,
  currency text NOT NULL,
  recent_milli bigint[] NOT NULL,
  twice_median_milli bigint NOT NULL,
  PRIMARY KEY (payee_key, currency)
);

-- Twice the median of a list of amounts in thousandths: an exact integer.
CREATE FUNCTION bulkpay.twice_median_milli(amounts bigint[]) RETURNS bigint LANGUAGE sql IMMUTABLE
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT CASE WHEN n = 0 THEN 0 WHEN n % 2 = 1 THEN 2 * s[(n + 1) / 2] ELSE s[n / 2] + s[n / 2 + 1] END
  FROM (SELECT coalesce(array_agg(a ORDER BY a), '{}') AS s, count(*)::int AS n FROM unnest(amounts) AS u(a)) x
$f$;

-- Runs are found by the Idempotency-Keys of their bulks (the learning below, the desktops' follow-up).
CREATE INDEX runs_idempotency_keys ON bulkpay.runs USING gin ((plan -> 'idempotencyKeys'));

-- Whether a paid payment may teach the book: its bulk was written by an admin, or it is a bulk of a
-- team run being sent or sent that names this payee and IBAN (released by a second person, or paying
-- payees the book knew). A member's own history (import-history, plain SQL) teaches nothing else.
CREATE FUNCTION bulkpay.payment_learnable(bulk text, payee_name text, account text) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT EXISTS (SELECT 1 FROM bulkpay.history_bulks b WHERE b.id = payment_learnable.bulk
    AND (bulkpay.app_role(b.db_user) = 'admin'
      OR EXISTS (SELECT 1 FROM bulkpay.runs r JOIN bulkpay.run_payments p ON p.run_id = r.id
                 WHERE r.plan -> 'idempotencyKeys' ? b.idempotency_key AND r.state IN ('sending', 'sent')
                   AND ${ELECTRONIC('p.iban')} = payment_learnable.account
                   AND bulkpay.payee_name_key(p.payee) = bulkpay.payee_name_key(payment_learnable.payee_name))))
$f$;

CREATE OR REPLACE FUNCTION bulkpay.payee_book_learn() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  account text := ${ELECTRONIC('NEW.account_identifier')};
  payee text := bulkpay.payee_name_key(NEW.payee_name);
BEGIN
  IF NOT bulkpay.payment_learnable(NEW.bulk_id, NEW.payee_name, account) THEN RETURN NULL; END IF;
  INSERT INTO bulkpay.payee_book AS b (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts)
  VALUES (payee, NEW.payee_name, account, NEW.updated_at, NEW.updated_at, 1,
          jsonb_build_array(jsonb_build_array(NEW.amount, NEW.currency)))
  ON CONFLICT (payee_key, iban) DO UPDATE SET payment_count = b.payment_count + 1, name = EXCLUDED.name,
    first_paid_at = least(b.first_paid_at, EXCLUDED.first_paid_at),
    last_paid_at = greatest(b.last_paid_at, EXCLUDED.last_paid_at),
    trust = CASE WHEN b.trust = 'new' THEN 'known' ELSE b.trust END,
    recent_amounts = (SELECT coalesce(jsonb_agg(e), '[]') FROM (SELECT e FROM jsonb_array_elements(
      EXCLUDED.recent_amounts || b.recent_amounts) WITH ORDINALITY AS x(e, n) ORDER BY n LIMIT 20) y);
  INSERT INTO bulkpay.payee_usual_amounts AS u (payee_key, currency, recent_milli, twice_median_milli)
  VALUES (payee, NEW.currency, ARRAY[NEW.amount_milli], 2 * NEW.amount_milli)
  ON CONFLICT (payee_key, currency) DO UPDATE SET recent_milli = (EXCLUDED.recent_milli || u.recent_milli)[1:20],
    twice_median_milli = bulkpay.twice_median_milli((EXCLUDED.recent_milli || u.recent_milli)[1:20]);
  RETURN NULL;
END $f$;

-- Learned once, when the payment's outcome says paid: written by its sender's desktop (or a copy
-- of a paid payment by import-history), if learnable. An outcome is written once (payment_moves_forward).
CREATE TRIGGER history_payments_payee_book_paid AFTER UPDATE OF state ON bulkpay.history_payments
  FOR EACH ROW WHEN (NEW.state IN ${PAID} AND OLD.state NOT IN ${PAID})
  EXECUTE FUNCTION bulkpay.payee_book_learn();
CREATE TRIGGER history_payments_payee_book_copied AFTER INSERT ON bulkpay.history_payments
  FOR EACH ROW WHEN (NEW.state IN ${PAID})
  EXECUTE FUNCTION bulkpay.payee_book_learn();

GRANT SELECT ON bulkpay.payee_usual_amounts TO bulkpay_team;
`;

/** The book's learned part rebuilt from paid payments only, keeping what a person set. */
const rebuild = `
CREATE TEMP TABLE learned_payments ON COMMIT DROP AS
SELECT id, payee_name, amount, amount_milli, currency, updated_at, account_identifier
FROM bulkpay.history_payments
WHERE state IN ${PAID} AND bulkpay.payment_learnable(bulk_id, payee_name, ${ELECTRONIC('account_identifier')});
ALTER TABLE bulkpay.payee_book DISABLE TRIGGER payee_book_guard;
ALTER TABLE bulkpay.payee_book DISABLE TRIGGER payee_book_audit;
CREATE TEMP TABLE paid_payees ON COMMIT DROP AS
SELECT key, iban, (array_agg(payee_name ORDER BY updated_at DESC, id DESC))[1] AS name,
       min(updated_at) AS first_paid, max(updated_at) AS last_paid, count(*)::int AS n,
       coalesce(jsonb_agg(jsonb_build_array(amount, currency) ORDER BY updated_at DESC, id DESC)
         FILTER (WHERE k <= 20), '[]') AS amounts
FROM (SELECT q.*, row_number() OVER (PARTITION BY key, iban ORDER BY updated_at DESC, id DESC) AS k
      FROM (SELECT id, payee_name, amount, currency, updated_at, bulkpay.payee_name_key(payee_name) AS key,
                   ${ELECTRONIC('account_identifier')} AS iban
            FROM learned_payments) q) p
GROUP BY key, iban;
-- Only ever sent, and nothing a person set: not a payee the team paid.
DELETE FROM bulkpay.payee_book b WHERE b.trust = 'known' AND b.note IS NULL AND NOT b.was_blocked
  AND NOT EXISTS (SELECT 1 FROM paid_payees p WHERE p.key = b.payee_key AND p.iban = b.iban);
UPDATE bulkpay.payee_book b SET payment_count = coalesce(p.n, 0), first_paid_at = p.first_paid,
  last_paid_at = p.last_paid, recent_amounts = coalesce(p.amounts, '[]'), name = coalesce(p.name, b.name),
  trust = CASE WHEN b.trust = 'known' AND p.n IS NULL THEN 'new' ELSE b.trust END
FROM bulkpay.payee_book o LEFT JOIN paid_payees p ON p.key = o.payee_key AND p.iban = o.iban
WHERE o.id = b.id;
INSERT INTO bulkpay.payee_book (payee_key, name, iban, first_paid_at, last_paid_at, payment_count, recent_amounts)
SELECT key, name, iban, first_paid, last_paid, n, amounts FROM paid_payees ON CONFLICT (payee_key, iban) DO NOTHING;
ALTER TABLE bulkpay.payee_book ENABLE TRIGGER payee_book_guard;
ALTER TABLE bulkpay.payee_book ENABLE TRIGGER payee_book_audit;

INSERT INTO bulkpay.payee_usual_amounts (payee_key, currency, recent_milli, twice_median_milli)
SELECT key, currency, recent, bulkpay.twice_median_milli(recent)
FROM (SELECT key, currency, array_agg(amount_milli ORDER BY updated_at DESC, id DESC) FILTER (WHERE k <= 20) AS recent
      FROM (SELECT id, currency, amount_milli, updated_at, bulkpay.payee_name_key(payee_name) AS key,
                   row_number() OVER (PARTITION BY bulkpay.payee_name_key(payee_name), currency
                                      ORDER BY updated_at DESC, id DESC) AS k
            FROM learned_payments) q
      GROUP BY key, currency) a;
INSERT INTO bulkpay.audit (run_id, action, detail)
SELECT NULL, 'payee_book_rebuilt', jsonb_build_object('payees', count(*), 'rule', 'paid payments only')
FROM bulkpay.payee_book;
`;

/** The payee-risk rule by payee and IBAN. */
const byPayee = `
ALTER TABLE bulkpay.run_payments ADD COLUMN payee_id text;
ALTER TABLE bulkpay.runs ADD COLUMN payee_accounts jsonb;

-- The payee a payment is judged as: its ERP payee id when the book knows that id, else its folded name.
-- (Parameters named with their function: an unqualified payee_id would be the book's column.)
CREATE FUNCTION bulkpay.payee_key_of(payee_name text, payee_id text) RETURNS text LANGUAGE sql STABLE
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT CASE WHEN nullif(btrim(payee_key_of.payee_id), '') IS NOT NULL
      AND EXISTS (SELECT 1 FROM bulkpay.payee_book b WHERE b.payee_id = btrim(payee_key_of.payee_id))
    THEN 'id:' || btrim(payee_key_of.payee_id) ELSE bulkpay.payee_name_key(payee_key_of.payee_name) END
$f$;

-- This payee paid before to this very IBAN, never blocked since (or trusted again), or the account
-- trusted on its own; and the IBAN blocked for nobody. The payee is its folded name or its ERP id.
CREATE FUNCTION bulkpay.payee_account_known(payee_name text, payee_id text, account text) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT EXISTS (SELECT 1 FROM bulkpay.payee_book b
      CROSS JOIN LATERAL (SELECT nullif(btrim(payee_account_known.payee_id), '') AS id,
                                 bulkpay.payee_name_key(payee_account_known.payee_name) AS name_key) me
      WHERE b.iban = payee_account_known.account
      AND (b.trust = 'trusted'
           AND (b.payee_key IN (bulkpay.payee_key_of(payee_account_known.payee_name, me.id),
                                'iban:' || payee_account_known.account)
                OR me.id IS NOT NULL AND b.payee_id = me.id)
        OR (b.trust = 'known' AND b.payment_count > 0 AND NOT b.was_blocked
            AND (b.payee_key = me.name_key OR me.id IS NOT NULL AND b.payee_id = me.id))))
    AND NOT EXISTS (SELECT 1 FROM bulkpay.payee_book b WHERE b.iban = payee_account_known.account AND b.trust = 'blocked')
$f$;

CREATE OR REPLACE FUNCTION bulkpay.runs_payee_risk() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.payee_ibans := OLD.payee_ibans;
    NEW.payee_accounts := OLD.payee_accounts;
    NEW.payee_release_required := OLD.payee_release_required;
    RETURN NEW;
  END IF;
  NEW.payee_release_required := jsonb_typeof(NEW.payee_accounts) IS DISTINCT FROM 'array' OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(NEW.payee_accounts) AS a(e)
    WHERE jsonb_typeof(e) IS DISTINCT FROM 'object'
       OR NOT bulkpay.payee_account_known(e->>'name', e->>'payee_id', ${ELECTRONIC("e->>'iban'")}));
  IF NEW.payee_release_required THEN
    NEW.release_required := true;
    NEW.state := 'awaiting_release';
  END IF;
  RETURN NEW;
END $f$;

-- At commit: every payment's payee, ERP id and IBAN are among the run's named payee accounts, so a
-- client cannot leave a new payee out of the rule nor name a known one in its place.
CREATE FUNCTION bulkpay.run_names_its_payee_accounts() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
BEGIN
  IF EXISTS (SELECT 1 FROM bulkpay.run_payments p WHERE p.run_id = NEW.id AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.payee_accounts) = 'array'
                                              THEN NEW.payee_accounts ELSE '[]' END) AS a(e)
      WHERE e->>'name' = p.payee AND ${ELECTRONIC("e->>'iban'")} = ${ELECTRONIC('p.iban')}
        AND coalesce(e->>'payee_id', '') = coalesce(p.payee_id, ''))) THEN
    PERFORM bulkpay.refuse('BP008', 'a run must name the payee and IBAN of every payment it holds');
  END IF;
  RETURN NULL;
END $f$;
CREATE CONSTRAINT TRIGGER run_names_its_payee_accounts AFTER INSERT ON bulkpay.runs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bulkpay.run_names_its_payee_accounts();
`;

/**
 * A payee file imported into the team's book: members add payees and notes (and an ERP payee id or
 * BIC) by row; trust and block stay the approvers' and admins' (payee_book_guard, BP002). Every
 * entry a person adds and every note changed is in the audit log, written by the database, as each
 * trust change already is; an import names itself (`bulkpay.via`) so its rows say so.
 */
const imported = `
GRANT INSERT (payee_id, bic), UPDATE (payee_id, bic) ON bulkpay.payee_book TO bulkpay_team;

-- An entry's ERP payee id says who the payee is (payee_account_known): changing it on an entry is
-- judged, as trust is (payee_book_guard); a member may give an id only with an entry they add.
CREATE FUNCTION bulkpay.payee_book_id_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  who text := bulkpay.app_role(session_user);
BEGIN
  IF NEW.payee_id IS DISTINCT FROM OLD.payee_id AND (who IS NULL OR who NOT IN ('approver', 'admin')) THEN
    PERFORM bulkpay.refuse('BP002', format('%s may not change a payee''s ERP payee id (role: %s)', session_user, coalesce(who, 'none')));
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER payee_book_id_guard BEFORE UPDATE ON bulkpay.payee_book
  FOR EACH ROW EXECUTE FUNCTION bulkpay.payee_book_id_guard();

CREATE OR REPLACE FUNCTION bulkpay.payee_book_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  action text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.trust IS DISTINCT FROM OLD.trust THEN
    action := CASE WHEN NEW.trust = 'blocked' THEN 'payee_blocked' WHEN NEW.trust = 'trusted' THEN 'payee_trusted'
                   WHEN OLD.trust = 'blocked' THEN 'payee_unblocked' ELSE 'payee_' || NEW.trust END;
  ELSIF TG_OP = 'INSERT' AND NEW.trust IN ('trusted', 'blocked') THEN
    action := 'payee_' || NEW.trust;
  ELSIF TG_OP = 'INSERT' AND NEW.payment_count = 0 THEN
    action := 'payee_added';
  ELSIF TG_OP = 'UPDATE' AND (NEW.note, NEW.payee_id, NEW.bic) IS DISTINCT FROM (OLD.note, OLD.payee_id, OLD.bic) THEN
    action := 'payee_details_changed';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO bulkpay.audit (run_id, action, detail) VALUES (NULL, action,
    jsonb_strip_nulls(jsonb_build_object('iban', NEW.iban, 'name', NEW.name, 'note', NEW.note,
      'payee_id', NEW.payee_id, 'from', CASE WHEN TG_OP = 'UPDATE' AND NEW.trust IS DISTINCT FROM OLD.trust THEN OLD.trust END,
      'via', nullif(current_setting('bulkpay.via', true), ''))));
  RETURN NULL;
END $f$;
`;

export const TEAM_PAYEES_PAID_SQL = learning + rebuild + byPayee + imported;
