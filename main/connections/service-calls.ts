import { KikanError } from '../../app/errors.ts';
import type { ServiceClient } from '../client/index.ts';
import type { CallOutcomes } from './call-outcomes.ts';
import type { ProfileRecord } from '../store/index.ts';
import type { DemoService } from '../demo/demo-service.ts';
import type { ProfileBook } from './profile-book.ts';
import type { ServiceClientFactory } from './service-client-factory.ts';
import type { ConnectionLifecycle } from './connection-lifecycle.ts';

/**
 * Runs service calls as a connection (the active profile, or a given one) with its token, and
 * learns from each answer: a 401 puts the profile in the reconnect state, a 403 records the
 * missing permission. For the demo profile it first makes sure the local stand-in runs (its port
 * changes from run to run).
 */
export class ServiceCalls {
  readonly #lifecycle: ConnectionLifecycle;
  readonly #book: ProfileBook;
  readonly #clients: ServiceClientFactory;
  readonly #demo: DemoService | null;
  readonly #outcomes: CallOutcomes | null;

  constructor(deps: {
    lifecycle: ConnectionLifecycle;
    book: ProfileBook;
    clients: ServiceClientFactory;
    demo: DemoService | null;
    /** Records each call's outcome for the header (optional in tests). */
    outcomes?: CallOutcomes;
  }) {
    this.#lifecycle = deps.lifecycle;
    this.#book = deps.book;
    this.#clients = deps.clients;
    this.#demo = deps.demo;
    this.#outcomes = deps.outcomes ?? null;
  }

  async run<T>(work: (client: ServiceClient, profile: ProfileRecord) => Promise<T>): Promise<T> {
    return this.#runWith(await this.#lifecycle.active(), work);
  }

  /** Like run, for a given profile rather than the active one (an import keeps its profile). */
  async runFor<T>(
    profileId: string,
    work: (client: ServiceClient, profile: ProfileRecord) => Promise<T>,
  ): Promise<T> {
    return this.#runWith(await this.#lifecycle.usable(profileId), work);
  }

  async #runWith<T>(
    usable: { record: ProfileRecord; token: string },
    work: (client: ServiceClient, profile: ProfileRecord) => Promise<T>,
  ): Promise<T> {
    let record = usable.record;
    if (record.isDemo && this.#demo) {
      const demo = await this.#demo.connection();
      if (demo.url !== record.baseUrl) {
        this.#book.moveDemo(record.id, demo.url);
        record = { ...record, baseUrl: demo.url };
      }
    }
    const profileId = record.id;
    const client = this.#clients.client(record, usable.token, () => {
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
