import { channelNames, eventNames } from './channel-names';
import type { BulkpayApi, ChannelName, EventName } from './contract';

export type Invoke = (channel: ChannelName, request: unknown) => Promise<unknown>;
export type Subscribe = (event: EventName, listener: (payload: unknown) => void) => () => void;

/**
 * Builds the renderer-facing API from the contract. The preload passes Electron's
 * ipcRenderer; the browser test harness passes a loopback transport. Both expose exactly
 * the contract's channels and events, nothing else.
 */
export function buildBridgeApi(invoke: Invoke, subscribe: Subscribe): BulkpayApi {
  const api: Record<string, unknown> = {};
  for (const channel of channelNames) {
    const [domain, verb] = channel.split(':') as [string, string];
    const group = (api[domain] ??= {}) as Record<string, unknown>;
    group[verb] = (request: unknown) => invoke(channel, request ?? {});
  }
  api.on = (event: EventName, listener: (payload: unknown) => void) => {
    if (!(eventNames as readonly EventName[]).includes(event)) throw new Error(`Unknown event: ${String(event)}`);
    return subscribe(event, listener);
  };
  return api as BulkpayApi;
}
