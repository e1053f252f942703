import { z } from 'zod';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

export { NOTICE_REMEMBER_MS } from '../bounds';

/** A payment file the OS asked Bulkpay to open. Main keeps its path; the renderer gets the name and bytes. */
const openedFileSchema = builtAtFirstUse(() => z.object({ name: z.string(), base64: z.base64() }));

/**
 * The user's preferences, kept by the core in the data folder, so both shells (and browser mode,
 * whose address changes at every start) show the same choices.
 */
export const preferencesSchema = builtAtFirstUse(() =>
  z.object({
    /** A language the app speaks, or `system` to follow the computer. */
    language: z.enum(['system', 'en', 'fi', 'sv', 'de']),
    /** CSV exports for a spreadsheet in the user's locale, or plain RFC 4180 for programs. */
    csvFormat: z.enum(['spreadsheet', 'machine']),
    /** Desktop notifications (a run waiting for your release, an approval running out, a bulk partly paid); off until switched on. */
    notifications: z.boolean(),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferenceField = keyof Preferences;

export const appChannels = {
  'app:preferences': defineChannel(
    () => z.object({}).strict(),
    /**
     * `saved`: the fields kept that this version reads; none until the user chose something. A field
     * not named (never chosen, or a value a newer version saved) leaves the window's own choice standing.
     */
    () => preferencesSchema.unwrap().extend({ saved: z.array(preferencesSchema.unwrap().keyof()) }),
    "The user's preferences (language, CSV format, notifications), the same in the app and in the browser.",
  ),
  'app:setPreferences': defineChannel(
    () => preferencesSchema.unwrap().partial().strict(),
    () => preferencesSchema,
    "Changes some of the user's preferences and answers all of them.",
  ),
  'app:claimNotices': defineChannel(
    () =>
      z
        .object({
          /** Each notice the window would show: its key and until when it is remembered (ms since the epoch). */
          notices: z.array(z.object({ key: z.string().min(1).max(200), until: z.number().int() }).strict()).max(500),
        })
        .strict(),
    () => z.object({ keys: z.array(z.string()) }),
    'Claims desktop notifications before they are shown: answers the keys not shown before and remembers them in the core, so a reload or restart never shows one twice.',
  ),
  'app:info': defineChannel(
    () => z.object({}).strict(),
    () =>
      z.object({
        name: z.string(),
        version: z.string(),
        dataDir: z.string(),
        platform: z.string(),
      }),
    'The app name, version, platform and the folder holding its data.',
  ),
  'app:revealDataFolder': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ path: z.string() }),
    'Shows the folder holding the database, logs and settings in Finder, Explorer or the file manager.',
  ),
  'app:takeOpenFile': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ file: openedFileSchema.nullable() }),
    'The payment file the OS asked Bulkpay to open ("Open with Bulkpay") with its bytes, once; null when none is waiting.',
  ),
};

export const appEvents = {
  /** A short message main wants the user to see (e.g. a background task failed). */
  'app:notice': builtAtFirstUse(() => z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() })),
  /** The OS asked Bulkpay to open a payment file: the import screen claims it with `app:takeOpenFile`. */
  'app:openFile': builtAtFirstUse(() => z.object({ name: z.string() })),
};
