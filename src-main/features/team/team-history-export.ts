import type { PaymentRow, PaymentSearch } from '../../../src-shared/ipc/channels/history';
import { err, type Result } from '../../../src-shared/result';
import type { TeamExportSource } from '../history/export-to-file';
import type { HistoryRepository } from '../../ports/history/history-repository';
import type { FallbackHistory } from '../history/history-fallback';

/** Rows per page the team history is read in for an export (keyset paging, as the desktop's own export). */
export const TEAM_EXPORT_PAGE = 1_000;

/** A search's payments from the team history, one page at a time, for an export or `bulkpay history --team --csv`. */
export async function* teamPaymentPages(
  repo: HistoryRepository,
  search: Omit<PaymentSearch, 'after' | 'limit'>,
  pageSize = TEAM_EXPORT_PAGE,
): AsyncGenerator<PaymentRow[]> {
  for (let after: string | undefined; ;) {
    const page = await repo.searchPayments({ ...search, limit: pageSize, ...(after ? { after } : {}) });
    if (page.rows.length) yield page.rows;
    if (!page.next) return;
    after = page.next;
  }
}

/**
 * What History's export reads in team mode: the team history, never this computer's (which holds
 * only what this desktop sent). When the team database cannot be reached the export is refused
 * rather than quietly written from this computer's history.
 */
export function teamExportSource(history: Pick<FallbackHistory, 'teamSide'>): TeamExportSource {
  return async () => {
    const source = await history.teamSide();
    if (source === null) return null;
    if (source === 'unreachable') return teamExportUnreachable();
    if ('ok' in source) return source as Result<never>;
    return {
      repo: source.repo,
      pages: (search) => teamPaymentPages(source.repo, search),
      // The team database records who exported (its user), whatever the desktop calls them.
      auditExport: (actor, objectType, objectId, detail) =>
        source.repo.auditExport(actor, objectType, objectId, detail),
      errorOf: (e) => {
        const error = source.errorOf(e);
        return !error.ok && error.error.code === 'team_unreachable' ? teamExportUnreachable() : error;
      },
    };
  };
}

const teamExportUnreachable = (): Result<never> =>
  err(
    'team_export_unreachable',
    "The team history cannot be exported now: the team database cannot be reached, and this computer's history is only part of it. Try again when the team database answers.",
  );
