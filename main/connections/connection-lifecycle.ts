import type { ConnectionState, ProfileView } from '../../app/connections.ts';
import { KikanError } from '../../app/errors.ts';
import type { ImportJournalRepo, ProfileRecord } from '../store/index.ts';
import { notConnected } from './credential-errors.ts';
import type { CredentialKeeper } from './credential-keeper.ts';
import type { ProfileBook } from './profile-book.ts';
import { toProfileView } from './profile-view.ts';
import type { ServiceClientFactory } from './service-client-factory.ts';

/** What a connection holds besides its record and credentials, let go of when it leaves. */
export interface ConnectionLeftovers {
  /** Stops the connection's running work (loading lists) and drops its cached rows. */
  release(profileId: string): void;
  /** Drops what only a removal takes (its preferences and last call's outcome). */
  forget?(profileId: string): void;
  /** Makes what was dropped unreadable in the database files. */
  scrub(): void;
}

/**
 * A connection's life after connecting: listing (after a restart, memory-only tokens are gone),
 * switching, signing out and removing; and which profile may call now, with its token.
 */
export class ConnectionLifecycle {
  readonly #book: ProfileBook;
  readonly #keeper: CredentialKeeper;
  readonly #clients: ServiceClientFactory;
  readonly #imports: Pick<ImportJournalRepo, 'listUnfinished'>;
  readonly #leftovers: ConnectionLeftovers;
  #settled = false;

  constructor(deps: {
    book: ProfileBook;
    keeper: CredentialKeeper;
    clients: ServiceClientFactory;
    imports: Pick<ImportJournalRepo, 'listUnfinished'>;
    leftovers: ConnectionLeftovers;
  }) {
    this.#book = deps.book;
    this.#keeper = deps.keeper;
    this.#clients = deps.clients;
    this.#imports = deps.imports;
    this.#leftovers = deps.leftovers;
  }

  async list(): Promise<{ profiles: ProfileView[]; activeId: string | null }> {
    await this.#settleStartupStates();
    const activeId = this.#book.activeId();
    const profiles = this.#book.list();
    return {
      profiles: profiles.map(toProfileView),
      activeId: profiles.some((p) => p.id === activeId) ? activeId : null,
    };
  }

  async activate(profileId: string): Promise<ProfileView> {
    const record = this.#book.require(profileId);
    record.lastUsedAt = new Date().toISOString();
    if (record.state === 'connected' || record.state === 'memory_only') {
      if ((await this.#keeper.token(profileId)) === null) record.state = 'signed_out';
    }
    this.#book.save(record, { activate: true });
    return toProfileView(record);
  }

  /** Signs out: its work stops, its cached rows, what it last sent and credentials go; its drafts and import history stay. */
  async signOut(profileId: string): Promise<ProfileView> {
    const record = this.#book.require(profileId);
    this.#leftovers.release(profileId);
    await this.#forgetCredentials(profileId);
    record.state = 'signed_out';
    record.tokenStorage = 'none';
    record.secretRemembered = false;
    this.#book.save(record);
    this.#leftovers.scrub();
    return toProfileView(record);
  }

  /**
   * Deletes the profile with its drafts and import journal (the store cascades). Refused while
   * an import of the profile is unfinished: its batches could not be resumed, and a batch the
   * service applied would vanish from the history.
   */
  async remove(profileId: string): Promise<boolean> {
    const record = this.#book.get(profileId);
    if (!record) return false;
    if (this.#imports.listUnfinished(profileId).length > 0) {
      throw new KikanError({
        kind: 'conflict',
        message: `“${record.name}” has a send that has not finished. Let it finish (or resume it) before removing the connection, so no sent batch is lost from its history.`,
      });
    }
    // Before the deletion: its cascade drops the rows, but not their entries in the search index.
    this.#leftovers.release(profileId);
    await this.#forgetCredentials(profileId);
    this.#book.delete(profileId);
    this.#leftovers.forget?.(profileId);
    this.#leftovers.scrub();
    return true;
  }

  /** The active profile with its token, for service calls; throws when none can call. */
  async active(): Promise<{ record: ProfileRecord; token: string }> {
    return this.usable(this.#book.activeId());
  }

  /** A profile with its token, for service calls (an import keeps its own profile); throws when it cannot call. */
  async usable(profileId: string | null): Promise<{ record: ProfileRecord; token: string }> {
    const record = profileId === null ? null : this.#book.get(profileId);
    if (!record) throw notConnected();
    const token = await this.#keeper.token(record.id);
    if (record.state === 'reconnect_needed') {
      throw new KikanError({
        kind: 'unauthorized',
        message:
          'The service no longer accepts this connection’s token (the app may have been reinstalled). Reconnect.',
      });
    }
    if (token === null || record.state === 'signed_out') throw notConnected();
    return { record, token };
  }

  /** Drops the token and secret, and the token's pacer (a later token starts afresh). */
  async #forgetCredentials(profileId: string): Promise<void> {
    const token = await this.#keeper.token(profileId);
    await this.#keeper.forget(profileId);
    if (token !== null) this.#clients.forget(token);
  }

  async #settleStartupStates(): Promise<void> {
    if (this.#settled) return;
    this.#settled = true;
    for (const record of this.#book.list()) {
      const live: ConnectionState[] = ['connected', 'memory_only'];
      if (live.includes(record.state) && (await this.#keeper.token(record.id)) === null) {
        record.state = 'signed_out';
        record.tokenStorage = 'none';
        this.#book.store(record);
      }
    }
  }
}
