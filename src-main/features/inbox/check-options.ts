import type { PayeeBookLookup } from '../../../src-shared/payments/payee-book-lookup';
import type { Result } from '../../../src-shared/result';
import type { TeamStore } from '../../ports/team/team-store';

/** The app's team connection, as far as the inbox's check needs it. */
export interface InboxTeamBook {
  configuredUrl(): string | null;
  store(): Promise<Result<TeamStore>>;
}

/**
 * The payee book an inbox file is checked against, the one its review will use: the team's in team
 * mode, else this computer's. A team database that cannot be reached gives none: the file is still
 * offered, and its review (which never falls back to this computer's book) says why.
 */
export async function payeeBookForInbox(
  team: InboxTeamBook,
  localBook: () => PayeeBookLookup,
): Promise<PayeeBookLookup | undefined> {
  if (!team.configuredUrl()) return localBook();
  const store = await team.store();
  if (!store.ok) return undefined;
  const book = await store.value.payeeBookLookup();
  return book.ok ? book.value : undefined;
}
