import { ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { BulkServices } from './bulk-services';

type BulksHandlers = Pick<HandlerMap, 'bulks:reviewResend' | 'bulks:resend' | 'bulks:open'>;

export function bulksHandlers(bulks: BulkServices): BulksHandlers {
  return {
    'bulks:reviewResend': ({ bulkId }) => bulks.submission.reviewResend(bulkId),
    'bulks:resend': ({ bulkId }) => bulks.submission.resend(bulkId),
    'bulks:open': async () => ok({ bulks: bulks.reader.openBulks().map((b) => bulks.reader.getBulk(b.id)!) }),
  };
}
