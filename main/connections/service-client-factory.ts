import { KikanError } from '../../app/errors.ts';
import { parseServiceAddress } from '../../app/service-address.ts';
import {
  createPacerRegistry,
  createServiceClient,
  requestToken,
  type IssuedToken,
  type PacerRegistry,
  type ServiceClient,
} from '../client/index.ts';
import type { ProfileRecord } from '../store/index.ts';

export interface ServiceClientFactoryOptions {
  fetch: typeof fetch;
  /** A token's pacer paused (until resumeAt) or went on (null), told by profile, never by token. */
  onPacingChange: (profileId: string, resumeAt: number | null) => void;
  /** The service's rate-limit window; 60 s for the real service. */
  pacingWindowMs?: number;
  timeoutMs?: number;
}

/** A stored address is checked again before any credential goes to it (https, no query…). */
function checkAddress(record: ProfileRecord): void {
  const parsed = parseServiceAddress(record.baseUrl, record.hostKind);
  if (parsed.ok) return;
  const message = `This connection’s address cannot be used: ${parsed.problem.message} Correct it and connect again.`;
  throw new KikanError({
    kind: 'invalid_input',
    message,
    fields: [{ path: 'profile.baseUrl', message }],
  });
}

/**
 * Makes the service clients of profiles, and asks for or checks tokens, all through one pacer
 * registry for the whole app, so every use of a token (browsing, imports) shares its limit;
 * pauses are reported to the UI per profile.
 */
export class ServiceClientFactory {
  readonly #fetch: typeof fetch;
  readonly #pacers: PacerRegistry;
  readonly #timeoutMs: number | undefined;
  /** Pacer key → the profile it belongs to, so pacing events name a profile, never a token. */
  readonly #owners = new Map<string, string>();

  constructor(options: ServiceClientFactoryOptions) {
    this.#fetch = options.fetch;
    this.#timeoutMs = options.timeoutMs;
    this.#pacers = createPacerRegistry({
      windowMs: options.pacingWindowMs ?? 60_000,
      onPacingChange: (key, resumeAt) => {
        const profileId = this.#owners.get(key);
        if (profileId !== undefined) options.onPacingChange(profileId, resumeAt);
      },
    });
  }

  client(record: ProfileRecord, token: string, onUnauthorized: () => void): ServiceClient {
    checkAddress(record);
    this.#owners.set(this.#pacers.tokenKey(token), record.id);
    return createServiceClient({
      baseUrl: record.baseUrl,
      voucherPrefix: record.voucherPrefix,
      fetch: this.#fetch,
      token: () => token,
      pacer: this.#pacers.forToken(token),
      onUnauthorized,
      ...(this.#timeoutMs === undefined ? {} : { timeoutMs: this.#timeoutMs }),
    });
  }

  async requestToken(
    record: ProfileRecord,
    clientSecret: string,
    scope: readonly string[],
  ): Promise<IssuedToken> {
    checkAddress(record);
    const clientId = record.clientId ?? '';
    this.#owners.set(this.#pacers.tokenRequestKey(record.baseUrl, clientId), record.id);
    return requestToken({
      baseUrl: record.baseUrl,
      fetch: this.#fetch,
      pacer: this.#pacers.forTokenRequests(record.baseUrl, clientId),
      clientId,
      clientSecret,
      scope,
      transport: record.secretTransport,
      ...(this.#timeoutMs === undefined ? {} : { timeoutMs: this.#timeoutMs }),
    });
  }

  /**
   * Checks a pasted token with one cheap read. The spec has no "who am I" call, so a 403 still
   * proves the token (it only lacks that read) and is returned as a denied permission.
   */
  async verifyToken(record: ProfileRecord, token: string): Promise<string[]> {
    const client = this.client(record, token, () => undefined);
    try {
      await client.listVouchers('purchase_orders');
      return [];
    } catch (error) {
      if (error instanceof KikanError && error.error.kind === 'forbidden') {
        return [error.error.permission ?? 'kikan_purchase_orders_read'];
      }
      if (error instanceof KikanError && error.error.kind === 'unauthorized') {
        throw new KikanError({
          kind: 'invalid_input',
          message:
            'The service did not accept this token. Check it, or reinstall the app on the service’s screen for a new one.',
          fields: [{ path: 'token', message: 'The service did not accept this token.' }],
        });
      }
      throw error;
    }
  }

  /** Drops a token's pacer and its owner (sign-out, removal, a moved profile). */
  forget(token: string): void {
    this.#owners.delete(this.#pacers.tokenKey(token));
    this.#pacers.forgetToken(token);
  }
}
