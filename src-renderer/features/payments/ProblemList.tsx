import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  actionFor,
  exactDuplicateRows,
  ignoreColumnEdits,
  transliterateEdits,
} from '../../../src-shared/import/group-actions';
import { characterGroupParams, type ProblemGroup } from '../../../src-shared/import/problems';
import type { Spelling } from '../../../src-shared/payments/charset';
import type { PaymentField } from '../../../src-shared/payments/fields';
import type { ValidationIssue, ValidationResult } from '../../../src-shared/payments/types';
import { useT } from '../../i18n/useT';
import { issuesOfProblem, problemsOf, usePaymentImport } from './store';
import { useUndo } from './undo-store';
import { useGridFocusRequest } from './use-grid-keyboard';

/** Rows listed per open group at first; more on request. */
const ROWS_SHOWN = 100;
/** A group this small (or the only one) opens by itself: its rows are the quickest way to the fix. */
const OPEN_UP_TO = 5;

const groupKey = (g: Pick<ProblemGroup, 'severity' | 'code' | 'field'>) => `${g.severity}|${g.code}|${g.field}`;

/**
 * The index in the table now of an issue's row, by its line: the list is drawn after the table,
 * so a click between a removal and that drawing holds the row's old index. -1 when it is gone.
 */
function rowNow(issue: Pick<ValidationIssue, 'row' | 'line'>): number {
  const rows = usePaymentImport.getState().rows;
  if (rows[issue.row]?.line === issue.line) return issue.row;
  return rows.findIndex((r) => r.line === issue.line);
}

/**
 * The file's problems by kind, errors first: "Due date: 16 rows — bulk payments are executed at
 * once", with one action for the whole group where one is safe (ignore the column, transliterate,
 * remove exact duplicates; each undoable), and the group's rows: a click focuses the cell.
 */
export function ProblemList({ onSelect }: { onSelect(row: number): void }) {
  // Drawn after the table and the summary, in a render React can pause (the groups' words and
  // rows at 100,000 rows would otherwise lengthen the task that shows an edit or the first rows).
  const result = useDeferredValue(usePaymentImport((s) => s.result));
  const groups = useMemo(() => (result ? problemsOf(result) : []), [result]);
  const { t } = useT();
  const list = useRef<HTMLUListElement>(null);
  // After a group action its card may be gone: the keyboard goes on at the next group, or at Undo.
  const focusAfterAction = useRef<number>(undefined);
  useLayoutEffect(() => {
    const at = focusAfterAction.current;
    if (at === undefined) return;
    focusAfterAction.current = undefined;
    const toggles = list.current?.querySelectorAll<HTMLElement>('.pg-toggle');
    const next = toggles?.length ? toggles[Math.min(at, toggles.length - 1)] : undefined;
    (next ?? document.querySelector<HTMLElement>('.undo-notice button'))?.focus();
  }, [groups]);
  if (groups.length === 0) return <p className="problems-none">{t('payments.noProblems')}</p>;
  return (
    <ul className="problem-groups" aria-label={t('payments.problemsInFile')} ref={list}>
      {groups.map((group, i) => (
        <ProblemGroupItem
          key={groupKey(group)}
          result={result!}
          group={group}
          onlyGroup={groups.length === 1}
          onSelect={onSelect}
          onActed={() => (focusAfterAction.current = i)}
        />
      ))}
    </ul>
  );
}

function ProblemGroupItem({
  result,
  group,
  onlyGroup,
  onSelect,
  onActed,
}: {
  /** The check the group is of (the list's, drawn after the table). */
  result: ValidationResult;
  group: ProblemGroup;
  onlyGroup: boolean;
  onSelect(row: number): void;
  onActed(): void;
}) {
  const { t, message } = useT();
  // A group with an action is fixed by it: its rows stay folded unless asked for.
  const [open, setOpen] = useState(!actionFor(group) && (onlyGroup || group.count <= OPEN_UP_TO));
  const [shown, setShown] = useState(ROWS_SHOWN);
  // From the result's rows of this kind, not its `issues` (built when read: every issue of the file).
  const members = useMemo(() => (open ? issuesOfProblem(result, group) : []), [open, result, group]);
  const focusCell = useGridFocusRequest((s) => s.focusCell);
  const field = group.field === 'file' ? t('payments.file') : t(`field.${group.field}`);
  const kind = t(`fix.kind.${group.code}`, { defaultValue: field });
  const explain = t(`fix.explain.${group.code}_${group.field}`, {
    defaultValue: t(`fix.explain.${group.code}`, { defaultValue: '' }),
  });
  const listId = `problem-rows-${groupKey(group).replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li className={`problem-group pg-${group.severity}`} data-testid="problem-group" data-code={group.code}>
      <button
        type="button"
        className="pg-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="pg-title">{groupTitle(group, kind, field, t)}</span>
        {explain && <span className="pg-explain"> — {explain}</span>}
      </button>
      <GroupAction result={result} group={group} field={field} onActed={onActed} />
      {open && (
        <ul id={listId} className="pg-rows" aria-label={t('fix.groupTitle', { kind, count: group.count })}>
          {members.slice(0, shown).map((issue) => (
            <li key={`${issue.row}|${issue.line}|${issue.field}`} className={`problem problem-${issue.severity}`}>
              <button
                type="button"
                disabled={issue.row < 0}
                onClick={() => {
                  const row = rowNow(issue);
                  if (row < 0) return;
                  onSelect(row);
                  focusCell(row, issue.field);
                }}
              >
                <span className="problem-where">
                  {issue.line > 0 ? t('payments.line', { line: issue.line }) : t('payments.file')}
                  {issue.field !== 'file' && ` · ${t(`field.${issue.field}`)}`}
                </span>
                <span className="problem-message">{message(issue)}</span>
              </button>
            </li>
          ))}
          {members.length > shown && (
            <li className="pg-more">
              <button type="button" onClick={() => setShown(shown + ROWS_SHOWN)}>
                {t('fix.showMore', { count: Math.min(ROWS_SHOWN, members.length - shown) })}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * A group's title: characters the bank does not take as one sentence naming them and their first
 * lines ("12 rows have characters this bank does not take in “Payee name”: “ä”, “ö” (lines 3, 7, …)");
 * any other kind as "Kind: N rows".
 */
function groupTitle(group: ProblemGroup, kind: string, field: string, t: ReturnType<typeof useT>['t']): string {
  if (group.code === 'non_sepa_characters' && group.first.some((i) => i.params?.characterList))
    return t('fix.charactersGroup', { ...characterGroupParams(group), field });
  return t('fix.groupTitle', { kind, count: group.count });
}

interface GroupActionProps {
  result: ValidationResult;
  group: ProblemGroup;
  field: string;
  onActed(): void;
}

/** "Ignore the Due date column": the column emptied on every row. */
function IgnoreColumnAction({ group, field, onActed }: Omit<GroupActionProps, 'result'>) {
  const { t } = useT();
  // Until every row is in, an action would see only the rows taken so far (the progress line says why).
  const loading = usePaymentImport((s) => s.checking);
  const push = useUndo((s) => s.push);
  const store = usePaymentImport.getState;
  const column = group.field as PaymentField;
  return (
    <div className="pg-action">
      <button
        type="button"
        disabled={loading}
        onClick={() => {
          const { apply, undo } = ignoreColumnEdits(store().rows, column);
          onActed();
          store().editCells(apply, { action: 'ignore_column', field: column });
          push({ key: 'fix.ignoredColumn', params: { field, count: apply.length } }, () =>
            store().editCells(undo, { action: 'undo', field: column }),
          );
        }}
      >
        {t('fix.ignoreColumn', { field })}
      </button>
    </div>
  );
}

/** The first rows' names before and after the characters are replaced. */
function TransliterationPreview({ preview }: { preview: ReturnType<typeof transliterateEdits> }) {
  const { t } = useT();
  return (
    <table className="pg-preview">
      <caption className="visually-hidden">{t('fix.previewCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fix.before')}</th>
          <th scope="col">{t('fix.after')}</th>
        </tr>
      </thead>
      <tbody>
        {preview.apply.map((edit, i) => (
          <tr key={`${edit.row}|${edit.field}`}>
            <td>{preview.undo[i]!.value}</td>
            <td>{edit.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Characters the bank does not take, replaced on every row of the group (German spelling on request). */
function TransliterateAction({ group, onActed }: Pick<GroupActionProps, 'group' | 'onActed'>) {
  const { t } = useT();
  // German payees write their own names with ae/oe/ue: the user chooses, the preview follows
  const [spelling, setSpelling] = useState<Spelling>('plain');
  // The preview is of the group's first rows (its first issues); its members are listed when
  // clicked, so a 100,000-row file does not filter every issue at each update while it loads.
  const rows = useDeferredValue(usePaymentImport((s) => s.rows));
  const loading = usePaymentImport((s) => s.checking);
  const push = useUndo((s) => s.push);
  const characterSet = usePaymentImport((s) => s.characterSet);
  const preview = useMemo(
    () => transliterateEdits(rows, group.first.slice(0, 3), spelling, characterSet),
    [rows, group, spelling, characterSet],
  );
  const store = usePaymentImport.getState;
  return (
    <div className="pg-action">
      {preview.apply.length > 0 && <TransliterationPreview preview={preview} />}
      <label className="pg-spelling">
        <input
          type="checkbox"
          checked={spelling === 'german'}
          onChange={(e) => setSpelling(e.target.checked ? 'german' : 'plain')}
        />{' '}
        {t('fix.germanSpelling')}
      </label>
      <button
        type="button"
        disabled={loading}
        onClick={() => {
          const current = store().result;
          const all = current ? issuesOfProblem(current, group) : [];
          const { apply, undo } = transliterateEdits(store().rows, all, spelling, store().characterSet);
          onActed();
          store().editCells(apply, { action: 'transliterate' });
          push({ key: 'fix.transliterated', params: { count: apply.length } }, () =>
            store().editCells(undo, { action: 'undo' }),
          );
        }}
      >
        {t('fix.transliterate', { count: group.count })}
      </button>
    </div>
  );
}

/** Exact copies of a payment removed in one pass (every issue of the file is listed only for their count). */
function RemoveDuplicatesAction({ result, group, onActed }: Omit<GroupActionProps, 'field'>) {
  const { t } = useT();
  const rows = useDeferredValue(usePaymentImport((s) => s.rows));
  const loading = usePaymentImport((s) => s.checking);
  const push = useUndo((s) => s.push);
  const members = useMemo(() => issuesOfProblem(result, group), [result, group]);
  const duplicates = useMemo(() => exactDuplicateRows(rows, members), [rows, members]);
  if (duplicates.length === 0) return null;
  const store = usePaymentImport.getState;
  return (
    <div className="pg-action">
      <button
        type="button"
        disabled={loading}
        onClick={() => {
          // The rows and the check of now: the button is drawn after the table, maybe from before an edit.
          const { rows: current, result: checked, removeRows, restoreRow } = store();
          const now = checked ? issuesOfProblem(checked, group) : [];
          const removed = exactDuplicateRows(current, now).map((index) => ({ index, row: current[index]! }));
          if (removed.length === 0) return;
          // Removed in one pass; restored lowest first, each at its place.
          onActed();
          removeRows(
            removed.map((r) => r.index),
            { action: 'remove_copies' },
          );
          push({ key: 'fix.removedDuplicates', params: { count: removed.length } }, () => {
            for (const { index, row } of removed) restoreRow(index, row);
          });
        }}
      >
        {t('fix.removeDuplicates', { count: duplicates.length })}
      </button>
    </div>
  );
}

/** The one action a group offers, applied to all its rows at once and recorded for Undo. */
function GroupAction(props: GroupActionProps) {
  const action = actionFor(props.group);
  if (action === 'ignore_column') return <IgnoreColumnAction {...props} />;
  if (action === 'transliterate') return <TransliterateAction {...props} />;
  if (action === 'remove_duplicates') return <RemoveDuplicatesAction {...props} />;
  return null;
}
