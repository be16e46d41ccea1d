// How long the stand-in waits for a client. Node's defaults let a partial body hold a socket for
// five minutes; a test ground must fail fast and free its sockets.

export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (else 408 and close). */
  requestMs: number;
  /** A connection with nothing received or sent for this long is closed. */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 60_000, idleMs: 15_000 };

/** Headers alone must arrive within this (or the request timeout, when shorter). */
export const HEADERS_TIMEOUT_MS = 10_000;
