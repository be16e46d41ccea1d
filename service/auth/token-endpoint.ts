import { MAX_TOKEN_BODY_BYTES, STATUS } from '../choices.ts';
import type { ServiceContext } from '../context.ts';
import {
  answerBodyFailure,
  isPlainObject,
  parseJsonBody,
  sendError,
  sendJson,
  type Exchange,
} from '../http.ts';
import { findAppByClientId, issueToken } from './apps.ts';
import { PREFIX, sameSecret, sha256 } from './credentials.ts';
import { grants, splitPermissions } from './permissions.ts';

// POST /v1/oauth/token (spec §4.1): client_credentials with the secret in the body or in Basic.

interface BasicCredentials {
  clientId: string;
  secret: string;
}

function parseBasic(header: string | undefined): BasicCredentials | null {
  if (!header) return null;
  const match = /^Basic\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Reads the client id before anything else, so the token-request limit can be keyed by it. */
function limitKey(exchange: Exchange, body: Record<string, unknown> | null): string {
  const basic = parseBasic(exchange.req.headers.authorization);
  const fromBody =
    body && typeof body.client_id === 'string' && body.client_id !== '' ? body.client_id : null;
  const clientId = fromBody ?? basic?.clientId ?? null;
  return clientId
    ? `client:${clientId}`
    : `address:${exchange.req.socket.remoteAddress ?? 'unknown'}`;
}

export async function handleTokenRequest(
  exchange: Exchange,
  context: ServiceContext,
): Promise<void> {
  const parsed = await parseJsonBody(exchange, MAX_TOKEN_BODY_BYTES);
  const body = parsed.ok && isPlainObject(parsed.value) ? parsed.value : null;

  const decision = context.tokenLimiter.take(limitKey(exchange, body));
  if (!decision.allowed) {
    context.stats.rateLimited += 1;
    sendError(
      exchange,
      429,
      'rate_limited',
      `Too many token requests: at most ${context.tokenLimiter.limit} in ${context.tokenLimiter.windowMs} ms.`,
      { retry_after: decision.retryAfterSeconds },
      { 'Retry-After': String(decision.retryAfterSeconds) },
    );
    return;
  }
  if (!parsed.ok) {
    answerBodyFailure(exchange, parsed);
    return;
  }
  if (!body) {
    sendError(
      exchange,
      STATUS.malformedBody,
      'invalid_request',
      'The request body must be a JSON object.',
    );
    return;
  }
  if (body.grant_type !== 'client_credentials') {
    sendError(
      exchange,
      STATUS.unsupportedGrantType,
      'unsupported_grant_type',
      'grant_type must be "client_credentials".',
    );
    return;
  }

  const basic = parseBasic(exchange.req.headers.authorization);
  const clientId =
    typeof body.client_id === 'string' && body.client_id !== '' ? body.client_id : basic?.clientId;
  const secret =
    typeof body.client_secret === 'string' && body.client_secret !== ''
      ? body.client_secret
      : basic?.secret;
  if (!clientId) {
    sendError(exchange, STATUS.invalidRequest, 'invalid_request', 'client_id is required.');
    return;
  }
  if (!secret) {
    sendError(
      exchange,
      STATUS.invalidClient,
      'invalid_client',
      'A client secret is required, in client_secret or in Authorization: Basic.',
    );
    return;
  }
  if (basic && basic.clientId !== clientId) {
    sendError(
      exchange,
      STATUS.invalidClient,
      'invalid_client',
      'The client_id in the body differs from the one in Authorization: Basic.',
    );
    return;
  }
  if (secret.startsWith(PREFIX.testSecret) && context.mode === 'production') {
    sendError(
      exchange,
      STATUS.invalidClient,
      'invalid_client',
      'This is the production host: it accepts only production secrets (svc_sec_live_), not development secrets (svc_sec_test_).',
    );
    return;
  }

  const app = findAppByClientId(context.db, clientId);
  const secretHash = sha256(secret);
  const secretMatches =
    app !== null &&
    (sameSecret(secretHash, app.liveSecretHash) || sameSecret(secretHash, app.testSecretHash));
  if (!app || !secretMatches) {
    sendError(
      exchange,
      STATUS.invalidClient,
      'invalid_client',
      'Unknown client_id or wrong client secret.',
    );
    return;
  }

  const scope = body.scope;
  if (scope !== undefined && scope !== null && typeof scope !== 'string') {
    sendError(
      exchange,
      STATUS.invalidScope,
      'invalid_scope',
      'scope must be a space-separated string of permission names.',
    );
    return;
  }
  const requested = splitPermissions(scope ?? '');
  const notHeld = requested.filter((name) => !grants(app.permissions, name));
  if (notHeld.length > 0) {
    sendError(
      exchange,
      STATUS.invalidScope,
      'invalid_scope',
      `The app does not hold: ${notHeld.join(', ')}. It holds: ${app.permissions.join(' ')}.`,
      { not_held: notHeld },
    );
    return;
  }
  const granted = requested.length > 0 ? [...new Set(requested)] : app.permissions;
  const token = issueToken(context.db, app.id, granted);
  sendJson(exchange, 200, { access_token: token, token_type: 'Bearer', scope: granted.join(' ') });
}
