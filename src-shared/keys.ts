import { z } from 'zod';
import { builtAtFirstUse } from './built-at-first-use';

/** Where a certificate stands against today: the app warns from 30 days before expiry and blocks signing after. */
export const expiryStateSchema = z.enum(['valid', 'expiring', 'expired', 'not_yet_valid']);
export type ExpiryState = z.infer<typeof expiryStateSchema>;

/** Public facts about a QSEAL certificate. Never holds key material. */
export const certificateInfoSchema = builtAtFirstUse(() =>
  z.object({
    subject: z.string(),
    issuer: z.string(),
    serialNumber: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
    fingerprintSha256: z.string(),
    /** OID 2.5.4.97, the PSD2 authorisation number, when present. */
    organisationIdentifier: z.string().nullable(),
    keyBits: z.number().int().nullable(),
    expiry: expiryStateSchema,
    daysLeft: z.number().int(),
  }),
);
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

/**
 * A key or certificate file the user chose in the OS dialog. Main keeps the path and reads the
 * bytes itself; the renderer only ever holds this handle, the name and the size.
 */
export const pickedKeyFileSchema = builtAtFirstUse(() =>
  z.object({
    handle: z.string().uuid(),
    name: z.string(),
    size: z.number().int().nonnegative(),
  }),
);
export type PickedKeyFile = z.infer<typeof pickedKeyFileSchema>;
