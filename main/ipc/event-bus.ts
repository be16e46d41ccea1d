import { events, type EventName, type EventPayload } from '../../app/ipc/contract.ts';

// The one event mechanism of main and the core: the contract's events (app/ipc/contract.ts), the
// only names there are. The core's parts tell each other through it (a reconnect wakes an import
// waiting for its connection; a pacing pause reaches the imports), and the same events go on to
// the window (the Electron binding, the core's channel, the preview's stream) by `subscribe`. A
// payload is checked against its schema once, where it is emitted; an event arriving from another
// process is `relay`ed: told only when its name is the contract's and its payload checks.

export type EventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void;
type NamedListener<E extends EventName> = (payload: EventPayload<E>) => void;

const isEventName = (name: string): name is EventName => Object.hasOwn(events, name);

export class EventBus {
  readonly #all = new Set<EventListener>();
  readonly #named = new Map<EventName, Set<NamedListener<never>>>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    this.#tell(name, events[name].parse(payload) as EventPayload<E>);
  }

  /** An event from another process (a name and a payload as they came): false if refused. */
  relay(name: string, payload: unknown): boolean {
    if (!isEventName(name)) return false;
    const checked = events[name].safeParse(payload);
    if (!checked.success) return false;
    this.#tell(name, checked.data);
    return true;
  }

  /** One event's listener, until the returned function is called. */
  on<E extends EventName>(name: E, listener: NamedListener<E>): () => void {
    const set = this.#named.get(name) ?? new Set();
    set.add(listener);
    this.#named.set(name, set);
    return () => set.delete(listener);
  }

  /** Every event (a binding that sends them on), until the returned function is called. */
  subscribe(listener: EventListener): () => void {
    this.#all.add(listener);
    return () => this.#all.delete(listener);
  }

  #tell<E extends EventName>(name: E, payload: EventPayload<E>): void {
    // Copies: a listener may unsubscribe (itself or another) while the event is told.
    for (const listener of [...(this.#named.get(name) ?? [])]) {
      (listener as NamedListener<E>)(payload);
    }
    for (const listener of [...this.#all]) listener(name, payload);
  }
}
