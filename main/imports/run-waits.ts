import type { ImportProgress } from '../../app/imports/schemas.ts';

// What an import run is waiting for. Several requests of one run can wait at once (one behind a
// network back-off, another behind the token's 429 pause), so each wait is held separately and
// the progress shows the newest one still open. Pure: the run's state holds the list.

export type WaitingFor = NonNullable<ImportProgress['waitingFor']>;

export interface Wait {
  waitingFor: WaitingFor;
  /** When it goes on (ms since epoch); null when unknown (a reconnect). */
  until: number | null;
}

/** Whose wait: the token's 429 pause, the reconnect every 401'd batch shares, or one batch's (its seq). */
export type WaitKey = 'pacing' | 'reconnect' | number;

export interface OpenWait extends Wait {
  key: WaitKey;
}

/** Opens a wait under `key`; one already open under it is replaced and becomes the newest. */
export function openWait(
  waits: readonly OpenWait[],
  key: WaitKey,
  wait: Wait,
): readonly OpenWait[] {
  return [...closeWait(waits, key), { key, ...wait }];
}

export function closeWait(waits: readonly OpenWait[], key: WaitKey): readonly OpenWait[] {
  return waits.filter((open) => open.key !== key);
}

/** The newest open wait, or null. */
export function newestWait(waits: readonly OpenWait[]): Wait | null {
  const last = waits.at(-1);
  return last === undefined ? null : { waitingFor: last.waitingFor, until: last.until };
}
