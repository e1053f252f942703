import { z } from 'zod';
import { profileViewSchema } from '../../profiles';
import { defineChannel } from '../define';

const byId = z.object({ id: z.string().uuid() }).strict();
/** The team's address exactly as the user saw it: a newer one is refused (team_address_changed). */
const seenAddress = z
  .object({ id: z.string().uuid(), baseUrl: z.string().max(2048), bulkBaseUrl: z.string().max(2048) })
  .strict();

/** A bank address the team store gives a profile holding this desktop's secrets waits for the user. */
export const profileFixChannels = {
  'profiles:acceptTeamAddress': defineChannel(
    seenAddress,
    profileViewSchema,
    'Uses the address the team gave this profile: the bank session on it ends and a local audit entry records it. Only the address given (the one shown) is taken.',
  ),
  'profiles:confirmAddress': defineChannel(
    z.object({ confirmation: z.string().uuid() }).strict(),
    profileViewSchema,
    'Moves a profile to the bank address the user confirmed in the window: only the change the core issued this confirmation id for (profiles:update answers address_change_needs_confirmation with it; not named a token, which redaction would hide), once; every session of the profile ends first and the audit log records it.',
  ),
  'profiles:keepAddress': defineChannel(
    byId,
    profileViewSchema,
    'Keeps this desktop’s address for the profile; the team’s is no longer offered (until it changes again).',
  ),
};
