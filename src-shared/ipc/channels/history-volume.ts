// History at volume (issue 14): exports written by main straight to a file the user picks.
import { z } from 'zod';
import { defineChannel } from '../define';
import { exportFormatSchema, paymentSearchSchema } from './history';

/** What to export: one bulk, or every payment a search finds (in its order). */
const exportRequest = z
  .object({
    format: exportFormatSchema,
    bulkId: z.string().max(64).optional(),
    search: paymentSearchSchema.omit({ after: true, limit: true }).optional(),
  })
  .strict();

export const historyVolumeChannels = {
  'history:exportToFile': defineChannel(
    exportRequest,
    z.object({
      /** False when the user closed the save dialog without choosing a file. */
      saved: z.boolean(),
      /** The chosen file's name (not its folder: paths stay in main). */
      fileName: z.string().nullable(),
      rowCount: z.number().int(),
    }),
    "Asks where to save, then writes a bulk's or a search's payments there as CSV or JSON, row by row, whatever their number.",
  ),
  'history:exportDownload': defineChannel(
    exportRequest,
    z.object({ fileName: z.string(), mimeType: z.string(), content: z.string(), rowCount: z.number().int() }),
    "A bulk's or a search's payments as a CSV or JSON file for the page to download (browser mode has no save dialog), audited as an export.",
  ),
};
