// The import table's rows on their way to main in chunks (importVolume:upload) under an upload id:
// a review and a send, solo or as a team run, name that id and never carry the rows themselves.
import type { AccountView } from '../../../src-shared/ipc/channels/accounts';
import type { SubmitInput } from '../../../src-shared/ipc/channels/bulks';
import { UPLOAD_CHUNK_ROWS } from '../../../src-shared/ipc/bounds';
import type { AppError } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { usePaymentImport } from '../payments/store';

type Rows = SubmitInput['rows'];
type Answer<T> = { ok: true; value: T } | { ok: false; error: AppError };
export type CheckContext = NonNullable<Parameters<typeof bulkpay.importVolume.upload>[0]['checkAs']>;

/** Rows on their way to main (or there) under an upload id, for the next review. */
interface Upload {
  rows: Rows;
  id: string;
  /** The account and decimal mark main checks the chunks with (`contextKey`). */
  context: string;
  /** Resolves once every chunk is in: undefined, or why not (`superseded` when newer rows started). */
  done: Promise<AppError | undefined>;
}

let upload: Upload | undefined;
/** Main's answers when it does not hold the upload (restarted, or evicted by newer rows). */
const UPLOAD_LOST = ['upload_unknown', 'upload_out_of_order'];

const contextKey = (c: CheckContext | undefined) =>
  c ? `${c.decimalStyle}|${c.defaultCurrency}|${c.payingAccountIban}` : '';

/**
 * The account and decimal mark the rows will be reviewed with: main checks each chunk with them as
 * it arrives (its own check; it checks again if the review's account turns out to be another).
 */
export function checkContext(accounts: readonly AccountView[], code: string): CheckContext | undefined {
  const account = accounts.find((a) => a.code === code);
  const decimalStyle = usePaymentImport.getState().file?.decimalStyle;
  if (!account || !decimalStyle) return undefined;
  return { decimalStyle, defaultCurrency: account.currency, payingAccountIban: account.iban };
}

/** The upload of exactly these rows: the one under way or done, or a new one (which stops an older one). */
export function uploadOf(rows: Rows, checkAs: CheckContext | undefined, anyContext = false): Upload {
  // At review an upload of the same rows serves whatever it was checked with (main checks again then).
  if (upload?.rows === rows && (anyContext || upload.context === contextKey(checkAs))) return upload;
  const id = crypto.randomUUID();
  const mine: Upload = { rows, id, context: contextKey(checkAs), done: Promise.resolve(undefined) };
  upload = mine;
  mine.done = (async () => {
    for (let start = 0; start < rows.length; start += UPLOAD_CHUNK_ROWS) {
      if (upload !== mine) return { code: 'superseded', message: 'Newer rows are being uploaded.' };
      const sent = await bulkpay.importVolume.upload({
        upload: id,
        start,
        total: rows.length,
        rows: rows.slice(start, start + UPLOAD_CHUNK_ROWS),
        ...(start === 0 && checkAs ? { checkAs } : {}),
      });
      if (!sent.ok) return sent.error;
    }
    return undefined;
  })();
  return mine;
}

/** Rows are on their way to main or there. */
export const hasUpload = (): boolean => upload !== undefined;

/** Another file (or none): main forgets every upload, 100,000 rows are not kept for nothing. */
export function discardUploads(): void {
  if (!upload) return;
  upload = undefined;
  void bulkpay.importVolume.discard({});
}

/**
 * Asks main for a review of `rows` by their upload id (`ask`), uploading them first unless they are
 * there already. When main no longer holds them (restarted, a failed chunk) they are sent again,
 * once, unless the review went `stale` meanwhile. Answers the review and the upload id it was of.
 */
export async function reviewUploaded<T>(
  rows: Rows,
  checkAs: CheckContext | undefined,
  ask: (upload: string) => Promise<Answer<T>>,
  stale: () => boolean = () => false,
): Promise<{ review: Answer<T>; upload: string }> {
  const reviewOf = async (uploaded: Upload): Promise<Answer<T>> => {
    const failed = await uploaded.done;
    return failed ? { ok: false, error: failed } : ask(uploaded.id);
  };
  let uploaded = uploadOf(rows, checkAs, true);
  let review = await reviewOf(uploaded);
  if (!review.ok && UPLOAD_LOST.includes(review.error.code) && !stale()) {
    if (upload === uploaded) upload = undefined;
    uploaded = uploadOf(rows, checkAs);
    review = await reviewOf(uploaded);
  }
  return { review, upload: uploaded.id };
}
