import { z } from 'zod';
import { defineChannel } from '../define';

export const appChannels = {
  'app:info': defineChannel(
    z.object({}).strict(),
    z.object({
      name: z.string(),
      version: z.string(),
      dataDir: z.string(),
      platform: z.string(),
    }),
    'The app name, version, platform and the folder holding its data.',
  ),
};

export const appEvents = {
  /** A short message main wants the user to see (e.g. a background task failed). */
  'app:notice': z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() }),
};
