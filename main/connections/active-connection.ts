import { KikanError } from '../../app/errors.ts';
import type { ServiceClient } from '../client/index.ts';
import type { CallOutcomes } from './call-outcomes.ts';
import type { ProfileRecord } from '../store/index.ts';
import type { DemoService } from '../demo/demo-service.ts';
import type { ProfileBook } from './profile-book.ts';
import type { ServiceAccess } from './service-access.ts';
import type { Sessions } from './sessions.ts';

/**
 * Runs a service call with the active profile's token and learns from the answer: a 401 puts the
 * profile in the reconnect state, a 403 records the missing permission. For the demo profile it
 * first makes sure the local stand-in runs (its port changes from run to run).
 */
export class ActiveConnection {
  readonly #sessions: Sessions;
  readonly #book: ProfileBook;
  readonly #access: ServiceAccess;
  readonly #demo: DemoService | null;
  readonly #outcomes: CallOutcomes | null;

  constructor(deps: {
    sessions: Sessions;
    book: ProfileBook;
    access: ServiceAccess;
    demo: DemoService | null;
    /** Records each call's outcome for the header (optional in tests). */
    outcomes?: CallOutcomes;
  }) {
    this.#sessions = deps.sessions;
    this.#book = deps.book;
    this.#access = deps.access;
    this.#demo = deps.demo;
    this.#outcomes = deps.outcomes ?? null;
  }

  async run<T>(work: (client: ServiceClient, profile: ProfileRecord) => Promise<T>): Promise<T> {
    return this.#runWith(await this.#sessions.active(), work);
  }

  /** Like run, for a given profile rather than the active one (an import keeps its profile). */
  async runFor<T>(
    profileId: string,
    work: (client: ServiceClient, profile: ProfileRecord) => Promise<T>,
  ): Promise<T> {
    return this.#runWith(await this.#sessions.usable(profileId), work);
  }

  async #runWith<T>(
    active: { record: ProfileRecord; token: string },
    work: (client: ServiceClient, profile: ProfileRecord) => Promise<T>,
  ): Promise<T> {
    let record = active.record;
    if (record.isDemo && this.#demo) {
      const demo = await this.#demo.connection();
      if (demo.url !== record.baseUrl) {
        this.#book.moveDemo(record.id, demo.url);
        record = { ...record, baseUrl: demo.url };
      }
    }
    const profileId = record.id;
    const client = this.#access.client(record, active.token, () => {
      this.#book.markReconnectNeeded(profileId);
    });
    try {
      const result = await work(client, record);
      this.#outcomes?.succeeded(profileId);
      return result;
    } catch (error) {
      this.#outcomes?.failed(profileId, error);
      if (
        error instanceof KikanError &&
        error.error.kind === 'forbidden' &&
        error.error.permission
      ) {
        this.#book.markDenied(profileId, error.error.permission);
      }
      throw error;
    }
  }
}
