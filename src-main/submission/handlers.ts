import { ok } from '../../src-shared/result';
import type { HandlerMap } from '../ipc/dispatch';
import type { BulkServices } from './bulk-services';

type BulksHandlers = Pick<
  HandlerMap,
  'bulks:review' | 'bulks:submit' | 'bulks:reviewResend' | 'bulks:resend' | 'bulks:open'
>;

export function bulksHandlers(bulks: BulkServices): BulksHandlers {
  return {
    'bulks:review': (input) => bulks.submission.review(input),
    'bulks:submit': ({ warningsChecked, planHash, confirmed, ...input }) =>
      bulks.submission.submit(input, { warningsChecked, planHash, confirmed }),
    'bulks:reviewResend': ({ bulkId }) => bulks.submission.reviewResend(bulkId),
    'bulks:resend': ({ bulkId }) => bulks.submission.resend(bulkId),
    'bulks:open': async () => ok({ bulks: bulks.reader.openBulks().map((b) => bulks.reader.getBulk(b.id)!) }),
  };
}
