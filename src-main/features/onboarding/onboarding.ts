import { decodeJwt } from 'jose';
import { err, ok, type Result } from '../../../src-shared/result';
import type { ApplicationView, OnboardingSession } from '../../../src-shared/profiles';
import type { OnboardingGateway } from '../../ports/bank-gateway';
import { registerSecret } from '../../platform/security/redact';
import type { KeyService } from '../keys/key-service';
import type { BankProfile, ProfileStore } from '../../ports/profiles';

export type OnboardingClient = OnboardingGateway;

/** Ask for the password again this long before the onboarding JWT runs out, so no call fails half-way. */
const EXPIRY_MARGIN_MS = 20_000;

interface Session {
  token: string;
  expiresAt: number;
}

/**
 * Onboarding with the bank: sign up, log in, register the application with the QSEAL certificate,
 * follow its approval, store the client id and secret. The onboarding JWT (300 s at the bank)
 * lives only in this object's memory; when it has run out the answer is `onboarding_login_required`,
 * and the screen asks for the password again before retrying.
 */
export class OnboardingService {
  readonly #sessions = new Map<string, Session>();

  constructor(
    private readonly profiles: ProfileStore,
    private readonly keys: KeyService,
    private readonly clientFor: (profile: BankProfile) => OnboardingClient,
    private readonly now: () => number = Date.now,
  ) {}

  async signup(
    profileId: string,
    input: { email: string; firstName: string; lastName: string; password: string },
  ): Promise<Result<void>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    const result = await this.clientFor(profile).signup({
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      password: input.password,
    });
    if (!result.ok) return err(result.error.code, result.error.message, undefined, result.error.params);
    this.profiles.update(profileId, { onboardingEmail: input.email });
    return ok(undefined);
  }

  async login(profileId: string, input: { email: string; password: string }): Promise<Result<OnboardingSession>> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    const result = await this.clientFor(profile).login(input);
    if (!result.ok) {
      const hint = result.error.details.status === 400 ? ' Check the onboarding e-mail and password.' : '';
      return err(result.error.code, `${result.error.message}${hint}`);
    }
    const token = result.value.id_token;
    registerSecret(token);
    this.#sessions.set(profileId, { token, expiresAt: this.expiryOf(token, result.value.expires_in) });
    this.profiles.update(profileId, { onboardingEmail: input.email });
    return ok(this.session(profileId));
  }

  logout(profileId: string): void {
    this.#sessions.delete(profileId);
  }

  /** Whether a usable onboarding login is held, and until when. Never the token itself. */
  session(profileId: string): OnboardingSession {
    const s = this.#sessions.get(profileId);
    const usable = s !== undefined && s.expiresAt - EXPIRY_MARGIN_MS > this.now();
    return { loggedIn: usable, expiresAt: usable ? new Date(s.expiresAt).toISOString() : null };
  }

  /** The onboarding JWT when it is still good for a call; otherwise asks for the login again. */
  token(profileId: string): Result<string> {
    const s = this.#sessions.get(profileId);
    if (!s || s.expiresAt - EXPIRY_MARGIN_MS <= this.now()) {
      this.#sessions.delete(profileId);
      return err(
        'onboarding_login_required',
        s
          ? 'Your onboarding login has ended (the bank allows 5 minutes). Enter your onboarding password again to continue.'
          : 'Log in to the bank onboarding with your onboarding e-mail and password first.',
      );
    }
    return ok(s.token);
  }

  async createApplication(
    profileId: string,
    input: { organisationName: string; organisationUrl: string },
  ): Promise<Result<ApplicationView>> {
    const ctx = this.context(profileId);
    if (!ctx.ok) return ctx;
    const { profile, token } = ctx.value;
    if (!profile.certificatePem) {
      return err(
        'no_certificate',
        'Import the QSEAL key and certificate first (Settings → Key and certificate); the bank needs the certificate to register the application.',
      );
    }
    const result = await this.clientFor(profile).createApplication(token, {
      clientCertificatePem: profile.certificatePem,
      organisationName: input.organisationName,
      organisationUrl: input.organisationUrl,
    });
    if (!result.ok) return this.bankError(profileId, result.error);
    this.profiles.update(profileId, { applicationId: result.value.id });
    return this.adopt(profileId, result.value);
  }

  async listApplications(profileId: string): Promise<Result<ApplicationView[]>> {
    const ctx = this.context(profileId);
    if (!ctx.ok) return ctx;
    const result = await this.clientFor(ctx.value.profile).listApplications(ctx.value.token);
    if (!result.ok) return this.bankError(profileId, result.error);
    return ok(result.value.map((a) => view(a, ctx.value.profile)));
  }

  /**
   * Reads one application (default: the profile's) and makes it the profile's application. Once
   * approved, its client id and secret are stored (secret in the keychain) and signing can start.
   */
  async refreshApplication(profileId: string, applicationId?: string): Promise<Result<ApplicationView>> {
    const ctx = this.context(profileId);
    if (!ctx.ok) return ctx;
    const id = applicationId ?? ctx.value.profile.applicationId;
    if (!id) return err('no_application', 'This profile has no application yet; create one or pick one from the list.');
    const result = await this.clientFor(ctx.value.profile).getApplication(ctx.value.token, id);
    if (!result.ok) return this.bankError(profileId, result.error);
    this.profiles.update(profileId, { applicationId: id });
    return this.adopt(profileId, result.value);
  }

  private async adopt(profileId: string, app: BankApplication): Promise<Result<ApplicationView>> {
    if (app.is_approved && app.tpp_client_id && app.tpp_client_secret) {
      registerSecret(app.tpp_client_secret);
      const stored = await this.keys.storeCredentials(profileId, app.tpp_client_id, app.tpp_client_secret);
      if (!stored.ok) return stored;
    }
    return ok(view(app, this.profiles.get(profileId)!));
  }

  private context(profileId: string): Result<{ profile: BankProfile; token: string }> {
    const profile = this.profiles.get(profileId);
    if (!profile) return noProfile();
    const token = this.token(profileId);
    return token.ok ? ok({ profile, token: token.value }) : token;
  }

  /** A 401 from an onboarding endpoint means the JWT is no longer accepted: ask for the login again. */
  private bankError(
    profileId: string,
    error: { code: string; message: string; details?: { status?: number } },
  ): Result<never> {
    if (error.details?.status === 401) {
      this.#sessions.delete(profileId);
      return err(
        'onboarding_login_required',
        'The bank no longer accepts your onboarding login. Enter your onboarding password again to continue.',
      );
    }
    return err(error.code, error.message);
  }

  /** The earlier of `expires_in` and the JWT's own `exp` (spec-notes: trust the earlier of the two). */
  private expiryOf(token: string, expiresIn: number): number {
    let expiresAt = this.now() + expiresIn * 1000;
    try {
      const exp = decodeJwt(token).exp;
      if (typeof exp === 'number') expiresAt = Math.min(expiresAt, exp * 1000);
    } catch {
      // an opaque token: expires_in alone decides
    }
    return expiresAt;
  }
}

type BankApplication = {
  id: string;
  organisation_name: string;
  organisation_url: string;
  is_approved: boolean;
  tpp_client_id: string | null;
  tpp_client_secret: string | null;
};

/** What the screen sees of an application: never the client secret. */
function view(app: BankApplication, profile: BankProfile): ApplicationView {
  return {
    id: app.id,
    organisationName: app.organisation_name,
    organisationUrl: app.organisation_url,
    approved: app.is_approved,
    clientId: app.tpp_client_id,
    usedByProfile: profile.applicationId === app.id,
  };
}

const noProfile = () => err('profile_not_found', 'That bank profile no longer exists; choose another one in Settings.');
