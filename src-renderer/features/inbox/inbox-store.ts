import { create } from 'zustand';
import type { InboxFile } from '../../../src-shared/ipc/channels/inbox';
import type { AppError } from '../../../src-shared/result';
import { bulkpay } from '../../bridge';
import { useRun } from '../run/run-store';

/** What a folder action tells the component: the folder now set ('' unchanged or off), or why not. */
export type InboxOutcome = { ok: true; folder: string } | { ok: false; error: AppError };

interface InboxState {
  /** The ERP inbox folder; undefined until loaded, null when off. */
  folder: string | null | undefined;
  /** This desktop works in a team; then `teamAccount` says whether good files go up for release. */
  teamMode: boolean;
  teamAccount: string | null;
  /** Files read and not opened, and files rejected and not dismissed, oldest first. */
  files: InboxFile[];
  /** Loads the inbox and follows its changes; returns the unsubscribe. */
  connect(): () => void;
  /** The OS folder dialog (main opens it and keeps the path). */
  choose(): Promise<InboxOutcome>;
  turnOff(): Promise<InboxOutcome>;
  /** Team mode: submit each good file for release from `account`, or offer it on Home (null). */
  setTeamSubmit(account: string | null): Promise<AppError | null>;
  /** Opens a file read from the inbox on the import screen, as if the user had chosen it. */
  open(sha256: string): Promise<AppError | null>;
  dismiss(sha256: string): Promise<void>;
}

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export const useInbox = create<InboxState>((set, get) => {
  const load = async () => {
    const result = await bulkpay.inbox.get({});
    if (result.ok) set(result.value);
  };
  return {
    folder: undefined,
    files: [],
    teamMode: false,
    teamAccount: null,
    connect() {
      void load();
      return bulkpay.on('inbox:changed', () => void load());
    },
    async choose() {
      const before = get().folder;
      const result = await bulkpay.inbox.choose({});
      if (!result.ok) return { ok: false, error: result.error };
      set(result.value);
      return { ok: true, folder: result.value.folder !== before ? (result.value.folder ?? '') : '' };
    },
    async turnOff() {
      const result = await bulkpay.inbox.turnOff({});
      if (!result.ok) return { ok: false, error: result.error };
      set(result.value);
      return { ok: true, folder: '' };
    },
    async setTeamSubmit(account) {
      const result = await bulkpay.inbox.setTeamSubmit({ account });
      if (!result.ok) return result.error;
      set(result.value);
      return null;
    },
    async open(sha256) {
      const result = await bulkpay.inbox.open({ sha256 });
      if (!result.ok) return result.error;
      set({ files: get().files.filter((f) => f.sha256 !== sha256) });
      const { name, base64 } = result.value;
      await useRun.getState().openFile(new File([fromBase64(base64)], name));
      return null;
    },
    async dismiss(sha256) {
      const result = await bulkpay.inbox.dismiss({ sha256 });
      if (result.ok) set(result.value);
    },
  };
});
