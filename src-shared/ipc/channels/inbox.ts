import { z } from 'zod';
import { defineChannel } from '../define';
import { builtAtFirstUse } from '../../built-at-first-use';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A file the ERP dropped into the inbox, as Home shows it. */
export const inboxFileSchema = builtAtFirstUse(() =>
  z.object({
    sha256: z.string(),
    name: z.string(),
    outcome: z.enum(['read', 'rejected']),
    payments: z.number().int(),
    /** Rows with an error (fixed in the Fix step). */
    errors: z.number().int(),
    /** Per currency, exact decimal strings. */
    totals: z.record(z.string(), z.string()),
    receivedAt: z.string(),
    /** Why a rejected file could not be read (`code` for the catalog, main's English `message`). */
    reason: z
      .object({
        code: z.string(),
        message: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      })
      .nullable(),
    /** Where the file is now (its `read/` or `rejected/` folder). */
    storedPath: z.string(),
  }),
);
export type InboxFile = z.output<typeof inboxFileSchema>;

const inboxState = builtAtFirstUse(() =>
  z.object({
    folder: z.string().nullable(),
    files: z.array(inboxFileSchema),
    /** This desktop works in a team: each good file may be submitted for release instead. */
    teamMode: z.boolean(),
    /** Team mode: the account good files are submitted for release from; null: offered on Home. */
    teamAccount: z.string().nullable(),
  }),
);

/** The ERP inbox (issue 26, item 11): payment files the ERP drops into a folder, offered as runs. */
export const inboxChannels = {
  'inbox:get': defineChannel(
    () => z.object({}).strict(),
    () => inboxState,
    'The ERP inbox folder (null when off) and the files Home offers: read and not opened, rejected and not dismissed.',
  ),
  'inbox:choose': defineChannel(
    () => z.object({}).strict(),
    () => inboxState,
    'Lets the user choose the ERP inbox folder in the OS folder dialog (the page never sends a path); cancelled: unchanged.',
  ),
  'inbox:turnOff': defineChannel(
    () => z.object({}).strict(),
    () => inboxState,
    'Turns the ERP inbox off (its files stay where they are).',
  ),
  'inbox:setTeamSubmit': defineChannel(
    () => z.object({ account: z.string().min(1).max(200).nullable() }).strict(),
    () => inboxState,
    'Team mode: submit each good file to the team for release, paid from `account` (null: offer it on Home instead).',
  ),
  'inbox:open': defineChannel(
    () => z.object({ sha256 }).strict(),
    () => z.object({ name: z.string(), base64: z.base64() }),
    'The bytes of a file read from the ERP inbox, to open it in the import screen as if the user had chosen it.',
  ),
  'inbox:dismiss': defineChannel(
    () => z.object({ sha256 }).strict(),
    () => inboxState,
    'Hides the notice of a file the inbox could not read (the file stays in the rejected folder).',
  ),
};

export const inboxEvents = {
  /** A file was picked up or moved aside, or one was opened: Home asks `inbox:get` again. */
  'inbox:changed': builtAtFirstUse(() => z.object({})),
};
