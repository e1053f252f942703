import { contextBridge, ipcRenderer } from 'electron';
import { buildBridgeApi } from '../src-shared/ipc/bridge';

// window.bulkpay: exactly the contract's channels and events, nothing else.
contextBridge.exposeInMainWorld(
  'bulkpay',
  buildBridgeApi(
    (channel, request) => ipcRenderer.invoke(channel, request),
    (event, listener) => {
      const handler = (_e: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(event, handler);
      return () => void ipcRenderer.removeListener(event, handler);
    },
  ),
);
