import { z } from 'zod';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

/**
 * The PSU's bank session as the UI sees it. The JWT itself never leaves main: the renderer
 * learns only the state, the short code to compare on the phone and the times involved.
 */
export const psuSessionSchema = builtAtFirstUse(() =>
  z.object({
    /**
     * signed_out: no session. waiting: consent initiated, approve on the phone.
     * signed_in: the bank session is valid. needs_approval: the session ended (expired or the
     * bank answered 401) while signed in; interrupted actions wait for a new approval.
     */
    state: z.enum(['signed_out', 'waiting', 'signed_in', 'needs_approval']),
    /** The PSU's bank e-mail, shown as "signed in as". Never the password. */
    email: z.string().nullable(),
    /** The code shown on the phone, so the user can tell it is this request. */
    shortCode: z.string().nullable(),
    /** When the consent request expires (waiting state), ISO 8601. */
    consentExpiresAt: z.string().nullable(),
    /** When the bank session ends (signed_in state), ISO 8601. */
    sessionExpiresAt: z.string().nullable(),
    /** Actions that stopped when the session ended and resume after the next approval. */
    interrupted: z.array(z.string()),
    /** Why the last attempt ended (declined, expired, failed), with what to do; null when nothing to say. */
    problem: z.object({ code: z.string(), message: z.string() }).nullable(),
  }),
);
export type PsuSessionView = z.infer<typeof psuSessionSchema>;

export const consentChannels = {
  'consent:status': defineChannel(
    () => z.object({}).strict(),
    () => psuSessionSchema,
    'The bank session: signed out, waiting for phone approval, or signed in.',
  ),
  'consent:signIn': defineChannel(
    () => z.object({ email: z.string().trim().min(3).max(320), password: z.string().min(1).max(1024) }).strict(),
    () => psuSessionSchema,
    'Asks the bank for consent with the PSU e-mail and password; the user then approves on the phone.',
  ),
  'consent:cancel': defineChannel(
    () => z.object({}).strict(),
    () => psuSessionSchema,
    'Stops waiting for the phone approval.',
  ),
  'consent:signOut': defineChannel(
    () => z.object({}).strict(),
    () => psuSessionSchema,
    'Forgets the bank session.',
  ),
};

export const consentEvents = {
  /** The bank session changed state (approved, declined, expired, needs approval again…). */
  'consent:changed': psuSessionSchema,
};
