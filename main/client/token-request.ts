import { KikanError } from '../../app/errors.ts';
import { parseScope } from '../../app/permissions.ts';
import { isJsonObject } from '../../app/resources/json.ts';
import { parseJsonBody } from './json-body.ts';
import { pacedFetch, type RetryPolicy } from './paced-fetch.ts';
import type { Pacer } from './pacer.ts';
import { tokenUrl } from './paths.ts';
import { REDACTED, redactError, redactorFor, type Redact } from './redaction.ts';
import { serverMessage } from './server-message.ts';

// POST /v1/oauth/token with client_credentials (spec §4.1). No bearer header; paced by the
// registry's token-request limiter (30 a minute, spec §8). The secret and the issued token never
// appear in an error.

export interface TokenRequestOptions {
  baseUrl: string;
  fetch: typeof fetch;
  /** The registry's forTokenRequests(baseUrl, clientId). */
  pacer: Pacer;
  clientId: string;
  clientSecret: string;
  /** Permission names to ask for; empty asks for every permission the app holds. */
  scope: readonly string[];
  /** client_secret in the JSON body, or Authorization: Basic base64(id:secret). */
  transport: 'body' | 'basic';
  timeoutMs?: number;
  signal?: AbortSignal;
  retry?: Partial<RetryPolicy>;
}

export interface IssuedToken {
  accessToken: string;
  tokenType: string;
  /**
   * From the response's space-separated scope. When the response omits scope: the requested
   * scope if one was named (the service grants exactly the named permissions or fails, §4.1),
   * else null = unknown (all the app holds, which the client cannot list).
   */
  grantedPermissions: string[] | null;
}

function refusal(status: number, message: string | null): KikanError {
  const what =
    status === 401
      ? 'refused the client ID or secret'
      : status === 400 || status === 403
        ? 'refused the token request'
        : 'could not issue a token';
  return new KikanError({
    kind: 'rejected',
    status,
    message: `The service ${what} (HTTP ${status}).${message === null ? '' : ` The service said: ${message}`}`,
  });
}

export async function requestToken(options: TokenRequestOptions): Promise<IssuedToken> {
  const redact = redactorFor({ clientId: options.clientId, clientSecret: options.clientSecret });
  try {
    return await exchange(options, redact);
  } catch (error) {
    throw redactError(error, redact);
  }
}

async function exchange(options: TokenRequestOptions, redact: Redact): Promise<IssuedToken> {
  const body: Record<string, string> = {
    grant_type: 'client_credentials',
    client_id: options.clientId,
  };
  if (options.scope.length > 0) body['scope'] = options.scope.join(' ');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (options.transport === 'basic') {
    const pair = `${options.clientId}:${options.clientSecret}`;
    headers['Authorization'] = `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
  } else {
    body['client_secret'] = options.clientSecret;
  }

  const response = await pacedFetch(
    {
      method: 'POST',
      url: tokenUrl(options.baseUrl),
      headers,
      body: JSON.stringify(body),
      operation: 'requesting a token',
    },
    {
      fetch: options.fetch,
      pacer: options.pacer,
      timeoutMs: options.timeoutMs ?? 30_000,
      signal: options.signal,
      retry: options.retry,
      redact,
    },
  );
  if (response.status < 200 || response.status > 299) {
    throw refusal(response.status, serverMessage(response.body, redact));
  }

  const json = parseJsonBody(response.body, 'the token request', redact);
  const accessToken = isJsonObject(json) ? json['access_token'] : undefined;
  if (typeof accessToken !== 'string' || accessToken === '' || !isJsonObject(json)) {
    throw new KikanError({
      kind: 'bad_response',
      message: 'The service answered the token request without an access token.',
    });
  }
  if (accessToken.includes(REDACTED)) {
    // The body was cleaned of the secret; a token that held it is no token to use.
    throw new KikanError({
      kind: 'bad_response',
      message: 'The service answered the token request with the client secret inside the token.',
    });
  }
  const tokenType = json['token_type'];
  const scope = json['scope'];
  let grantedPermissions: string[] | null;
  if (typeof scope === 'string') grantedPermissions = parseScope(scope);
  else if (Array.isArray(scope)) grantedPermissions = scope.filter((s) => typeof s === 'string');
  else grantedPermissions = options.scope.length > 0 ? [...options.scope] : null;
  return {
    accessToken,
    tokenType: typeof tokenType === 'string' && tokenType !== '' ? tokenType : 'Bearer',
    grantedPermissions,
  };
}
