import type { EventBus } from '../ipc/event-bus.ts';
import type { ProfileRecord, ProfilesRepo, SettingsRepo } from '../store/index.ts';
import { unknownProfile } from './credential-errors.ts';

/**
 * The stored profiles and which one is active, announcing every change (core.ts tells the UI); plus what
 * the service's answers teach about a profile (401, 403, the demo's new port).
 */
export class ProfileBook {
  readonly #profiles: ProfilesRepo;
  readonly #preferences: SettingsRepo;
  readonly #events: EventBus;

  constructor(deps: { profiles: ProfilesRepo; preferences: SettingsRepo; events: EventBus }) {
    this.#profiles = deps.profiles;
    this.#preferences = deps.preferences;
    this.#events = deps.events;
  }

  list(): ProfileRecord[] {
    return this.#profiles.list();
  }

  get(profileId: string): ProfileRecord | null {
    return this.#profiles.get(profileId);
  }

  /** Throws the "no longer exists" field error for an unknown id. */
  require(profileId: string): ProfileRecord {
    const record = this.#profiles.get(profileId);
    if (!record) throw unknownProfile();
    return record;
  }

  activeId(): string | null {
    return this.#preferences.getActiveProfileId();
  }

  /** Stores the record quietly (bookkeeping the UI need not hear of). */
  store(record: ProfileRecord): void {
    this.#profiles.save(record);
  }

  /** Stores the record and, when given, makes it the active one; tells the UI. */
  save(record: ProfileRecord, options: { activate?: boolean } = {}): void {
    this.#profiles.save(record);
    if (options.activate === true) this.#preferences.setActiveProfileId(record.id);
    this.changed();
  }

  delete(profileId: string): void {
    this.#profiles.delete(profileId);
    if (this.activeId() === profileId) this.#preferences.setActiveProfileId(null);
    this.changed();
  }

  findDemo(): ProfileRecord | null {
    return this.#profiles.list().find((p) => p.isDemo) ?? null;
  }

  /** The service answered 401 for the profile's token. */
  markReconnectNeeded(profileId: string): void {
    this.#update(profileId, (record) => {
      record.state = 'reconnect_needed';
    });
  }

  /** The service answered 403: remembers what the token lacks. */
  markDenied(profileId: string, permission: string): void {
    this.#update(profileId, (record) => {
      if (!record.deniedPermissions.includes(permission)) record.deniedPermissions.push(permission);
    });
  }

  /** The demo stand-in came up on a new port (its own token stays valid: same data folder). */
  moveDemo(profileId: string, baseUrl: string): void {
    this.#update(profileId, (record) => {
      if (record.isDemo) record.baseUrl = baseUrl;
    });
  }

  changed(): void {
    this.#events.emit('connections.changed', { activeId: this.activeId() });
  }

  #update(profileId: string, change: (record: ProfileRecord) => void): void {
    const record = this.#profiles.get(profileId);
    if (!record) return;
    change(record);
    this.save(record);
  }
}
