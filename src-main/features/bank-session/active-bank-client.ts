import { err, ok, type Result } from '../../../src-shared/result';
import type { BankGateway } from '../../ports/bank-gateway';
import type { ActiveBank } from '../profiles/services';

/**
 * The signed bank client of the active profile, for consent, accounts and single payments.
 * Built once per profile version and reused, so its connection pool is kept; the private key
 * stays in the key service (the client gets its sign callback).
 */
export class ActiveBankClient {
  #current: { version: string; profileId: string; address: string; client: BankGateway } | undefined;
  #onProfileSwitch: (() => void) | undefined;
  /** The bank a session restored before any client was built belongs to (see noteRestoredBank). */
  #restoredFor: { profileId: string; address: string } | undefined;

  constructor(
    private readonly activeBank: () => Promise<Result<ActiveBank>>,
    /** Builds the signed client of one profile (app/compose.ts: with the submission journal, so bulks can be sent). */
    private readonly clientFor: (bank: ActiveBank) => BankGateway,
  ) {}

  /**
   * Called when the active profile becomes another one, or its bank address changes (a team address
   * accepted, maybe by the CLI while the app runs): a PSU session of one bank must not be used with another.
   */
  onProfileSwitch(listener: () => void): void {
    this.#onProfileSwitch = listener;
  }

  /**
   * Records which bank (profile and address) is active when a PSU session is restored from the
   * keychain, before any client exists: if the address changes before the first get() (a team
   * address accepted by the CLI meanwhile), that get() signs out instead of sending the old bank's
   * token to the new host. Call it BEFORE restoring, so a change during the restore is seen too.
   */
  noteRestoredBank(profile: { id: string; baseUrl: string; bulkBaseUrl: string } | undefined): void {
    if (this.#current || !profile) return;
    this.#restoredFor = { profileId: profile.id, address: `${profile.baseUrl}|${profile.bulkBaseUrl}` };
  }

  async get(): Promise<Result<BankGateway>> {
    const bank = await this.activeBank();
    if (!bank.ok) return bank;
    const { profile, credentials, signer } = bank.value;
    const version = [
      profile.id,
      profile.updatedAt,
      profile.baseUrl,
      profile.bulkBaseUrl,
      credentials.clientId,
      signer.keyId,
    ].join('|');
    if (this.#current?.version === version) return ok(this.#current.client);
    let client: BankGateway;
    try {
      client = this.clientFor(bank.value);
    } catch (e) {
      return err(
        (e as { code?: string }).code ?? 'bank_not_configured',
        `The bank profile "${profile.name}" cannot be used: ${(e as Error).message}`,
      );
    }
    const previous = this.#current?.client;
    const address = `${profile.baseUrl}|${profile.bulkBaseUrl}`;
    const before = this.#current ?? this.#restoredFor;
    const switched = before !== undefined && (before.profileId !== profile.id || before.address !== address);
    this.#current = { version, profileId: profile.id, address, client };
    this.#restoredFor = undefined;
    if (switched) this.#onProfileSwitch?.();
    void previous?.close();
    return ok(client);
  }

  async close(): Promise<void> {
    const client = this.#current?.client;
    this.#current = undefined;
    await client?.close();
  }
}
