import { NOTICE_REMEMBER_MS } from '../../../src-shared/ipc/bounds';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { ResponseOf } from '../../../src-shared/ipc/contract';

type TeamRunSummary = ResponseOf<'team:runs'>['runs'][number];
type AppRole = ResponseOf<'team:members'>['members'][number]['appRole'];

/**
 * When to show a desktop notification: pure, so it is tested without a window. Three events are
 * worth interrupting someone for: a team run waiting for their release, a phone approval with ten
 * minutes left, a bulk that ended partly paid. Each is shown once: the window claims it from the
 * core first (`app:claimNotices`), which remembers what was shown, so neither a reload nor a
 * restart of browser mode (a new address: new window storage) shows it again.
 */

/** What the window knows about showing notifications: the browser's (or Electron's) answer. */
export type NoticePermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** Money and counts only: what the screen shows anyway, never an account number. */
export type Notice =
  | { kind: 'releaseWaiting'; id: string; fileName: string; payments: number; totals: Record<string, string> }
  | { kind: 'approvalEnding'; id: string; deadline: string; payments: number; totals: Record<string, string> }
  | {
      kind: 'partlyPaid';
      id: string;
      paid: number;
      total: number;
      paidTotals: Record<string, string>;
      notPaidTotals: Record<string, string>;
    };

/** A phone approval is worth a notification once this little of its hour is left. */
export const APPROVAL_WARNING_MS = 10 * 60_000;
/** How long a shown run or outcome is remembered (the core keeps none longer). */
export const REMEMBER_MS = NOTICE_REMEMBER_MS;

/** One key per event: an approval's key holds its deadline, so a bulk sent again warns again. */
export function noticeKey(notice: Notice): string {
  return notice.kind === 'approvalEnding'
    ? `${notice.kind}:${notice.id}:${notice.deadline}`
    : `${notice.kind}:${notice.id}`;
}

/** A bulk's notice now: ten minutes or less left to approve it, or its outcome partly paid. */
export function bulkNotice(bulk: BulkSummary, now: number): Notice | undefined {
  if (bulk.state === 'pending_approval' && bulk.approvalDeadline) {
    const left = Date.parse(bulk.approvalDeadline) - now;
    if (left > 0 && left <= APPROVAL_WARNING_MS)
      return {
        kind: 'approvalEnding',
        id: bulk.id,
        deadline: bulk.approvalDeadline,
        payments: bulk.totalCount,
        totals: bulk.currencyTotals,
      };
  }
  if (bulk.state === 'approved' && bulk.processed && bulk.paidCount > 0 && bulk.paidCount < bulk.totalCount)
    return {
      kind: 'partlyPaid',
      id: bulk.id,
      paid: bulk.paidCount,
      total: bulk.totalCount,
      paidTotals: bulk.paidTotals ?? {},
      notPaidTotals: bulk.notPaidTotals ?? {},
    };
  return undefined;
}

/** The team runs waiting for this user's release: an approver or admin who neither prepared nor already approved it. */
export function releaseNotices(runs: TeamRunSummary[], me: { user: string; appRole: AppRole | null }): Notice[] {
  if (me.appRole !== 'approver' && me.appRole !== 'admin') return [];
  return runs
    .filter((r) => r.state === 'awaiting_release' && r.preparedBy !== me.user && r.firstApprovedBy !== me.user)
    .map((r) => ({
      kind: 'releaseWaiting',
      id: r.id,
      fileName: r.fileName,
      payments: r.paymentCount,
      totals: r.totals,
    }));
}

/** A notice the window may show, with its key and until when the core remembers it was shown. */
export interface NoticeToClaim {
  notice: Notice;
  key: string;
  until: number;
}

/**
 * Which of the candidate notices to claim from the core (which answers those not shown before):
 * none while the switch is off or the permission is not granted (and so none remembered then:
 * switching on later still warns of an approval running out). An approval is remembered until its
 * deadline, anything else for `REMEMBER_MS`.
 */
export function noticesToClaim(
  candidates: Notice[],
  context: { enabled: boolean; permission: NoticePermission; now: number },
): NoticeToClaim[] {
  if (!context.enabled || context.permission !== 'granted') return [];
  return candidates.map((notice) => ({
    notice,
    key: noticeKey(notice),
    until: notice.kind === 'approvalEnding' ? Date.parse(notice.deadline) : context.now + REMEMBER_MS,
  }));
}
