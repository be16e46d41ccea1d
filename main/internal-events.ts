// Events the core's parts tell each other, in-process and typed. The renderer-facing EventBus
// (contract events, validated once at the boundary) carries only what the window needs; core.ts
// forwards the ones it needs from here.

export interface InternalEventMap {
  /** A token's pacer paused until resumeAt (ms since epoch), or went on (null). */
  'pacing.changed': { profileId: string; resumeAt: number | null };
  /** The connections changed: one was added, reconnected, signed out or activated. */
  'connections.changed': { activeId: string | null };
}

export type InternalEventName = keyof InternalEventMap;
type Listener<E extends InternalEventName> = (payload: InternalEventMap[E]) => void;

export class InternalEvents {
  readonly #listeners = new Map<InternalEventName, Set<Listener<never>>>();

  emit<E extends InternalEventName>(name: E, payload: InternalEventMap[E]): void {
    for (const listener of [...(this.#listeners.get(name) ?? [])]) {
      (listener as Listener<E>)(payload);
    }
  }

  on<E extends InternalEventName>(name: E, listener: Listener<E>): () => void {
    const set = this.#listeners.get(name) ?? new Set();
    set.add(listener);
    this.#listeners.set(name, set);
    return () => set.delete(listener);
  }
}
