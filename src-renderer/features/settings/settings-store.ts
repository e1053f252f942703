import { create } from 'zustand';
import type { ProfileView } from '../../../src-shared/profiles';
import type { AppError, Result } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { useToasts, type ToastText } from '../../components/Toast';

interface DemoState {
  removed: boolean;
  problem: string | null;
  psuEmail: string | null;
}

interface SettingsState {
  profiles: ProfileView[];
  demo: DemoState;
  selectedId: string | null;
  loading: boolean;
  loadError: string | null;
  load(): Promise<void>;
  select(id: string | null): void;
}

/** Bank profiles as main reports them (metadata only); reloaded after every change. */
export const useSettings = create<SettingsState>((set, get) => ({
  profiles: [],
  demo: { removed: false, problem: null, psuEmail: null },
  selectedId: null,
  loading: false,
  loadError: null,
  async load() {
    set({ loading: true });
    const result = await bulkpay.profiles.list({});
    if (!result.ok) {
      set({ loading: false, loadError: result.error.message });
      return;
    }
    const { profiles, demo } = result.value;
    const selected = get().selectedId;
    const keep = profiles.some((p) => p.id === selected);
    set({
      loading: false,
      loadError: null,
      profiles,
      demo,
      selectedId: keep ? selected : (profiles.find((p) => p.active)?.id ?? profiles[0]?.id ?? null),
    });
  },
  select: (id) => set({ selectedId: id }),
}));

export const selectedProfile = (s: SettingsState) => s.profiles.find((p) => p.id === s.selectedId) ?? null;

const SETTINGS_ACTION = 'settings-action';

/**
 * Runs a call to main: on success shows `done` (when given) and reloads the profiles; on failure
 * shows the error message, which main words for the user. Returns the result for the caller's form.
 */
export async function runAction<T>(call: Promise<Result<T>>, done?: ToastText): Promise<Result<T>> {
  const result = await call;
  const toasts = useToasts.getState();
  // One topic for Settings' actions: the outcome of the latest one replaces the previous one's.
  if (result.ok) {
    if (done) toasts.show('success', done, SETTINGS_ACTION);
    await useSettings.getState().load();
  } else if (!handledInPlace(result.error)) {
    toasts.show('error', result.error, SETTINGS_ACTION);
  }
  return result;
}

/**
 * Errors the screen shows where they happened instead of in a toast: field errors next to their
 * fields, an ended onboarding login as the password prompt, and a bank address change as its
 * confirmation (AddressConfirm).
 */
export function handledInPlace(error: AppError): boolean {
  return (
    error.code === 'invalid_request' ||
    error.code === 'onboarding_login_required' ||
    error.code === 'address_change_needs_confirmation'
  );
}

/** Field messages from an `invalid_request` answer, keyed by the field name. */
export function fieldErrors(result: Result<unknown> | null): Record<string, string> {
  if (!result || result.ok || result.error.code !== 'invalid_request' || !Array.isArray(result.error.details))
    return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.details as { path?: (string | number)[]; message?: string }[]) {
    const field = String(issue.path?.[0] ?? '');
    if (issue.message && !out[field]) out[field] = issue.message;
  }
  return out;
}
