import type { ProfileForm, ProfileView } from '../../app/connections.ts';
import { checkClientCredentials, checkToken } from '../../app/credentials.ts';
import { KikanError } from '../../app/errors.ts';
import type { ProfileRecord } from '../store/index.ts';
import { credentialError } from './credential-errors.ts';
import type { CredentialKeeper } from './credential-keeper.ts';
import { proposeRecord, type ProposedRecord } from './proposed-record.ts';
import type { ProfileBook } from './profile-book.ts';
import { toProfileView } from './profile-view.ts';
import type { ServiceClientFactory } from './service-client-factory.ts';

export interface SecretConnectInput {
  profile: ProfileForm;
  profileId?: string | undefined;
  clientId: string;
  clientSecret: string;
  scope: string[];
  rememberSecret: boolean;
}

export interface TokenConnectInput {
  profile: ProfileForm;
  profileId?: string | undefined;
  token: string;
}

/**
 * Connecting a profile: a pasted token, client credentials, a reconnect with the remembered
 * secret, or the demo. Every token goes to the keeper (keychain, or memory when there is none),
 * never into a profile record or an IPC result. A credential belongs to the address it was
 * issued for: moving a profile to another address drops its old token and secret.
 */
export class Connector {
  readonly #book: ProfileBook;
  readonly #keeper: CredentialKeeper;
  readonly #clients: ServiceClientFactory;
  readonly #forgetSent: (profileId: string) => void;

  constructor(deps: {
    book: ProfileBook;
    keeper: CredentialKeeper;
    clients: ServiceClientFactory;
    /** Forgets what the profile sent (its baseline of changes), when it moves. */
    forgetSent?: (profileId: string) => void;
  }) {
    this.#book = deps.book;
    this.#keeper = deps.keeper;
    this.#clients = deps.clients;
    this.#forgetSent = deps.forgetSent ?? (() => undefined);
  }

  async connectWithToken(input: TokenConnectInput): Promise<ProfileView> {
    const problem = checkToken(input.token);
    if (problem) throw credentialError(problem);
    const proposed = this.#propose(input.profile, input.profileId, null);
    const { record } = proposed;
    const denied = await this.#clients.verifyToken(record, input.token);
    await this.#dropIfMoved(proposed);
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
    const proposed = this.#propose(input.profile, input.profileId, input.clientId);
    const { record } = proposed;
    const issued = await this.#clients.requestToken(record, input.clientSecret, input.scope);
    await this.#dropIfMoved(proposed);
    record.grantedPermissions = issued.grantedPermissions;
    record.deniedPermissions = [];
    record.secretRemembered =
      input.rememberSecret && (await this.#keeper.keepSecret(record.id, input.clientSecret));
    if (!record.secretRemembered) await this.#keeper.forgetSecret(record.id);
    return this.#keepConnected(record, issued.accessToken);
  }

  /** Asks for a new token with the remembered secret (after a reinstall, or a restart without keychain). */
  async reconnect(profileId: string): Promise<ProfileView> {
    const record = this.#book.require(profileId);
    const secret = record.clientId === null ? null : await this.#keeper.secret(profileId);
    if (record.clientId === null || secret === null) {
      const what = record.clientId === null ? 'token' : 'clientSecret';
      const message =
        what === 'token'
          ? 'Paste a new installation token to reconnect.'
          : 'Enter the client secret again to reconnect.';
      throw new KikanError({ kind: 'invalid_input', message, fields: [{ path: what, message }] });
    }
    const issued = await this.#clients.requestToken(
      record,
      secret,
      record.grantedPermissions ?? [],
    );
    record.grantedPermissions = issued.grantedPermissions;
    record.deniedPermissions = [];
    return this.#keepConnected(record, issued.accessToken);
  }

  async connectDemo(baseUrl: string, token: string, permissions: string[]): Promise<ProfileView> {
    const existing = this.#book.findDemo();
    const { record } = proposeRecord(
      {
        name: existing?.name ?? 'Demo workspace',
        hostKind: 'custom',
        baseUrl,
        voucherPrefix: '',
        secretTransport: 'body',
      },
      existing,
      null,
    ); // `moved` is ignored: the demo's port changes from run to run, its token is its own.
    record.isDemo = true;
    record.grantedPermissions = permissions;
    record.deniedPermissions = [];
    return this.#keepConnected(record, token);
  }

  #propose(form: ProfileForm, profileId: string | undefined, clientId: string | null) {
    const existing = profileId === undefined ? null : this.#book.require(profileId);
    return proposeRecord(form, existing, clientId);
  }

  async #dropIfMoved({ record, moved }: ProposedRecord): Promise<void> {
    if (!moved) return;
    this.#forgetSent(record.id);
    const oldToken = await this.#keeper.token(record.id);
    await this.#keeper.forget(record.id);
    if (oldToken !== null) this.#clients.forget(oldToken);
  }

  async #keepConnected(record: ProfileRecord, token: string): Promise<ProfileView> {
    const storage = await this.#keeper.keepToken(record.id, token);
    record.tokenStorage = storage;
    record.state = storage === 'keychain' ? 'connected' : 'memory_only';
    record.lastUsedAt = new Date().toISOString();
    this.#book.save(record, { activate: true });
    return toProfileView(record);
  }
}
