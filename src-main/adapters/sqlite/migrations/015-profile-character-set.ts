/**
 * Which characters a profile's bank takes in names and references (docs/user-guide.md,
 * "Characters per bank"): `epc_basic`, the strict SEPA basic Latin set, unless the user says the
 * bank takes more; the demo bank takes `latin_letters` (spec-notes: "Characters"). Before this
 * version the set followed from `is_demo` alone.
 */
export default `
ALTER TABLE bank_profiles ADD COLUMN character_set TEXT NOT NULL DEFAULT 'epc_basic'
  CHECK (character_set IN ('epc_basic', 'latin_letters'));
UPDATE bank_profiles SET character_set = 'latin_letters' WHERE is_demo = 1;
`;
