import { z } from 'zod';
import { defineChannel } from '../define';

/** A payment file the OS asked Bulkpay to open. Main keeps its path; the renderer gets the name and bytes. */
const openedFileSchema = z.object({ name: z.string(), base64: z.base64() });

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
  'app:revealDataFolder': defineChannel(
    z.object({}).strict(),
    z.object({ path: z.string() }),
    'Shows the folder holding the database, logs and settings in Finder, Explorer or the file manager.',
  ),
  'app:takeOpenFile': defineChannel(
    z.object({}).strict(),
    z.object({ file: openedFileSchema.nullable() }),
    'The payment file the OS asked Bulkpay to open ("Open with Bulkpay") with its bytes, once; null when none is waiting.',
  ),
};

export const appEvents = {
  /** A short message main wants the user to see (e.g. a background task failed). */
  'app:notice': z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  /** The OS asked Bulkpay to open a payment file: the import screen claims it with `app:takeOpenFile`. */
  'app:openFile': z.object({ name: z.string() }),
};
