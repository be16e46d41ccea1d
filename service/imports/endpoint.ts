import {
  MAX_IDEMPOTENCY_KEY_LENGTH,
  REPLAY_HEADER,
  STATUS,
  UNNAMED_IMPORT_ERROR,
} from '../choices.ts';
import type { ServiceContext } from '../context.ts';
import { authorizeCall, requirePermission } from '../auth/bearer.ts';
import { sha256 } from '../auth/credentials.ts';
import { inTransaction } from '../db/open.ts';
import { prepared } from '../db/prepared.ts';
import { integer, text } from '../db/rows.ts';
import { isPlainObject, readJsonBody, sendError, sendText, type Exchange } from '../http.ts';
import { applyImport, ImportRejected } from './apply.ts';
import { describe, validateImport, type Problem } from './validate.ts';

// POST /v1/imports (spec §4.2): one transaction per request, replayed by Idempotency-Key.

function neededPermissions(body: Record<string, unknown>): string[] {
  const needed: string[] = [];
  const hasMasters = Object.entries(body).some(
    ([key, value]) => key !== 'products' && Array.isArray(value) && value.length > 0,
  );
  const products = body.products;
  if (hasMasters) needed.push('kikan_masters_write');
  if (Array.isArray(products) && products.length > 0) needed.push('kikan_products_write');
  return needed;
}

/** A refused import's answer: its problems by element, or (switched off) a message naming none. */
function sendRefusal(
  exchange: Exchange,
  context: ServiceContext,
  status: number,
  code: string,
  message: string,
  problems: readonly Problem[],
): void {
  if (context.importErrors.detail === 'none') {
    sendError(exchange, status, code, UNNAMED_IMPORT_ERROR);
    return;
  }
  sendError(exchange, status, code, message, { problems });
}

export async function handleImport(exchange: Exchange, context: ServiceContext): Promise<void> {
  const principal = authorizeCall(exchange, context);
  if (!principal) return;
  const key = exchange.req.headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '') {
    sendError(
      exchange,
      STATUS.missingIdempotencyKey,
      'idempotency_key_required',
      'The Idempotency-Key header is required for POST /v1/imports.',
    );
    return;
  }
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    sendError(
      exchange,
      STATUS.missingIdempotencyKey,
      'invalid_idempotency_key',
      `The Idempotency-Key may be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
    );
    return;
  }
  const parsed = await readJsonBody(exchange);
  if (!parsed) return;
  if (!isPlainObject(parsed.value)) {
    sendError(
      exchange,
      STATUS.malformedBody,
      'invalid_body',
      'The import body must be a JSON object whose keys are master kinds and "products".',
    );
    return;
  }
  const body = parsed.value;
  for (const permission of neededPermissions(body)) {
    if (!requirePermission(exchange, principal, permission)) return;
  }

  const { db } = context;
  const bodyHash = sha256(parsed.raw);
  const stored = prepared(
    db,
    'SELECT body_sha256, status, response FROM idempotency WHERE workspace_id = ? AND key = ?',
  ).get(principal.workspaceId, key);
  if (stored) {
    if (text(stored, 'body_sha256') !== bodyHash) {
      sendError(
        exchange,
        409,
        'idempotency_conflict',
        'This Idempotency-Key was already used with a different body.',
      );
      return;
    }
    context.stats.importsReplayed += 1;
    sendText(exchange, integer(stored, 'status'), text(stored, 'response'), {
      [REPLAY_HEADER]: 'true',
    });
    return;
  }

  const validated = validateImport(body);
  if (!validated.ok) {
    const status = validated.code === 'batch_too_large' ? STATUS.batchTooLarge : STATUS.failedBatch;
    sendRefusal(exchange, context, status, validated.code, validated.message, validated.problems);
    return;
  }
  const now = new Date().toISOString();
  let responseText: string;
  try {
    responseText = inTransaction(db, () => {
      const result = JSON.stringify(applyImport(db, principal.workspaceId, validated.valid, now));
      prepared(
        db,
        'INSERT INTO idempotency (workspace_id, key, body_sha256, status, response, created_at) VALUES (?, ?, ?, 200, ?, ?)',
      ).run(principal.workspaceId, key, bodyHash, result, now);
      return result;
    });
  } catch (error) {
    if (error instanceof ImportRejected) {
      const message = describe(error.problems);
      sendRefusal(exchange, context, STATUS.failedBatch, 'invalid_import', message, error.problems);
      return;
    }
    throw error;
  }
  context.stats.importsCommitted += 1;
  sendText(exchange, 200, responseText);
}
