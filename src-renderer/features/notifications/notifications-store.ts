import { create } from 'zustand';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { BulkpayApi } from '../../../src-shared/ipc/contract';
import { useTeam } from '../team/team-store';
import { askNoticePermission, noticePermission, showDesktopNotice } from './desktop-notices';
import { bulkNotice, decideNotices, releaseNotices, type Notice, type ShownNotices } from './notice-decisions';
import { noticeText } from './notice-texts';

/** The notices already shown, kept in the window's storage so a reload does not show them again. */
const SHOWN_KEY = 'bulkpay.notices.shown';
/** How often the bulks waiting for approval are looked at again (the ten-minute mark passes without an event). */
const APPROVAL_CHECK_MS = 20_000;

interface NotificationsState {
  /** The Settings switch, kept in the core's preferences; off until the user switches it on. */
  enabled: boolean;
  /** Switching on asked the browser and it refused (or has no notifications). */
  refused: 'denied' | 'unsupported' | undefined;
  busy: boolean;
  setEnabled(on: boolean): Promise<void>;
}

function readShown(): ShownNotices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SHOWN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ShownNotices) : {};
  } catch {
    return {};
  }
}

function writeShown(shown: ShownNotices): void {
  try {
    localStorage.setItem(SHOWN_KEY, JSON.stringify(shown));
  } catch {
    // Storage refused (private mode): notices may repeat after a reload, nothing worse.
  }
}

let api: Pick<BulkpayApi, 'app'> | undefined;

export const useNotifications = create<NotificationsState>((set) => ({
  enabled: false,
  refused: undefined,
  busy: false,
  async setEnabled(on) {
    set({ busy: true, refused: undefined });
    const permission = on ? await askNoticePermission() : noticePermission();
    const enabled = on && permission === 'granted';
    set({
      enabled,
      busy: false,
      refused: on && permission !== 'granted' && permission !== 'default' ? permission : undefined,
    });
    await api?.app.setPreferences({ notifications: enabled });
  },
}));

/** Shows the candidates not shown before, if the user switched notifications on and the browser allows them. */
export function offerNotices(candidates: Notice[], now = Date.now()): void {
  if (candidates.length === 0) return;
  const { show, shown } = decideNotices(candidates, {
    enabled: useNotifications.getState().enabled,
    permission: noticePermission(),
    shown: readShown(),
    now,
  });
  writeShown(shown);
  for (const notice of show) {
    const { title, body } = noticeText(notice);
    showDesktopNotice(title, body);
  }
}

/**
 * Follows what is worth a notification: bulks as main pushes them (`bulks:updated`), the bulks
 * waiting for approval as their hour runs out, and the team's runs as colleagues change them.
 */
export function followNotices(bridge: Pick<BulkpayApi, 'app' | 'bulks' | 'on'>): void {
  api = bridge;
  void bridge.app.preferences({}).then((kept) => {
    if (kept.ok) useNotifications.setState({ enabled: kept.value.notifications });
  });
  const waiting = new Map<string, BulkSummary>();
  const look = (bulk: BulkSummary) => {
    if (bulk.state === 'pending_approval') waiting.set(bulk.id, bulk);
    else waiting.delete(bulk.id);
    const notice = bulkNotice(bulk, Date.now());
    if (notice) offerNotices([notice]);
  };
  void bridge.bulks.open({}).then((open) => open.ok && open.value.bulks.forEach(look));
  bridge.on('bulks:updated', ({ bulk }) => look(bulk));
  setInterval(() => [...waiting.values()].forEach(look), APPROVAL_CHECK_MS);
  useTeam.subscribe((s, before) => {
    const status = s.view?.status;
    if (s.runs === before.runs || !status) return;
    offerNotices(releaseNotices(s.runs, status));
  });
}
