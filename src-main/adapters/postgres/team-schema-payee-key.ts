import {
  PAYEE_KEY_CASE_IGNORABLE,
  PAYEE_KEY_CASED,
  PAYEE_KEY_FOLDS,
  PAYEE_KEY_LETTERS_AND_DIGITS,
  PAYEE_KEY_UNICODE,
} from './team-payee-key-tables';
import { ELECTRONIC, PAID } from './team-schema-payees-paid';

/** A code point as a regular-expression escape inside an E'' literal (PostgreSQL's ARE: \uXXXX, \UXXXXXXXX). */
const escaped = (cp: number) =>
  cp <= 0xffff ? `\\\\u${cp.toString(16).padStart(4, '0')}` : `\\\\U${cp.toString(16).padStart(8, '0')}`;

/** The body of a bracket expression for committed hex ranges ("41-5a 61-7a b5"). */
function bracketOf(rangesText: string): string {
  return rangesText
    .split(' ')
    .map((r) =>
      r
        .split('-')
        .map((h) => escaped(parseInt(h, 16)))
        .join('-'),
    )
    .join('');
}

/** A text as a Unicode-escaped literal (U&'…': no quoting, control or backslash issue in the migration). */
const unicodeLiteral = (codePoints: number[]) =>
  `U&'${codePoints.map((cp) => `\\+${cp.toString(16).padStart(6, '0')}`).join('')}'`;

/** The committed folds: each code point with its part's code points. */
const folds = (): [number, number[]][] =>
  PAYEE_KEY_FOLDS.split(' ').map((entry) => {
    const [cp, part] = entry.split('=') as [string, string];
    return [parseInt(cp, 16), part ? part.split('.').map((h) => parseInt(h, 16)) : []];
  });

/** The committed folds as VALUES rows (code point, part). */
const foldRows = () =>
  folds()
    .map(([cp, part]) => `(${cp}, ${unicodeLiteral(part)})`)
    .join(',\n');

/** Below this code point the names of nearly every file are written (Latin-1, Latin Extended-A/B). */
const LATIN_END = 0x250;

/**
 * The folds of ASCII capitals and of Latin characters to one character or none, as translate()'s
 * two lists (the characters to drop last): most names need no look-up at all.
 */
function latinTranslation(): { from: string; to: string } {
  const latin = folds().filter(([cp, part]) => cp < LATIN_END && part.length <= 1);
  const ordered = [...latin.filter(([, p]) => p.length === 1), ...latin.filter(([, p]) => p.length === 0)];
  const text = (cps: number[]) => String.fromCodePoint(...cps).replaceAll("'", "''");
  return { from: text(ordered.map(([cp]) => cp)), to: text(ordered.flatMap(([, part]) => part)) };
}

const ASCII_CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ASCII_SMALL = ASCII_CAPITALS.toLowerCase();
const CASED = `[${bracketOf(PAYEE_KEY_CASED)}]`;
const IGNORABLE = `[${bracketOf(PAYEE_KEY_CASE_IGNORABLE)}]`;

/**
 * First of all, the tables the key is learned into: a desktop recording a paid payment meanwhile
 * either finishes before the upgrade starts (its entry is re-keyed with the rest) or waits until it
 * commits and keys by the new function, never keys by the old one into a book already re-keyed.
 * SHARE ROW EXCLUSIVE stops their writers and lets readers on; history_payments first, the table a
 * payment's recording writes first, so a recording under way is waited for, not deadlocked with.
 */
const lockLearning = `
LOCK TABLE bulkpay.history_payments, bulkpay.payee_book, bulkpay.payee_usual_amounts IN SHARE ROW EXCLUSIVE MODE;
`;

/** The key function: each character's part, Σ by its place, separators as one space (scripts/payee-key/derive-tables.ts). */
const keyFunction = (latin = latinTranslation()) => `
CREATE TABLE bulkpay.payee_key_chars (cp integer PRIMARY KEY, part text NOT NULL);
INSERT INTO bulkpay.payee_key_chars (cp, part) VALUES
${foldRows()};
-- Hangul syllables decompose by the Unicode standard's arithmetic (11,172 of them, not listed).
INSERT INTO bulkpay.payee_key_chars (cp, part)
SELECT s, chr(4352 + (s - 44032) / 588) || chr(4449 + (s - 44032) % 588 / 28)
          || CASE WHEN (s - 44032) % 28 = 0 THEN '' ELSE chr(4519 + (s - 44032) % 28) END
FROM generate_series(44032, 55203) AS s;
GRANT SELECT ON bulkpay.payee_key_chars TO bulkpay_team;

-- A name's key beyond ASCII: each character other than ASCII (most names have a few) replaced by its
-- part, looked up at once; then Σ by its place; then separators. Its search_path pinned like every
-- function of the schema (a member's own operators ahead of pg_catalog never reach it), though a
-- switch per call costs more than the key.
CREATE FUNCTION bulkpay.payee_name_key_unicode(name text) RETURNS text LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
DECLARE
  folded text := translate(name, '${latin.from}', '${latin.to}');
  ch text;
  part text;
BEGIN
  IF octet_length(folded) <> length(folded) THEN
    -- Parts are final (each of their characters is its own part): the order of replacing does not matter.
    FOR ch, part IN SELECT DISTINCT k.c, p.part FROM unnest(string_to_array(regexp_replace(folded, E'[\\x01-\\x7f]+', '', 'g'), NULL)) AS k(c)
                    JOIN bulkpay.payee_key_chars p ON p.cp = ascii(k.c) LOOP
      folded := replace(folded, ch, part);
    END LOOP;
    -- A capital sigma at the end of a word is ς, elsewhere σ, as JavaScript's toLowerCase writes it.
    IF strpos(folded, chr(931)) > 0 THEN
      folded := replace(regexp_replace(folded, E'(?<=${CASED}${IGNORABLE}*)\\u03a3(?!${IGNORABLE}*${CASED})', chr(962), 'g'),
                        chr(931), chr(963));
    END IF;
  END IF;
  RETURN 'name:' || btrim(regexp_replace(folded, E'[^${bracketOf(PAYEE_KEY_LETTERS_AND_DIGITS)}]+', ' ', 'g'), ' ');
END $f$;

-- The app's payee key of a name (src-shared/payments/payee-key.ts). An ASCII name (one byte a
-- character) needs no table: its capitals lowered, anything but a-z and 0-9 a separator. Its
-- search_path pinned like every function of the schema (so it is not inlined where it is called).
CREATE OR REPLACE FUNCTION bulkpay.payee_name_key(name text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
  SET search_path = pg_catalog, bulkpay, pg_temp AS $f$
  SELECT CASE WHEN octet_length(name) = length(name)
    THEN 'name:' || btrim(regexp_replace(translate(name, '${ASCII_CAPITALS}', '${ASCII_SMALL}'), '[^a-z0-9]+', ' ', 'g'), ' ')
    ELSE bulkpay.payee_name_key_unicode(name) END
$f$;
`;

/** The book's name-keyed entries under the new key; those that now coincide become one entry. */
const rekeyBook = `
ALTER TABLE bulkpay.payee_book DISABLE TRIGGER payee_book_guard;
ALTER TABLE bulkpay.payee_book DISABLE TRIGGER payee_book_audit;
ALTER TABLE bulkpay.payee_book DISABLE TRIGGER payee_book_id_guard;
CREATE TEMP TABLE payee_rekeyed ON COMMIT DROP AS
SELECT b.*, bulkpay.payee_name_key(b.name) AS new_key,
       array_position(ARRAY['trusted', 'known', 'new', 'blocked'], b.trust) AS caution
FROM bulkpay.payee_book b WHERE b.payee_key LIKE 'name:%';

-- One row per entry after the merge: the most cautious trust, every payment and note, the latest name.
-- Trusted only if every entry merged was (a trusted entry passes the release rule even once blocked);
-- otherwise the most cautious of the others: blocked over new over known. Once blocked if any was.
CREATE TEMP TABLE payee_merged ON COMMIT DROP AS
SELECT new_key, iban, count(*) AS entries,
  (array_agg(id ORDER BY caution DESC, last_paid_at DESC NULLS LAST, id))[1] AS keep_id,
  (array_agg(name ORDER BY last_paid_at DESC NULLS LAST, id DESC))[1] AS name,
  (array_agg(trust ORDER BY caution DESC))[1] AS trust,
  bool_or(was_blocked) AS was_blocked,
  min(first_paid_at) AS first_paid_at, max(last_paid_at) AS last_paid_at, sum(payment_count)::int AS payment_count,
  string_agg(DISTINCT note, ' / ' ORDER BY note) AS note,
  (array_agg(payee_id ORDER BY caution DESC, id) FILTER (WHERE payee_id IS NOT NULL))[1] AS payee_id,
  (array_agg(bic ORDER BY caution DESC, id) FILTER (WHERE bic IS NOT NULL))[1] AS bic,
  -- Entries naming different ERP payee ids or BICs are merged still (one key and IBAN hold one
  -- entry); the one kept is the most cautious entry's, and the audit line lists them all.
  array_agg(DISTINCT payee_id ORDER BY payee_id) FILTER (WHERE payee_id IS NOT NULL) AS payee_ids,
  array_agg(DISTINCT bic ORDER BY bic) FILTER (WHERE bic IS NOT NULL) AS bics,
  (SELECT coalesce(jsonb_agg(a.e ORDER BY a.paid DESC NULLS LAST, a.id, a.n), '[]') FROM (
     SELECT x.e, x.n, r.last_paid_at AS paid, r.id FROM payee_rekeyed r, jsonb_array_elements(r.recent_amounts)
       WITH ORDINALITY AS x(e, n) WHERE r.new_key = g.new_key AND r.iban = g.iban
     ORDER BY r.last_paid_at DESC NULLS LAST, r.id, x.n LIMIT 20) a) AS recent_amounts,
  jsonb_agg(jsonb_strip_nulls(jsonb_build_object('name', name, 'key', payee_key, 'trust', trust,
    'was_blocked', was_blocked, 'payments', payment_count, 'note', note, 'payee_id', payee_id, 'bic', bic)) ORDER BY id) AS was
FROM payee_rekeyed g GROUP BY new_key, iban;

-- The learned payments of names now keyed alike (by entry and IBAN, or for the usual amounts by
-- currency): merged amounts are theirs, newest payment first across the spellings, as schema 11
-- rebuilt them (the entries' own lists above only where the history holds none of them).
CREATE TEMP TABLE merged_paid ON COMMIT DROP AS
SELECT q.id, q.key, q.iban, q.amount, q.amount_milli, q.currency, q.updated_at
FROM (SELECT p.*, bulkpay.payee_name_key(p.payee_name) AS key, ${ELECTRONIC('p.account_identifier')} AS iban
      FROM bulkpay.history_payments p WHERE p.state IN ${PAID}) q
WHERE q.key IN (SELECT new_key FROM payee_rekeyed GROUP BY new_key HAVING count(DISTINCT payee_key) > 1)
  AND bulkpay.payment_learnable(q.bulk_id, q.payee_name, q.iban);
UPDATE payee_merged m SET recent_amounts = h.amounts
FROM (SELECT key, iban, jsonb_agg(jsonb_build_array(amount, currency) ORDER BY updated_at DESC, id DESC)
        FILTER (WHERE k <= 20) AS amounts
      FROM (SELECT *, row_number() OVER (PARTITION BY key, iban ORDER BY updated_at DESC, id DESC) AS k
            FROM merged_paid) x GROUP BY key, iban) h
WHERE m.entries > 1 AND h.key = m.new_key AND h.iban = m.iban;

DELETE FROM bulkpay.payee_book b USING payee_rekeyed r
WHERE b.id = r.id AND b.id NOT IN (SELECT keep_id FROM payee_merged);
-- Two steps: a key may move to one another entry still holds until it moves too.
UPDATE bulkpay.payee_book b SET payee_key = 'rekeying:' || b.id FROM payee_merged m WHERE b.id = m.keep_id;
UPDATE bulkpay.payee_book b SET payee_key = m.new_key, name = m.name, trust = m.trust, was_blocked = m.was_blocked,
  first_paid_at = m.first_paid_at, last_paid_at = m.last_paid_at, payment_count = m.payment_count,
  note = m.note, payee_id = m.payee_id, bic = m.bic, recent_amounts = m.recent_amounts
FROM payee_merged m WHERE b.id = m.keep_id;
ALTER TABLE bulkpay.payee_book ENABLE TRIGGER payee_book_guard;
ALTER TABLE bulkpay.payee_book ENABLE TRIGGER payee_book_audit;
ALTER TABLE bulkpay.payee_book ENABLE TRIGGER payee_book_id_guard;

INSERT INTO bulkpay.audit (run_id, action, detail)
SELECT NULL, 'payee_merged', jsonb_strip_nulls(jsonb_build_object('iban', iban, 'name', name, 'key', new_key,
  'trust', trust, 'was_blocked', was_blocked, 'note', note, 'payments', payment_count, 'merged', was,
  'payee_ids_differ', CASE WHEN cardinality(payee_ids) > 1 THEN to_jsonb(payee_ids) END,
  'bics_differ', CASE WHEN cardinality(bics) > 1 THEN to_jsonb(bics) END))
FROM payee_merged WHERE entries > 1 ORDER BY new_key, iban;
`;

/** The usual amounts under the new keys (found through the book's names), merged where keys coincide. */
const rekeyUsualAmounts = `
CREATE TEMP TABLE usual_rekeyed ON COMMIT DROP AS
SELECT u.payee_key, u.currency, u.recent_milli, coalesce(o.new_key, bulkpay.payee_name_key(substr(u.payee_key, 6))) AS new_key,
       o.last_paid_at
FROM bulkpay.payee_usual_amounts u
LEFT JOIN LATERAL (SELECT r.new_key, r.last_paid_at FROM payee_rekeyed r WHERE r.payee_key = u.payee_key
                   ORDER BY r.last_paid_at DESC NULLS LAST, r.id DESC LIMIT 1) o ON true
WHERE u.payee_key LIKE 'name:%';
DELETE FROM bulkpay.payee_usual_amounts WHERE payee_key LIKE 'name:%';
INSERT INTO bulkpay.payee_usual_amounts (payee_key, currency, recent_milli, twice_median_milli)
SELECT new_key, currency, recent[1:20], bulkpay.twice_median_milli(recent[1:20])
FROM (SELECT r.new_key, r.currency, array_agg(x.m ORDER BY r.last_paid_at DESC NULLS LAST, r.payee_key, x.n) AS recent
      FROM usual_rekeyed r, unnest(r.recent_milli) WITH ORDINALITY AS x(m, n) GROUP BY r.new_key, r.currency) g;
UPDATE bulkpay.payee_usual_amounts u SET recent_milli = h.recent, twice_median_milli = bulkpay.twice_median_milli(h.recent)
FROM (SELECT key, currency, (array_agg(amount_milli ORDER BY updated_at DESC, id DESC))[1:20] AS recent
      FROM merged_paid GROUP BY key, currency) h
WHERE u.payee_key = h.key AND u.currency = h.currency;

INSERT INTO bulkpay.audit (run_id, action, detail)
SELECT NULL, 'payee_book_rekeyed', jsonb_build_object('entries', (SELECT count(*) FROM payee_rekeyed),
  'merged', (SELECT count(*) FROM payee_merged WHERE entries > 1), 'rule', 'the app''s payee key');
`;

/**
 * Team schema 14: the team database keys a payee's name exactly as the app does
 * (docs/payee-book.md, "The payee key"), so "Müller GmbH" and "Muller GmbH" are one payee in the
 * team's book as on a desktop, and the release rules judge the payees the checks warn about.
 *
 * - `bulkpay.payee_key_chars`: each character's part of a key (compatibility forms folded, marks
 *   and format characters dropped, lower case), derived from the app's rule and committed
 *   (team-payee-key-tables.ts). No extension is needed (`unaccent` needs CREATE EXTENSION rights a
 *   team admin may lack, and folds only accents), and the key does not follow PostgreSQL's own
 *   Unicode version or the database's locale (`normalize()`, `lower()` and [[:alnum:]] would).
 * - `bulkpay.payee_name_key` replaced; everything keyed by it (learning at payment, the payee-risk
 *   rule, imports) follows.
 * - The book re-keyed: entries whose keys now coincide (same IBAN) become one: first and last paid,
 *   counts, recent amounts and notes merged; trusted only if every entry was, otherwise the most
 *   cautious of the others (blocked over new over known); once-blocked kept; each merge in the audit log (`payee_merged`, with the
 *   entries it joined), and one `payee_book_rekeyed` line. The usual amounts are merged the same way.
 */
export const PAYEE_KEY_SCHEMA = 14;

/**
 * This Bulkpay's Unicode version and the key tables' where they differ, once the team database keys
 * names by those tables: a few names (characters whose folding changed between the two) may then
 * be keyed differently here than by the database's release rule. Null where they agree.
 */
export function payeeKeyUnicodeDifference(
  schemaVersion: number,
  app = process.versions.unicode ?? '',
): { app: string; tables: string } | null {
  return schemaVersion >= PAYEE_KEY_SCHEMA && app !== PAYEE_KEY_UNICODE ? { app, tables: PAYEE_KEY_UNICODE } : null;
}

let built: string | undefined;
export const teamPayeeKeySql = (): string => (built ??= lockLearning + keyFunction() + rekeyBook + rekeyUsualAmounts);
