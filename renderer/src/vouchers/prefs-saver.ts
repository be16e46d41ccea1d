// Saves a screen's column prefs to main in the order they were made. One save is in flight at a
// time: two could arrive the other way round over the browser preview's HTTP bridge, and the
// older prefs would win. A change made meanwhile waits for the answer, and only the latest such
// change goes. The steps of a drag wait until it rests or ends. Leaving (the screen closing, the
// page hidden by a reload or a closing window) sends what is unsaved at once: the page may not
// live to see the answer of the save in flight.

/** 'now' for a change made in one go (show, hide, move); 'rest' for one step of a drag. */
export type SaveWhen = 'now' | 'rest';

export interface PrefsSaver<T> {
  change(value: T, when: SaveWhen): void;
  /** A drag ended: save its last step without waiting for it to rest. */
  settle(): void;
  /** Sends what is unsaved now, even beside a save in flight. */
  leave(): void;
}

export function createPrefsSaver<T>(
  save: (value: T) => Promise<unknown>,
  restMs: number,
): PrefsSaver<T> {
  let unsaved: { value: T } | null = null;
  /** The unsaved value is waiting only for the save in flight to answer. */
  let due = false;
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const send = (force: boolean) => {
    if (unsaved === null) return;
    stopTimer();
    if (inFlight > 0 && !force) {
      due = true;
      return;
    }
    const { value } = unsaved;
    unsaved = null;
    due = false;
    inFlight += 1;
    // A failed save leaves the change on screen; the next change saves the whole prefs again.
    void save(value)
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
        if (due && inFlight === 0) send(false);
      });
  };

  return {
    change(value, when) {
      unsaved = { value };
      stopTimer();
      due = false;
      if (when === 'now') send(false);
      else {
        timer = setTimeout(() => {
          timer = null;
          send(false);
        }, restMs);
      }
    },
    settle() {
      send(false);
    },
    leave() {
      send(true);
    },
  };
}
