import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { usePaymentImport } from './store';
import { useT } from '../../i18n/useT';

/** Every problem of the file, errors first, each naming its line and field; click to show the row. */
export function ProblemList({ onSelect }: { onSelect(row: number): void }) {
  const issues = usePaymentImport((s) => s.result?.issues ?? []);
  const ordered = [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')];
  const scroller = useRef<HTMLDivElement>(null);
  const { t, message } = useT();
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 8,
  });
  if (ordered.length === 0) return <p className="problems-none">{t('payments.noProblems')}</p>;
  return (
    <div className="problem-list" ref={scroller} role="list" aria-label={t('payments.problemsInFile')}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const issue = ordered[item.index]!;
          return (
            <div
              key={item.key}
              role="listitem"
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={`problem problem-${issue.severity}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <button type="button" disabled={issue.row < 0} onClick={() => onSelect(issue.row)}>
                <span className="problem-where">
                  {issue.line > 0 ? t('payments.line', { line: issue.line }) : t('payments.file')}
                  {issue.field !== 'file' && ` · ${t(`field.${issue.field}`)}`}
                </span>
                <span className="problem-message">{message(issue)}</span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
