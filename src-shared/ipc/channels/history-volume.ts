// History at volume (issue 14): exports written by main straight to a file the user picks.
import { z } from 'zod';
import { defineChannel } from '../define';
import { exportFormatSchema, paymentSearchSchema } from './history';

export const historyVolumeChannels = {
  'history:exportToFile': defineChannel(
    z
      .object({
        format: exportFormatSchema,
        bulkId: z.string().max(64).optional(),
        search: paymentSearchSchema.omit({ after: true, limit: true }).optional(),
      })
      .strict(),
    z.object({
      /** False when the user closed the save dialog without choosing a file. */
      saved: z.boolean(),
      /** The chosen file's name (not its folder: paths stay in main). */
      fileName: z.string().nullable(),
      rowCount: z.number().int(),
    }),
    "Asks where to save, then writes a bulk's or a search's payments there as CSV or JSON, row by row, whatever their number.",
  ),
  'history:exportBulk': defineChannel(
    z.object({ format: exportFormatSchema, bulkId: z.string().max(64) }).strict(),
    z.object({ fileName: z.string(), mimeType: z.string(), content: z.string(), rowCount: z.number().int() }),
    "One bulk's payments as a CSV or JSON file to download (a bulk is small), audited as an export.",
  ),
};
