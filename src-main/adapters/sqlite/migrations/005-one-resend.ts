/**
 * "Send the unsent payments again" makes at most one live new bulk per source bulk, also when two
 * windows or the app and the CLI resend at once: the check and the insert are one statement here.
 * A resend that ended without reaching the bank or being paid (`not_accepted`, `not_sent`,
 * `rejected`) does not count, so the user can try again. A trigger rather than a unique index, so
 * a database that already holds two resends of one bulk still opens.
 */
export default `
CREATE INDEX bulks_resubmission_of ON bulks (resubmission_of) WHERE resubmission_of IS NOT NULL;
CREATE TRIGGER bulks_one_live_resend BEFORE INSERT ON bulks
WHEN NEW.resubmission_of IS NOT NULL
  AND NEW.state NOT IN ('not_accepted', 'not_sent', 'rejected')
  AND EXISTS (
    SELECT 1 FROM bulks
    WHERE resubmission_of = NEW.resubmission_of AND state NOT IN ('not_accepted', 'not_sent', 'rejected')
  )
BEGIN
  SELECT RAISE(ABORT, 'bulk_already_resent');
END;
`;
