import type { AppError } from '../../src-shared/result';
import type { InboxRecord } from './inbox-store';

/**
 * The text of `rejected/<name>.why.txt`: why Bulkpay did not take the file and what to do, for the
 * person who looks into the folder (often the ERP's administrator, so in plain English, the
 * language of the ERP's own logs; the window shows the same reason in the user's language).
 */
export function whyReport(
  name: string,
  at: Date,
  about: { reason: Pick<AppError, 'code' | 'message'> } | { duplicateOf: InboxRecord },
): string {
  const lines = [`Bulkpay did not take ${name} from the ERP inbox (${at.toISOString()}).`, ''];
  if ('duplicateOf' in about) {
    const earlier = about.duplicateOf;
    lines.push(
      `Why: the same file (the same content) was already picked up on ${earlier.receivedAt} as ${earlier.name}; Bulkpay takes each file once, so nothing is paid twice.`,
      '',
      'What to do: nothing, if the ERP sent it again by mistake. To pay these payments again, import the file in the Bulkpay window yourself.',
    );
  } else {
    lines.push(
      `Why: ${about.reason.message}`,
      '',
      'What to do: correct the payments in the ERP and export them into the inbox again. This file stays here for reference and is not read again.',
    );
  }
  return `${lines.join('\n')}\n`;
}
