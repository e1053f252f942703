import { create } from 'zustand';
import { tr } from '../i18n/locale';

export interface Toast {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'error';
  message: string;
  /** What the toast is about: a newer toast on the same topic replaces it (the message itself when none). */
  topic: string;
}

interface ToastState {
  toasts: Toast[];
  /** `topic` ties a toast to what it reports on, so a success replaces the error it resolves. */
  show(tone: Toast['tone'], message: string, topic?: string): void;
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
  show: (tone, message, topic = message) => {
    const id = nextId++;
    set((s) => ({ toasts: placeToast(s.toasts, { id, tone, message, topic }) }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_LIFETIME_MS[tone]);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function ToastHost() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" aria-label={tr('nav.dismiss')} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
