import { STATUS } from '../choices.ts';
import type { ServiceContext } from '../context.ts';
import { integer, text } from '../db/rows.ts';
import { sendError, type Exchange } from '../http.ts';
import { sha256 } from './credentials.ts';
import { grants, splitPermissions } from './permissions.ts';

// Bearer authentication, the per-token call limit and permission checks for every call but
// token issuance. The token alone fixes the workspace (spec §5.2).

export interface Principal {
  workspaceId: number;
  tokenHash: string;
  permissions: string[];
}

const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Bearer realm="stand-in"' };

/**
 * Authenticates the call and counts it against its token's limit. Answers 401 or 429 itself and
 * returns null then.
 */
export function authorizeCall(exchange: Exchange, context: ServiceContext): Principal | null {
  const header = exchange.req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) {
    sendError(
      exchange,
      STATUS.unauthorized,
      'unauthorized',
      'Authorization: Bearer <token> is required.',
      {},
      UNAUTHORIZED_HEADERS,
    );
    return null;
  }
  const tokenHash = sha256(match[1]);
  const row = context.db
    .prepare(
      'SELECT a.workspace_id, t.permissions FROM tokens t JOIN apps a ON a.id = t.app_id WHERE t.token_hash = ?',
    )
    .get(tokenHash);
  if (!row) {
    sendError(
      exchange,
      STATUS.unauthorized,
      'invalid_token',
      'The token is unknown or no longer valid (was the app reinstalled?).',
      {},
      UNAUTHORIZED_HEADERS,
    );
    return null;
  }
  const decision = context.callLimiter.take(tokenHash);
  if (!decision.allowed) {
    context.stats.rateLimited += 1;
    sendError(
      exchange,
      429,
      'rate_limited',
      `Too many calls with this token: at most ${context.callLimiter.limit} in ${context.callLimiter.windowMs} ms.`,
      { retry_after: decision.retryAfterSeconds },
      { 'Retry-After': String(decision.retryAfterSeconds) },
    );
    return null;
  }
  return {
    workspaceId: integer(row, 'workspace_id'),
    tokenHash,
    permissions: splitPermissions(text(row, 'permissions')),
  };
}

/** Answers 403 naming the permission and returns false when the token lacks it. */
export function requirePermission(
  exchange: Exchange,
  principal: Principal,
  needed: string,
): boolean {
  if (grants(principal.permissions, needed)) return true;
  sendError(exchange, 403, 'forbidden', `This token lacks the permission ${needed}.`, {
    required_permission: needed,
  });
  return false;
}
