// The team database's address: the password kept apart from it, and its keychain entry's name.

/**
 * The address with the password taken out, and the password on its own: from the user-info part
 * (postgresql://alice:secret@host/db) or a `password=` query parameter (libpq accepts both), so
 * neither ends up in team.json, the log or the screen.
 */
export function splitPassword(url: string): { url: string; password: string | null } {
  if (!URL.canParse(url)) return { url, password: null };
  const parsed = new URL(url);
  const inQuery = parsed.searchParams.get('password');
  const password = parsed.password ? decodeURIComponent(parsed.password) : inQuery || null;
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { url: parsed.toString(), password };
}

/** One keychain entry per database login: `team-db:alice@db.example.com:5432/bulkpay`. */
export function teamKeychainAccount(url: string): string {
  const u = new URL(url);
  return `team-db:${decodeURIComponent(u.username)}@${u.hostname}:${u.port || 5432}${u.pathname || '/'}`;
}
