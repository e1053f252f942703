import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { channelNames } from '../../src-shared/ipc/contract';
import { err } from '../../src-shared/result';
import type { EventBus } from '../platform/events';
import { dispatch, type HandlerMap } from '../platform/ipc/dispatch';
import { isTrustedIpcSender } from '../platform/shell/security';

/**
 * Registers one `ipcMain.handle` per contract channel. A call is served only when it comes
 * from the main frame of our own window showing our own content.
 */
export function registerIpc(handlers: HandlerMap, devServerUrl: string | undefined): void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, request: unknown) => {
      const frame = event.senderFrame;
      const sender = frame ? { isMainFrame: frame === event.sender.mainFrame, url: frame.url } : null;
      if (!isTrustedIpcSender(sender, devServerUrl)) {
        return err('forbidden', 'This request did not come from the Bulkpay window.');
      }
      return dispatch(handlers, channel, request);
    });
  }
}

/** Forwards main's push events to a window until it is destroyed. */
export function forwardEvents(bus: EventBus, contents: WebContents): void {
  const remove = bus.addSink((event, payload) => {
    if (!contents.isDestroyed()) contents.send(event, payload);
  });
  contents.once('destroyed', remove);
}
