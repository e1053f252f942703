import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  datePattern,
  formatDateInput,
  localToday,
  monthName,
  parseDateInput,
  readDateInput,
} from '../../src-shared/i18n/date-input';
import { useLocale } from '../i18n/locale';
import { useT } from '../i18n/useT';
import { FieldNotes } from './Field';
import './date-field.css';

export interface DateFieldProps {
  label: string;
  /** ISO `YYYY-MM-DD`, or '' for none: what the store keeps. */
  value: string;
  /** Called with ISO `YYYY-MM-DD` (or '') once the text is a day between `min` and `max`. */
  onChange(iso: string): void;
  min?: string | undefined;
  max?: string | undefined;
  /** A problem found elsewhere (the payment rules), shown under the field. */
  error?: string | undefined;
  /**
   * Told the field's own problem (text that is not a day, or outside min/max) each time it changes,
   * undefined once the text is a good date again. While there is one, `value` is the last good date,
   * not what is on screen: the owner must not run anything with it (pass the problem back as
   * `error` to show it at once, e.g. when Send is pressed).
   */
  onProblem?: ((problem: string | undefined) => void) | undefined;
  hint?: string | undefined;
  /** The container's class: `field` (a form's field) by default. */
  className?: string;
}

type Translate = ReturnType<typeof useT>['t'];

/** The typed text checked: the ISO day it means, or the problem to say (naming the field by `label`). */
function checkDateText(
  typed: string,
  {
    locale,
    label,
    min,
    max,
    pattern,
    t,
  }: { locale: string; label: string; min?: string; max?: string; pattern: string; t: Translate },
): { iso?: string; problem?: string } {
  const shown = (iso: string) => formatDateInput(iso, locale);
  const read = readDateInput(typed, locale);
  // In a date's form but no such day (31.11.): say so, not "enter the date as …".
  if ('problem' in read && read.problem === 'date_no_such_day')
    return {
      problem: t('volCli.date.noSuchDay', {
        label,
        text: typed.trim(),
        month: monthName(read.month, locale),
        days: read.days,
      }),
    };
  if ('problem' in read && read.problem === 'date_no_such_month')
    return { problem: t('volCli.date.noSuchMonth', { label, text: typed.trim(), month: read.month }) };
  if ('problem' in read)
    return { problem: t('edges.date.invalid', { label, pattern, example: shown(min ?? localToday()) }) };
  const { iso } = read;
  if (iso && min && iso < min) return { problem: t('edges.date.tooEarly', { label, min: shown(min) }) };
  if (iso && max && iso > max) return { problem: t('edges.date.tooLate', { label, max: shown(max) }) };
  return { iso };
}

/**
 * The field's text and its own problem: the text follows a value set from outside (or a new
 * locale); the owner is told the problem each time it changes (`tell`), and none while unmounted.
 */
function useDateText(value: string, locale: string, error: string | undefined, onProblem: DateFieldProps['onProblem']) {
  const text = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => formatDateInput(value, locale));
  const [problem, setProblem] = useState<string>();
  const typed = useRef(draft);
  typed.current = draft;
  const told = useRef<string | undefined>(undefined);
  const tell = (p: string | undefined) => {
    if (told.current !== p) onProblem?.(p);
    told.current = p;
  };
  const owner = useRef(onProblem);
  owner.current = onProblem;
  // Mounted, the field shows a good date (or none): its owner may have kept a problem from when it
  // was last on screen. Gone, it has none: a stale one would refuse actions for a field not shown.
  useEffect(() => {
    owner.current?.(undefined);
    told.current = undefined;
    return () => owner.current?.(undefined);
  }, []);
  // Its own problem shown because an action was refused (Next, Send, a filter): brought into view
  // and focused, as the button pressed may be far from the field.
  useEffect(() => {
    if (error && error === told.current) text.current?.focus();
  }, [error]);
  // A value set from outside (a cleared form, the calendar) or a new locale: shown the locale's way;
  // what the person is typing stays as typed while it means the same day.
  useEffect(() => {
    if (parseDateInput(typed.current, locale) === value) return;
    setDraft(formatDateInput(value, locale));
    setProblem(undefined);
    text.current?.setCustomValidity('');
    tell(undefined);
    // Only a new value or locale replaces the text (not a new `onProblem` or a typed character).
  }, [value, locale]);
  return { text, draft, setDraft, problem, setProblem, tell };
}

/** The calendar button's picture. */
function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" />
    </svg>
  );
}

/** The button that opens the calendar (Alt+↓ from the field does too). */
function CalendarButton({ label, onClick }: { label: string; onClick(): void }) {
  const { t } = useT();
  return (
    <button
      type="button"
      className="date-field-calendar"
      aria-label={t('edges.date.calendar', { label })}
      title={t('edges.date.calendar', { label })}
      onClick={onClick}
    >
      <CalendarIcon />
    </button>
  );
}

/** The browser's calendar, opened by the button; the text field is what is read. */
function CalendarPicker({
  pickerRef,
  value,
  min,
  max,
  onPick,
}: {
  pickerRef: RefObject<HTMLInputElement | null>;
  value: string;
  min: string | undefined;
  max: string | undefined;
  onPick(iso: string): void;
}) {
  return (
    <input
      ref={pickerRef}
      className="date-field-picker"
      type="date"
      tabIndex={-1}
      aria-hidden="true"
      value={value}
      min={min}
      max={max}
      onChange={(e) => onPick(e.target.value)}
    />
  );
}

/**
 * A date typed and shown in the app's language and locale (24.11.2026, 2026-11-24, 24/11/2026),
 * with the locale's pattern as placeholder and a calendar button (Alt+↓ from the field), the
 * value kept as ISO. The browser's own date input would follow the browser's UI language.
 * Text that is not a day, or outside min/max, is said under the field when it is left, and holds
 * back its form (the input's validity), while the store keeps the last good date.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  onProblem,
  className = 'field',
}: DateFieldProps) {
  const locale = useLocale((s) => s.locale);
  const { t } = useT();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const { text, draft, setDraft, problem, setProblem, tell } = useDateText(value, locale, error, onProblem);
  const pattern = datePattern(locale, {
    day: t('edges.date.day'),
    month: t('edges.date.month'),
    year: t('edges.date.year'),
  });
  const shown = (iso: string) => formatDateInput(iso, locale);
  const check = (typed: string) => checkDateText(typed, { locale, label, min, max, pattern, t });
  const type = (typed: string) => {
    setDraft(typed);
    const checked = check(typed);
    text.current?.setCustomValidity(checked.problem ?? '');
    tell(checked.problem);
    if (checked.problem) {
      if (problem) setProblem(checked.problem);
      return;
    }
    setProblem(undefined);
    if (checked.iso !== value) onChange(checked.iso!);
  };
  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      text.current?.focus(); // No picker here (or no user gesture): typing still works.
    }
  };
  const shownError = problem ?? error;
  const describedBy = [hint ? `${id}-hint` : '', shownError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${className} date-field${shownError ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <span className="date-field-row">
        <input
          ref={text}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          placeholder={pattern}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            const checked = check(draft);
            setProblem(checked.problem);
            if (!checked.problem) setDraft(shown(checked.iso!));
          }}
          onKeyDown={(e) => {
            if (e.altKey && e.key === 'ArrowDown') {
              e.preventDefault();
              openCalendar();
            }
          }}
        />
        <CalendarButton label={label} onClick={openCalendar} />
        {/* The browser's calendar, opened by the button; the text field above is what is read. */}
        <CalendarPicker
          pickerRef={picker}
          value={value}
          min={min}
          max={max}
          onPick={(iso) => {
            setProblem(undefined);
            text.current?.setCustomValidity('');
            tell(undefined);
            setDraft(shown(iso));
            onChange(iso);
            text.current?.focus();
          }}
        />
      </span>
      <FieldNotes id={id} hint={hint} error={shownError} />
    </div>
  );
}
