import { z } from 'zod';
import { certificateInfoSchema, pickedKeyFileSchema } from '../../keys';
import { applicationViewSchema, onboardingSessionSchema, profileInputSchema, profileViewSchema } from '../../profiles';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

const profileId = z.string().uuid();
const empty = builtAtFirstUse(() => z.object({}).strict());

const keyFiles = builtAtFirstUse(() =>
  z.object({
    /** Handles from `keys:pickFile`. */
    files: z
      .array(z.string().uuid('Choose the files again.'))
      .min(1, 'Choose the key and certificate files (or one .p12/.pfx file).')
      .max(5),
    /** Opens an encrypted PEM key or a PKCS#12 file. */
    passphrase: z.string().max(1024).optional(),
  }),
);

/** An exact decimal amount, as the bank writes it (never a float). */
const DECIMAL = /^\d+(\.\d+)?$/;

const profileSetupChannels = {
  'profiles:list': defineChannel(
    () => empty,
    () =>
      z.object({
        profiles: z.array(profileViewSchema),
        demo: z.object({ removed: z.boolean(), problem: z.string().nullable(), psuEmail: z.string().nullable() }),
      }),
    'Every bank profile (secrets never included) and the state of the demo bank.',
  ),
  'profiles:create': defineChannel(
    () => profileInputSchema,
    () => profileViewSchema,
    'Adds a bank profile; the first one becomes active.',
  ),
  'profiles:update': defineChannel(
    () => profileInputSchema.unwrap().extend({ id: profileId }),
    () => profileViewSchema,
    "Changes a profile's name and bank addresses.",
  ),
  'profiles:activate': defineChannel(
    () => z.object({ id: profileId }),
    () => profileViewSchema,
    'Makes this profile the one payments go through.',
  ),
  'profiles:remove': defineChannel(
    () => z.object({ id: profileId }),
    () => empty,
    'Removes a profile and deletes its key and client secret from the keychain.',
  ),
  'profiles:restoreDemo': defineChannel(
    () => empty,
    () => profileViewSchema.nullable(),
    'Brings back the demo bank profile after it was removed.',
  ),
  'profiles:demoAccounts': defineChannel(
    () => empty,
    () =>
      z.object({
        accounts: z.array(
          z.object({ iban: z.string(), name: z.string(), currency: z.string(), balance: z.string().regex(DECIMAL) }),
        ),
      }),
    "The demo customer's accounts and balances, to add funds to one.",
  ),
  'profiles:demoAddFunds': defineChannel(
    () => z.object({ iban: z.string().max(34), amount: z.string().regex(DECIMAL).max(20) }).strict(),
    () => z.object({ balance: z.string().regex(DECIMAL) }),
    'Adds money to a demo account, as if the customer had transferred it there.',
  ),
  'profiles:demoReset': defineChannel(
    () => empty,
    () => empty,
    'Resets the demo bank to its first day: seeded balances, no bulks, nobody signed in.',
  ),

  'keys:pickFile': defineChannel(
    () => empty,
    () => z.object({ files: z.array(pickedKeyFileSchema) }),
    'Lets the user choose key and certificate files in the OS dialog; main keeps them and answers with handles, names and sizes (none if cancelled).',
  ),
  'keys:check': defineChannel(
    () => keyFiles,
    () => certificateInfoSchema,
    'Reads and checks key files without storing anything (shows the certificate facts).',
  ),
  'keys:import': defineChannel(
    () => keyFiles.unwrap().extend({ profileId }),
    () => certificateInfoSchema,
    'Imports the QSEAL key and certificate into the profile (key into the keychain).',
  ),
  'keys:generateCsr': defineChannel(
    () =>
      z.object({
        profileId,
        bits: z.union([z.literal(2048), z.literal(3072), z.literal(4096)]),
        country: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, 'Enter the two-letter country code, e.g. FI'),
        organisation: z.string().trim().min(1, 'Enter the organisation name as registered').max(64),
        organisationIdentifier: z.string().trim().max(64).optional(),
        commonName: z.string().trim().min(1, 'Enter a common name, e.g. the organisation name').max(64),
      }),
    () => z.object({ csrPem: z.string() }),
    'Generates a new key (kept in the keychain) and the certificate signing request to send to your trust service provider.',
  ),
  'keys:renew': defineChannel(
    () => keyFiles.unwrap().extend({ profileId }),
    () => certificateInfoSchema,
    'Registers a renewed certificate with the bank, then switches to it (and its key) once the bank confirmed.',
  ),

  'onboarding:status': defineChannel(
    () => z.object({ profileId }),
    () => onboardingSessionSchema,
    'Whether the onboarding login is still good, and until when.',
  ),
  'onboarding:signup': defineChannel(
    () =>
      z.object({
        profileId,
        email: z.email('Enter a valid e-mail address'),
        firstName: z.string().trim().min(1, 'Enter the first name'),
        lastName: z.string().trim().min(1, 'Enter the last name'),
        password: z.string().min(8, 'Choose a password of at least 8 characters').max(256),
      }),
    () => empty,
    'Creates the onboarding account at the bank.',
  ),
  'onboarding:login': defineChannel(
    () =>
      z.object({
        profileId,
        email: z.email('Enter a valid e-mail address'),
        password: z.string().min(1, 'Enter the password').max(256),
      }),
    () => onboardingSessionSchema,
    'Logs in to the bank onboarding; the login is kept in memory only, for the few minutes the bank allows.',
  ),
  'onboarding:logout': defineChannel(
    () => z.object({ profileId }),
    () => empty,
    'Forgets the onboarding login.',
  ),
  'onboarding:createApplication': defineChannel(
    () =>
      z.object({
        profileId,
        organisationName: z.string().trim().min(1, 'Enter the organisation name').max(200),
        organisationUrl: z.url('Enter the organisation web address, starting with https://'),
      }),
    () => applicationViewSchema,
    "Registers an application at the bank with the profile's QSEAL certificate.",
  ),
  'onboarding:listApplications': defineChannel(
    () => z.object({ profileId }),
    () => z.array(applicationViewSchema),
    'The applications of the onboarding account and their approval.',
  ),
  'onboarding:refreshApplication': defineChannel(
    () => z.object({ profileId, applicationId: z.string().uuid().optional() }),
    () => applicationViewSchema,
    'Reads the application again; once approved, its client id and secret are stored (secret in the keychain).',
  ),
};

export const profileEvents = {
  /**
   * Payments now go through another bank profile (or none): every screen drops what it showed of
   * the previous bank. The bank session of the previous profile has already been signed out.
   */
  'profiles:activeChanged': builtAtFirstUse(() => z.object({ profileId: z.string().nullable() })),
};

const byId = builtAtFirstUse(() => z.object({ id: z.string().uuid() }).strict());
/** The team's address exactly as the user saw it: a newer one is refused (team_address_changed). */
const seenAddress = builtAtFirstUse(() =>
  z.object({ id: z.string().uuid(), baseUrl: z.string().max(2048), bulkBaseUrl: z.string().max(2048) }).strict(),
);

/** A bank address the team store gives a profile holding this desktop's secrets waits for the user. */
const profileFixChannels = {
  'profiles:acceptTeamAddress': defineChannel(
    () => seenAddress,
    () => profileViewSchema,
    'Uses the address the team gave this profile: the bank session on it ends and a local audit entry records it. Only the address given (the one shown) is taken.',
  ),
  'profiles:confirmAddress': defineChannel(
    () => z.object({ confirmation: z.string().uuid() }).strict(),
    () => profileViewSchema,
    'Moves a profile to the bank address the user confirmed in the window: only the change the core issued this confirmation id for (profiles:update answers address_change_needs_confirmation with it; not named a token, which redaction would hide), once; every session of the profile ends first and the audit log records it.',
  ),
  'profiles:keepAddress': defineChannel(
    () => byId,
    () => profileViewSchema,
    'Keeps this desktop’s address for the profile; the team’s is no longer offered (until it changes again).',
  ),
};

export const profileChannels = { ...profileSetupChannels, ...profileFixChannels };
