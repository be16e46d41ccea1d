import { events, type EventName, type EventPayload } from '../../app/ipc/contract.ts';

export type EventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void;

/** Events from main to the UI (contract `events`). The Electron binding and the test bridge each subscribe once. */
export class EventBus {
  readonly #listeners = new Set<EventListener>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const checked = events[name].parse(payload) as EventPayload<E>;
    for (const listener of this.#listeners) listener(name, checked);
  }

  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
