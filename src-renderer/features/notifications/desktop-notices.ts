import type { NoticePermission } from './notice-decisions';

/**
 * The one port that shows a notification: the web Notification API, which both browser mode and
 * Electron's renderer have (main's permission handler allows 'notifications' and nothing else).
 */
export function showDesktopNotice(title: string, body: string): void {
  if (typeof Notification === 'undefined') return;
  new Notification(title, { body });
}

/** The browser's (or Electron's) answer so far; 'unsupported' where there is no Notification API. */
export function noticePermission(): NoticePermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for the permission (the browser shows its own question once); answers what the user chose. */
export async function askNoticePermission(): Promise<NoticePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}
