/**
 * A bank address the team store gives a profile that holds this desktop's key, client secret or
 * sign-in (profiles/profile-settings.ts): it is not used until the user accepts it, so whoever can
 * write the team database cannot silently send this desktop's secrets elsewhere. `team_address_kept`
 * is set when the user chose to keep their own address for that team address.
 */
export default `
ALTER TABLE bank_profiles ADD COLUMN team_base_url TEXT;
ALTER TABLE bank_profiles ADD COLUMN team_bulk_base_url TEXT;
ALTER TABLE bank_profiles ADD COLUMN team_address_kept INTEGER NOT NULL DEFAULT 0;
`;
