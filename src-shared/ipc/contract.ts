import type { z } from 'zod';
import type { Result } from '../result';
import { accountsChannels } from './channels/accounts';
import { appChannels, appEvents } from './channels/app';
import { bulksChannels, bulksEvents } from './channels/bulks';
import { historyChannels, historyEvents } from './channels/history';
import { importChannels } from './channels/import';
import { inboxChannels, inboxEvents } from './channels/inbox';
import { importVolumeChannels } from './channels/import-volume';
import { consentChannels, consentEvents } from './channels/consent';
import { singlePaymentsChannels, singlePaymentsEvents } from './channels/single-payments';
import { profileChannels, profileEvents } from './channels/profiles';
import { reportsChannels } from './channels/reports';
import { teamChannels, teamEvents } from './channels/team';
import { runsChannels } from './channels/runs';
import { payeesChannels } from './channels/payees';

/**
 * The one IPC contract: every channel main handles and the preload exposes.
 * Feature domains add their channels in `channels/<domain>.ts` and spread them here.
 */
export const channels = {
  ...appChannels,
  ...consentChannels,
  ...accountsChannels,
  ...singlePaymentsChannels,
  ...profileChannels,
  ...bulksChannels,
  ...historyChannels,
  ...importChannels,
  ...importVolumeChannels,
  ...reportsChannels,
  ...inboxChannels,
  ...teamChannels,
  ...runsChannels,
  ...payeesChannels,
};

/** Push events, main → renderer. */
export const events = {
  ...appEvents,
  ...consentEvents,
  ...singlePaymentsEvents,
  ...bulksEvents,
  ...profileEvents,
  ...teamEvents,
  ...historyEvents,
  ...inboxEvents,
};

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type RequestOf<C extends ChannelName> = z.input<Channels[C]['request']>;
export type ParsedRequestOf<C extends ChannelName> = z.output<Channels[C]['request']>;
export type ResponseOf<C extends ChannelName> = z.output<Channels[C]['response']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

type DomainOf<C extends string> = C extends `${infer D}:${string}` ? D : never;
type Domains = DomainOf<ChannelName>;

/** `window.bulkpay`: `bulkpay.<domain>.<verb>(request)` for every channel, plus `on(event, listener)`. */
export type BulkpayApi = {
  [D in Domains]: {
    [C in ChannelName as C extends `${D}:${infer V}` ? V : never]: (
      request: RequestOf<C>,
    ) => Promise<Result<ResponseOf<C>>>;
  };
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};
