import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { FIELD_LABELS } from '../../../src-shared/payments/fields';
import { usePaymentImport } from './store';

/** Every problem of the file, errors first, each naming its line and field; click to show the row. */
export function ProblemList({ onSelect }: { onSelect(row: number): void }) {
  const issues = usePaymentImport((s) => s.result?.issues ?? []);
  const ordered = [...issues.filter((i) => i.severity === 'error'), ...issues.filter((i) => i.severity === 'warning')];
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 8,
  });
  if (ordered.length === 0) return <p className="problems-none">No problems found.</p>;
  return (
    <div className="problem-list" ref={scroller} role="list" aria-label="Problems in the file">
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
                  {issue.line > 0 ? `Line ${issue.line}` : 'File'}
                  {issue.field !== 'file' && ` · ${FIELD_LABELS[issue.field]}`}
                </span>
                <span className="problem-message">{issue.message}</span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
