import { create } from 'zustand';
import type { BulkSummary } from '../../../src-shared/ipc/channels/history';
import type { BulkpayApi } from '../../../src-shared/ipc/contract';
import { useTeam } from '../team/team-store';
import { askNoticePermission, noticePermission, showDesktopNotice } from './desktop-notices';
import { bulkNotice, noticesToClaim, releaseNotices, type Notice } from './notice-decisions';
import { noticeText } from './notice-texts';

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

/** Shows the candidates not shown before (the core remembers), if the user switched notifications on and the browser allows them. */
export async function offerNotices(candidates: Notice[], now = Date.now()): Promise<void> {
  const asked = noticesToClaim(candidates, {
    enabled: useNotifications.getState().enabled,
    permission: noticePermission(),
    now,
  });
  if (asked.length === 0 || !api) return;
  const claimed = await api.app.claimNotices({ notices: asked.map(({ key, until }) => ({ key, until })) });
  if (!claimed.ok) return;
  const keys = new Set(claimed.value.keys);
  for (const { notice, key } of asked) {
    if (!keys.has(key)) continue;
    keys.delete(key);
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
    if (notice) void offerNotices([notice]);
  };
  void bridge.bulks.open({}).then((open) => open.ok && open.value.bulks.forEach(look));
  bridge.on('bulks:updated', ({ bulk }) => look(bulk));
  setInterval(() => [...waiting.values()].forEach(look), APPROVAL_CHECK_MS);
  useTeam.subscribe((s, before) => {
    const status = s.view?.status;
    if (s.runs === before.runs || !status) return;
    void offerNotices(releaseNotices(s.runs, status));
  });
}
