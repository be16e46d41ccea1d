import { randomUUID } from 'node:crypto';
import type { ConnectionState, ProfileDraft, ProfileView } from '../../app/connections.ts';
import { checkClientCredentials, checkToken } from '../../app/credentials.ts';
import { KikanError } from '../../app/errors.ts';
import type { EventBus } from '../ipc/event-bus.ts';
import { credentialError, notConnected, unknownProfile } from './credential-errors.ts';
import type { CredentialKeeper } from './credential-keeper.ts';
import type { ProfileRecord, ProfilesRepo, SettingsRepo } from '../store/index.ts';
import { toProfileView } from './profile-view.ts';
import type { ServiceAccess } from './service-access.ts';

export interface SecretConnectInput {
  profile: ProfileDraft;
  profileId?: string | undefined;
  clientId: string;
  clientSecret: string;
  scope: string[];
  rememberSecret: boolean;
}

export interface TokenConnectInput {
  profile: ProfileDraft;
  profileId?: string | undefined;
  token: string;
}

/**
 * Profiles, their credentials and which one is active. Every token goes to the keeper (keychain,
 * or memory when there is none) and never into a profile record or an IPC result.
 */
export class ConnectionManager {
  readonly #profiles: ProfilesRepo;
  readonly #preferences: SettingsRepo;
  readonly #keeper: CredentialKeeper;
  readonly #access: ServiceAccess;
  readonly #events: EventBus;

  constructor(deps: {
    profiles: ProfilesRepo;
    preferences: SettingsRepo;
    keeper: CredentialKeeper;
    access: ServiceAccess;
    events: EventBus;
  }) {
    this.#profiles = deps.profiles;
    this.#preferences = deps.preferences;
    this.#keeper = deps.keeper;
    this.#access = deps.access;
    this.#events = deps.events;
  }

  async list(): Promise<{ profiles: ProfileView[]; activeId: string | null }> {
    await this.#settleStartupStates();
    const activeId = this.#preferences.getActiveProfileId();
    const profiles = this.#profiles.list();
    return {
      profiles: profiles.map(toProfileView),
      activeId: profiles.some((p) => p.id === activeId) ? activeId : null,
    };
  }

  async connectWithToken(input: TokenConnectInput): Promise<ProfileView> {
    const problem = checkToken(input.token);
    if (problem) throw credentialError(problem);
    const record = this.#draftRecord(input.profile, input.profileId, null);
    const denied = await this.#access.verifyToken(record, input.token);
    record.grantedPermissions = null;
    record.deniedPermissions = denied;
    return this.#keepConnected(record, input.token);
  }

  async connectWithSecret(input: SecretConnectInput): Promise<ProfileView> {
    const problem = checkClientCredentials(
      input.clientId,
      input.clientSecret,
      input.profile.hostKind,
    );
    if (problem) throw credentialError(problem);
    const record = this.#draftRecord(input.profile, input.profileId, input.clientId);
    const issued = await this.#access.requestToken(record, input.clientSecret, input.scope);
    record.grantedPermissions = issued.grantedPermissions;
    record.deniedPermissions = [];
    record.secretRemembered =
      input.rememberSecret && (await this.#keeper.keepSecret(record.id, input.clientSecret));
    if (!record.secretRemembered) await this.#keeper.forgetSecret(record.id);
    return this.#keepConnected(record, issued.accessToken);
  }

  /** Asks for a new token with the remembered secret (after a reinstall, or a restart without keychain). */
  async reconnect(profileId: string): Promise<ProfileView> {
    const record = this.#require(profileId);
    const secret = record.clientId === null ? null : await this.#keeper.secret(profileId);
    if (record.clientId === null || secret === null) {
      const what = record.clientId === null ? 'token' : 'clientSecret';
      const message =
        what === 'token'
          ? 'Paste a new installation token to reconnect.'
          : 'Enter the client secret again to reconnect.';
      throw new KikanError({ kind: 'invalid_input', message, fields: [{ path: what, message }] });
    }
    const issued = await this.#access.requestToken(record, secret, record.grantedPermissions ?? []);
    record.grantedPermissions = issued.grantedPermissions;
    record.deniedPermissions = [];
    return this.#keepConnected(record, issued.accessToken);
  }

  async activate(profileId: string): Promise<ProfileView> {
    const record = this.#require(profileId);
    record.lastUsedAt = new Date().toISOString();
    if (record.state === 'connected' || record.state === 'memory_only') {
      if ((await this.#keeper.token(profileId)) === null) record.state = 'signed_out';
    }
    this.#profiles.save(record);
    this.#preferences.setActiveProfileId(profileId);
    this.#changed();
    return toProfileView(record);
  }

  async signOut(profileId: string): Promise<ProfileView> {
    const record = this.#require(profileId);
    await this.#keeper.forget(profileId);
    record.state = 'signed_out';
    record.tokenStorage = 'none';
    record.secretRemembered = false;
    this.#profiles.save(record);
    this.#changed();
    return toProfileView(record);
  }

  async remove(profileId: string): Promise<boolean> {
    const record = this.#profiles.get(profileId);
    if (!record) return false;
    await this.#keeper.forget(profileId);
    this.#profiles.delete(profileId);
    if (this.#preferences.getActiveProfileId() === profileId)
      this.#preferences.setActiveProfileId(null);
    this.#changed();
    return true;
  }

  /** The active profile with its token, for service calls; throws when none can call. */
  async active(): Promise<{ record: ProfileRecord; token: string }> {
    const id = this.#preferences.getActiveProfileId();
    const record = id === null ? null : this.#profiles.get(id);
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

  /** Called when the service answered 401 for a profile's token. */
  markReconnectNeeded(profileId: string): void {
    this.#update(profileId, (record) => {
      record.state = 'reconnect_needed';
    });
  }

  /** Called when the service answered 403: remembers what the token lacks. */
  markDenied(profileId: string, permission: string): void {
    this.#update(profileId, (record) => {
      if (!record.deniedPermissions.includes(permission)) record.deniedPermissions.push(permission);
    });
  }

  /** Called when the demo service came up on a new port. */
  moveDemo(profileId: string, baseUrl: string): void {
    this.#update(profileId, (record) => {
      record.baseUrl = baseUrl;
    });
  }

  findDemo(): ProfileRecord | null {
    return this.#profiles.list().find((p) => p.isDemo) ?? null;
  }

  async connectDemo(baseUrl: string, token: string, permissions: string[]): Promise<ProfileView> {
    const existing = this.findDemo();
    const record = this.#draftRecord(
      {
        name: existing?.name ?? 'Demo workspace',
        hostKind: 'custom',
        baseUrl,
        voucherPrefix: '',
        secretTransport: 'body',
      },
      existing?.id,
      null,
    );
    record.isDemo = true;
    record.grantedPermissions = permissions;
    record.deniedPermissions = [];
    return this.#keepConnected(record, token);
  }

  async #keepConnected(record: ProfileRecord, token: string): Promise<ProfileView> {
    const storage = await this.#keeper.keepToken(record.id, token);
    record.tokenStorage = storage;
    record.state = storage === 'keychain' ? 'connected' : 'memory_only';
    record.lastUsedAt = new Date().toISOString();
    this.#profiles.save(record);
    this.#preferences.setActiveProfileId(record.id);
    this.#changed();
    return toProfileView(record);
  }

  #draftRecord(
    draft: ProfileDraft,
    profileId: string | undefined,
    clientId: string | null,
  ): ProfileRecord {
    const existing = profileId === undefined ? null : this.#require(profileId);
    return {
      id: existing?.id ?? randomUUID(),
      name: draft.name,
      hostKind: draft.hostKind,
      baseUrl: draft.baseUrl.replace(/\/+$/, ''),
      voucherPrefix: draft.voucherPrefix,
      secretTransport: draft.secretTransport,
      clientId: clientId ?? existing?.clientId ?? null,
      isDemo: existing?.isDemo ?? false,
      grantedPermissions: existing?.grantedPermissions ?? null,
      deniedPermissions: existing?.deniedPermissions ?? [],
      state: existing?.state ?? 'signed_out',
      secretRemembered: existing?.secretRemembered ?? false,
      tokenStorage: existing?.tokenStorage ?? 'none',
      createdAt: existing?.createdAt ?? new Date().toISOString(),
      lastUsedAt: existing?.lastUsedAt ?? null,
    };
  }

  #require(profileId: string): ProfileRecord {
    const record = this.#profiles.get(profileId);
    if (!record) throw unknownProfile();
    return record;
  }

  #update(profileId: string, change: (record: ProfileRecord) => void): void {
    const record = this.#profiles.get(profileId);
    if (!record) return;
    change(record);
    this.#profiles.save(record);
    this.#changed();
  }

  #settled = false;

  /** After a restart, memory-only tokens are gone and keychain entries may have been removed. */
  async #settleStartupStates(): Promise<void> {
    if (this.#settled) return;
    this.#settled = true;
    for (const record of this.#profiles.list()) {
      const live: ConnectionState[] = ['connected', 'memory_only'];
      if (live.includes(record.state) && (await this.#keeper.token(record.id)) === null) {
        record.state = 'signed_out';
        record.tokenStorage = 'none';
        this.#profiles.save(record);
      }
    }
  }

  #changed(): void {
    this.#events.emit('connections.changed', { activeId: this.#preferences.getActiveProfileId() });
  }
}
