import type { EventName, EventPayload } from '../../src-shared/ipc/contract';

type Listener = (event: EventName, payload: unknown) => void;

/** Main → renderer push events. The Electron shell and the test bridge each add a sink. */
export class EventBus {
  readonly #sinks = new Set<Listener>();

  addSink(sink: Listener): () => void {
    this.#sinks.add(sink);
    return () => this.#sinks.delete(sink);
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    for (const sink of this.#sinks) sink(event, payload);
  }
}
