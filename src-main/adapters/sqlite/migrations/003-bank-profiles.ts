/**
 * Bank profiles: where the bank is, which application and client id identify us, and references
 * to the secrets. The secrets themselves (private key, client secret) are in the OS keychain;
 * `key_ref` names a sealed key (keychain + encrypted file), `client_secret_ref` a keychain entry.
 * `pending_*` hold a renewal's new key and certificate until the bank has confirmed it.
 */
export default `
CREATE TABLE bank_profiles (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  base_url TEXT NOT NULL,
  bulk_base_url TEXT NOT NULL,
  onboarding_email TEXT,
  application_id TEXT,
  tpp_client_id TEXT,
  client_secret_ref TEXT,
  key_ref TEXT,
  certificate_pem TEXT,
  pending_key_ref TEXT,
  pending_certificate_pem TEXT,
  is_active INTEGER NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1)),
  is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX bank_profiles_one_active ON bank_profiles (is_active) WHERE is_active = 1;
-- One-off facts about profiles, e.g. that the user removed the demo bank (so it is not added back).
CREATE TABLE profile_flags (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;
