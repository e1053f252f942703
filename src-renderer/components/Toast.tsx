import { create } from 'zustand';
import { errorText, type CodedMessage, type Language } from '../../src-shared/i18n/words';
import { tr, useLocale } from '../i18n/locale';

/** A catalog key with its parameters; a parameter may itself be a key, worded in the same language. */
export interface ToastKey {
  key: string;
  params?: Record<string, string | number | ToastKey>;
}

/**
 * What a toast says, kept as codes and parameters so it is worded when shown: a toast on screen
 * follows a change of language. A plain string is for words that have no key (a file name); a
 * list is its parts, one after another.
 */
export type ToastText = string | ToastKey | CodedMessage | ToastText[];

/** The words of a toast in the current language (an error worded as `errorText` words it everywhere). */
export function toastWords(
  text: ToastText,
  t: typeof tr = tr,
  language: Language = useLocale.getState().language,
): string {
  if (typeof text === 'string') return text;
  if (Array.isArray(text)) return text.map((part) => toastWords(part, t, language)).join(' ');
  if ('key' in text) {
    const params = Object.fromEntries(
      Object.entries(text.params ?? {}).map(([k, v]) => [k, typeof v === 'object' ? toastWords(v, t, language) : v]),
    );
    return t(text.key, params);
  }
  return errorText(t, language, text);
}

export interface Toast {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'error';
  message: ToastText;
  /** What the toast is about: a newer toast on the same topic replaces it (the message itself when none). */
  topic: string;
}

interface ToastState {
  toasts: Toast[];
  /** `topic` ties a toast to what it reports on, so a success replaces the error it resolves. */
  show(tone: Toast['tone'], message: ToastText, topic?: string): void;
  dismiss(id: number): void;
}

/** How many toasts are on screen at most: older ones make room, errors last. */
export const MAX_TOASTS = 3;

/** How long each kind stays (ms). Errors longer, but they too expire: one that needs action stays next to its field. */
export const TOAST_LIFETIME_MS: Record<Toast['tone'], number> = {
  info: 5000,
  success: 5000,
  warning: 8000,
  error: 12000,
};

/**
 * The toasts after `toast` arrives: it replaces any on the same topic (so the same message never
 * stacks and a success replaces its error), and the oldest make room past MAX_TOASTS, errors last.
 */
export function placeToast(toasts: Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const next = [...toasts.filter((t) => t.topic !== toast.topic), toast];
  while (next.length > max) {
    const oldestNonError = next.findIndex((t) => t.tone !== 'error' && t !== toast);
    next.splice(oldestNonError >= 0 ? oldestNonError : 0, 1);
  }
  return next;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show: (tone, message, topic = toastWords(message)) => {
    const id = nextId++;
    set((s) => ({ toasts: placeToast(s.toasts, { id, tone, message, topic }) }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_LIFETIME_MS[tone]);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function ToastHost() {
  const { toasts, dismiss } = useToasts();
  // Worded here, on every render: a change of language re-words the toasts already on screen.
  const t = useLocale((s) => s.i18n.t);
  const language = useLocale((s) => s.language);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toastWords(toast.message, t, language)}</span>
          <button type="button" aria-label={t('nav.dismiss')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
