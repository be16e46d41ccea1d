import type { ImportProgress } from '../../app/imports/schemas.ts';

// What an import run is waiting for. Several requests of one run can wait at once (one behind a
// network back-off, another behind the token's 429 pause), so each wait is held separately and
// the progress shows the newest one still open.

export type WaitingFor = NonNullable<ImportProgress['waitingFor']>;

export interface Wait {
  waitingFor: WaitingFor;
  /** When it goes on (ms since epoch); null when unknown (a reconnect). */
  until: number | null;
}

export class RunWaits {
  readonly #open = new Map<object, Wait>();

  /** Opens a wait; the returned handle closes it. */
  open(wait: Wait, handle: object = {}): object {
    this.#open.delete(handle); // re-opened: it becomes the newest
    this.#open.set(handle, wait);
    return handle;
  }

  close(handle: object): void {
    this.#open.delete(handle);
  }

  /** The newest open wait, or null. */
  current(): Wait | null {
    let last: Wait | null = null;
    for (const wait of this.#open.values()) last = wait;
    return last;
  }
}
