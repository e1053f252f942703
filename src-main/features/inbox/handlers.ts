import { Buffer } from 'node:buffer';
import { err, ok } from '../../../src-shared/result';
import type { HandlerMap } from '../../platform/ipc/dispatch';
import type { DesktopShell } from '../../platform/shell/desktop';
import type { ErpInbox } from './erp-inbox';

type InboxHandlers = Pick<
  HandlerMap,
  'inbox:get' | 'inbox:choose' | 'inbox:turnOff' | 'inbox:setTeamSubmit' | 'inbox:open' | 'inbox:dismiss'
>;

export function inboxHandlers(inbox: ErpInbox, desktop: Pick<DesktopShell, 'pickFolder'> = {}): InboxHandlers {
  const state = () =>
    ok({
      folder: inbox.folder(),
      teamMode: inbox.inTeam(),
      teamAccount: inbox.teamAccount(),
      files: inbox
        .newFiles()
        .map(({ sha256, name, outcome, payments, errors, totals, receivedAt, reason, storedPath }) => ({
          sha256,
          name,
          outcome,
          payments,
          errors,
          totals,
          receivedAt,
          reason,
          storedPath,
        })),
    });
  return {
    'inbox:get': async () => state(),
    // The folder comes from the OS dialog, never from the page: a page cannot probe which paths exist.
    'inbox:choose': async () => {
      if (!desktop.pickFolder)
        return err('desktop_only', 'Choosing a folder is only available in the Bulkpay desktop app; choose it there.');
      const chosen = await desktop.pickFolder({ title: 'Choose the ERP inbox folder' });
      if (!chosen.ok) return chosen;
      if (chosen.value !== null) {
        const saved = await inbox.setFolder(chosen.value);
        if (!saved.ok) return saved;
      }
      return state();
    },
    'inbox:turnOff': async () => {
      await inbox.setFolder(null);
      return state();
    },
    'inbox:setTeamSubmit': async ({ account }) => {
      const saved = await inbox.setTeamAccount(account);
      return saved.ok ? state() : saved;
    },
    'inbox:open': async ({ sha256 }) => {
      const opened = inbox.open(sha256);
      if (!opened.ok) return opened;
      return ok({ name: opened.value.name, base64: Buffer.from(opened.value.bytes).toString('base64') });
    },
    'inbox:dismiss': async ({ sha256 }) => {
      inbox.dismiss(sha256);
      return state();
    },
  };
}
