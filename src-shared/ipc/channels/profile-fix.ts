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
  'profiles:keepAddress': defineChannel(
    byId,
    profileViewSchema,
    'Keeps this desktop’s address for the profile; the team’s is no longer offered (until it changes again).',
  ),
};
