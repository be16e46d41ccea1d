import { KikanError } from '../../app/errors.ts';
import type { CallOutcome } from '../../app/call-outcome.ts';

// The last service call's outcome per connection (the header shows it). A call that got any
// answer the app could read shows the service reachable, even a refusal; a cancelled call says
// nothing. Listeners hear only changes of state (not every call).

export class CallOutcomes {
  readonly #last = new Map<string, CallOutcome>();
  readonly #onChange: (outcome: CallOutcome) => void;
  readonly #now: () => number;

  constructor(onChange: (outcome: CallOutcome) => void, now: () => number = Date.now) {
    this.#onChange = onChange;
    this.#now = now;
  }

  get(profileId: string): CallOutcome | null {
    return this.#last.get(profileId) ?? null;
  }

  succeeded(profileId: string): void {
    this.#set({ profileId, state: 'ok', at: this.#now(), since: null, until: null });
  }

  failed(profileId: string, error: unknown): void {
    if (!(error instanceof KikanError)) return;
    const at = this.#now();
    const previous = this.#last.get(profileId);
    const sinceFor = (state: CallOutcome['state']): number =>
      previous?.state === state && previous.since !== null ? previous.since : at;
    switch (error.error.kind) {
      case 'offline':
      case 'timeout':
        this.#set({
          profileId,
          state: 'unreachable',
          at,
          since: sinceFor('unreachable'),
          until: null,
        });
        return;
      case 'bad_response':
        this.#set({
          profileId,
          state: 'bad_answer',
          at,
          since: sinceFor('bad_answer'),
          until: null,
        });
        return;
      case 'rate_limited':
        this.#set({ profileId, state: 'rate_limited', at, since: null, until: error.error.until });
        return;
      case 'unauthorized':
        this.#set({ profileId, state: 'reconnect_needed', at, since: null, until: null });
        return;
      case 'cancelled':
      case 'not_connected':
      case 'keychain_unavailable':
      case 'internal':
      case 'invalid_input':
        return;
      default:
        // The service answered (a refusal, a 404, a conflict): it is reachable.
        this.succeeded(profileId);
    }
  }

  forget(profileId: string): void {
    this.#last.delete(profileId);
  }

  #set(next: CallOutcome): void {
    const previous = this.#last.get(next.profileId);
    this.#last.set(next.profileId, next);
    const changed =
      previous?.state !== next.state ||
      previous.since !== next.since ||
      previous.until !== next.until;
    if (changed) this.#onChange(next);
  }
}
