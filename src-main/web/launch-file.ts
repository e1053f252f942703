import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How long the launch file waits for the browser before it is deleted anyway (a cold browser start is slow). */
export const LAUNCH_FILE_LIFETIME_MS = 120_000;

export interface LaunchFile {
  /** The file:// address the opener gets: it names a file, never the token. */
  fileUrl: string;
  path: string;
  /** Deletes the file and its folder; safe to call more than once. */
  remove(): void;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A one-time page that forwards the browser to the address with the run's token, so the token is
 * never on a command line (xdg-open, open and start show their arguments to every user in `ps`),
 * as Jupyter's redirect file does. The folder is private (mkdtemp: 0700), the file 0600.
 */
export function writeLaunchFile(launchUrl: string, parent = tmpdir()): LaunchFile {
  const dir = mkdtempSync(join(parent, 'bulkpay-open-'));
  const path = join(dir, 'open-bulkpay.html');
  const target = escapeHtml(launchUrl);
  writeFileSync(
    path,
    '<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">' +
      `<meta http-equiv="refresh" content="0;url=${target}"><title>Opening Bulkpay…</title>` +
      `<p>Opening Bulkpay… If nothing happens, <a href="${target}">open Bulkpay</a>.</p>\n`,
    { mode: 0o600, flag: 'wx' },
  );
  return { fileUrl: pathToFileURL(path).href, path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
