import { z } from 'zod';
import { certificateInfoSchema } from './keys';
import { CHARACTER_SETS } from './payments/charset';
import { builtAtFirstUse } from './built-at-first-use';

/** A bank profile as the renderer sees it: addresses, ids and facts, never a secret. */
export const profileViewSchema = builtAtFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    baseUrl: z.string(),
    bulkBaseUrl: z.string(),
    onboardingEmail: z.string().nullable(),
    applicationId: z.string().nullable(),
    /** The application's client id (sent in clear in every request header; not a secret). */
    tppClientId: z.string().nullable(),
    hasClientSecret: z.boolean(),
    hasKey: z.boolean(),
    /** A key generated here is waiting for its certificate from the trust service provider. */
    awaitingCertificate: z.boolean(),
    certificate: certificateInfoSchema.nullable(),
    /** A renewal interrupted by a crash or shutdown that could not be completed at start: what to do. */
    renewalNotice: z.string().nullable(),
    /**
     * Addresses the team store gives this profile that are not used until the user accepts them (it
     * holds this desktop's key, client secret or sign-in); null or absent: nothing waits.
     */
    teamAddress: z.object({ baseUrl: z.string(), bulkBaseUrl: z.string() }).nullable().optional(),
    active: z.boolean(),
    demo: z.boolean(),
    /** The characters the profile's bank takes in names and references (src-main/features/profiles/character-set.ts). */
    characterSet: z.enum(CHARACTER_SETS).optional(),
  }),
);
export type ProfileView = z.infer<typeof profileViewSchema>;

export const applicationViewSchema = builtAtFirstUse(() =>
  z.object({
    id: z.string(),
    organisationName: z.string(),
    organisationUrl: z.string(),
    approved: z.boolean(),
    clientId: z.string().nullable(),
    usedByProfile: z.boolean(),
  }),
);
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const onboardingSessionSchema = builtAtFirstUse(() =>
  z.object({
    loggedIn: z.boolean(),
    expiresAt: z.string().nullable(),
  }),
);
export type OnboardingSession = z.infer<typeof onboardingSessionSchema>;

/** Plain http only reaches a bank simulator on this computer (the bank client refuses anything else too). */
function isLoopbackOrHttps(address: string): boolean {
  // src-shared has no URL global (no DOM or Node types): read scheme and host with a pattern.
  const match = /^(https?):\/\/(\[[^\]]*\]|[^/:?#@]*)(?=$|[/:?#])/i.exec(address); // no user@host tricks
  if (!match) return false;
  // No user or password in the address (https://user:secret@host): it would be stored and sent as is.
  if (/^[a-z]+:\/\/[^/?#]*@/i.test(address)) return false;
  if (match[1]!.toLowerCase() === 'https') return true;
  const host = match[2]!.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

const bankUrl = z
  .string()
  .trim()
  .url('Enter the full address, starting with https://')
  .refine(
    isLoopbackOrHttps,
    'Enter the https:// address your bank gives (plain http only works for a sandbox on this computer)',
  );

export const profileInputSchema = builtAtFirstUse(() =>
  z.object({
    name: z.string().trim().min(1, 'Give the profile a name, e.g. the bank name').max(100),
    baseUrl: bankUrl,
    bulkBaseUrl: bankUrl,
    /** The characters the bank takes in names and references; a new profile without one: the strict SEPA set. */
    characterSet: z.enum(CHARACTER_SETS).optional(),
  }),
);
