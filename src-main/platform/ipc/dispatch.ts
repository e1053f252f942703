import type { Result } from '../../../src-shared/result';
import { err } from '../../../src-shared/result';
import type { ChannelName, ParsedRequestOf, ResponseOf } from '../../../src-shared/ipc/contract';
import { channels } from '../../../src-shared/ipc/contract';
import { redact, redactText } from '../security/redact';

export type Handler<C extends ChannelName> = (request: ParsedRequestOf<C>) => Promise<Result<ResponseOf<C>>>;
export type HandlerMap = { [C in ChannelName]: Handler<C> };

const isChannel = (name: string): name is ChannelName => Object.hasOwn(channels, name);

/**
 * Runs one IPC call: parses the request with the contract (the renderer is untrusted),
 * runs the handler, and parses the response so only contract fields ever leave main.
 * Never throws; every failure is a value the UI can show.
 */
export async function dispatch(handlers: HandlerMap, channel: string, rawRequest: unknown): Promise<Result<unknown>> {
  if (!isChannel(channel))
    return err('unknown_channel', `There is no IPC channel named "${channel}".`, undefined, { channel });
  const def = channels[channel];
  const parsed = def.request.safeParse(rawRequest ?? {});
  if (!parsed.success) {
    return err('invalid_request', `The request to ${channel} was not valid.`, parsed.error.issues);
  }
  let result: Result<unknown>;
  try {
    result = await (handlers[channel] as (r: unknown) => Promise<Result<unknown>>)(parsed.data);
  } catch (e) {
    const reason = redactText(e instanceof Error ? e.message : 'unknown error');
    return err('internal', `Something went wrong in ${channel}: ${reason}`, undefined, { reason });
  }
  // Errors reach the renderer: the redaction guard runs on them like on every log line, deep and
  // key-aware over params and details (a bank body or a request echoed there may name a secret).
  if (!result.ok) {
    const { params, details } = result.error;
    return {
      ok: false,
      error: {
        ...result.error,
        message: redactText(result.error.message),
        ...(params ? { params: redact(params) as typeof params } : {}),
        ...(details !== undefined ? { details: redact(details) } : {}),
      },
    };
  }
  const checked = def.response.safeParse(result.value);
  if (!checked.success) {
    return err('internal', `The app produced an invalid answer for ${channel}.`, checked.error.issues, {
      reason: `invalid answer from ${channel}`,
    });
  }
  return { ok: true, value: checked.data };
}
