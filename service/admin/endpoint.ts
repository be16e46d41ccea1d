import { findApp, findWorkspaceId, installApp, reinstallApp } from '../auth/apps.ts';
import { sameSecret } from '../auth/credentials.ts';
import { isPermission } from '../auth/permissions.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../db/open.ts';
import { isPlainObject, readJsonBody, sendError, sendJson, type Exchange } from '../http.ts';
import { readCatalog, voucherCounts } from './catalog.ts';
import { parseFault } from './faults.ts';
import { addVouchers, isGeneratedKind } from './vouchers.ts';

// The stand-in's own surface (it stands for the service's screen and for test hooks). Never under
// the spec's paths; every call needs X-Admin-Key.

type AdminHandler = (
  exchange: Exchange,
  context: ServiceContext,
  params: string[],
) => Promise<void> | void;

interface AdminRoute {
  method: string;
  pattern: RegExp;
  handle: AdminHandler;
}

function workspaceOr404(exchange: Exchange, context: ServiceContext, name: string): number | null {
  const id = findWorkspaceId(context.db, name);
  if (id === null) sendError(exchange, 404, 'not_found', `No workspace "${name}".`);
  return id;
}

const ROUTES: AdminRoute[] = [
  {
    method: 'POST',
    pattern: /^\/_admin\/apps\/([^/]+)\/([^/]+)\/reinstall$/,
    handle(exchange, context, [workspace = '', appName = '']) {
      const workspaceId = workspaceOr404(exchange, context, workspace);
      if (workspaceId === null) return;
      const app = findApp(context.db, workspaceId, appName);
      if (!app) {
        sendError(exchange, 404, 'not_found', `No app "${appName}" in workspace "${workspace}".`);
        return;
      }
      sendJson(
        exchange,
        200,
        inTransaction(context.db, () => reinstallApp(context.db, app)),
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/_admin\/apps\/([^/]+)\/([^/]+)$/,
    async handle(exchange, context, [workspace = '', appName = '']) {
      const parsed = await readJsonBody(exchange);
      if (!parsed) return;
      const permissions = isPlainObject(parsed.value) ? parsed.value.permissions : undefined;
      if (
        !Array.isArray(permissions) ||
        !permissions.every((name): name is string => typeof name === 'string' && isPermission(name))
      ) {
        sendError(
          exchange,
          400,
          'invalid_request',
          'Send {"permissions": [...]} with permission names of the spec.',
        );
        return;
      }
      const workspaceId = workspaceOr404(exchange, context, workspace);
      if (workspaceId === null) return;
      if (findApp(context.db, workspaceId, appName)) {
        sendError(
          exchange,
          409,
          'conflict',
          `App "${appName}" is already installed; reinstall it instead.`,
        );
        return;
      }
      sendJson(
        exchange,
        200,
        inTransaction(context.db, () => installApp(context.db, workspaceId, appName, permissions)),
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/_admin\/faults$/,
    async handle(exchange, context) {
      const parsed = await readJsonBody(exchange);
      if (!parsed) return;
      const fault = parseFault(parsed.value);
      if (typeof fault === 'string') {
        sendError(exchange, 400, 'invalid_request', fault);
        return;
      }
      sendJson(exchange, 200, { id: context.faults.add(fault).id });
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/_admin\/faults$/,
    handle(exchange, context) {
      context.faults.clear();
      sendJson(exchange, 200, { ok: true });
    },
  },
  {
    method: 'GET',
    pattern: /^\/_admin\/faults$/,
    handle(exchange, context) {
      sendJson(exchange, 200, context.faults.list());
    },
  },
  {
    method: 'POST',
    pattern: /^\/_admin\/import-errors$/,
    async handle(exchange, context) {
      const parsed = await readJsonBody(exchange);
      if (!parsed) return;
      const detail = isPlainObject(parsed.value) ? parsed.value.detail : undefined;
      if (detail !== 'elements' && detail !== 'none') {
        sendError(
          exchange,
          400,
          'invalid_request',
          'Send {"detail": "elements"} or {"detail": "none"}.',
        );
        return;
      }
      context.importErrors.detail = detail;
      sendJson(exchange, 200, { detail });
    },
  },
  {
    method: 'GET',
    pattern: /^\/_admin\/stats$/,
    handle(exchange, context) {
      sendJson(exchange, 200, context.stats.toJson());
    },
  },
  {
    method: 'POST',
    pattern: /^\/_admin\/stats\/reset$/,
    handle(exchange, context) {
      context.stats.reset();
      sendJson(exchange, 200, context.stats.toJson());
    },
  },
  {
    method: 'POST',
    pattern: /^\/_admin\/vouchers\/([^/]+)\/([^/]+)$/,
    async handle(exchange, context, [workspace = '', kind = '']) {
      const parsed = await readJsonBody(exchange);
      if (!parsed) return;
      const count = isPlainObject(parsed.value) ? parsed.value.count : undefined;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1_000_000) {
        sendError(exchange, 400, 'invalid_request', 'Send {"count": N} with 1 ≤ N ≤ 1000000.');
        return;
      }
      if (!isGeneratedKind(kind)) {
        sendError(exchange, 404, 'not_found', `No voucher kind "${kind}".`);
        return;
      }
      const workspaceId = workspaceOr404(exchange, context, workspace);
      if (workspaceId === null) return;
      const added = addVouchers(context.db, workspaceId, kind, count);
      if (added === null) {
        sendError(
          exchange,
          409,
          'no_products',
          'The workspace has no SKUs for voucher lines; import products first.',
        );
        return;
      }
      sendJson(exchange, 200, { created: added, counts: voucherCounts(context.db, workspaceId) });
    },
  },
  {
    method: 'GET',
    pattern: /^\/_admin\/workspaces\/([^/]+)\/catalog$/,
    handle(exchange, context, [workspace = '']) {
      const workspaceId = workspaceOr404(exchange, context, workspace);
      if (workspaceId !== null) sendJson(exchange, 200, readCatalog(context.db, workspaceId));
    },
  },
  {
    method: 'GET',
    pattern: /^\/_admin\/workspaces\/([^/]+)\/counts$/,
    handle(exchange, context, [workspace = '']) {
      const workspaceId = workspaceOr404(exchange, context, workspace);
      if (workspaceId !== null) sendJson(exchange, 200, voucherCounts(context.db, workspaceId));
    },
  },
];

export async function handleAdmin(exchange: Exchange, context: ServiceContext): Promise<void> {
  const key = exchange.req.headers['x-admin-key'];
  if (typeof key !== 'string' || !sameSecret(key, context.adminKey)) {
    sendError(
      exchange,
      401,
      'unauthorized',
      'The admin surface needs the header X-Admin-Key with the key printed in READY.',
    );
    return;
  }
  const matching = ROUTES.filter((route) => route.pattern.test(exchange.path));
  const method = exchange.method === 'HEAD' ? 'GET' : exchange.method;
  const route = matching.find((candidate) => candidate.method === method);
  if (!route) {
    if (matching.length > 0) {
      const allowed = matching.flatMap((r) => (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]));
      sendError(
        exchange,
        405,
        'method_not_allowed',
        `Use ${allowed.join(' or ')}.`,
        {},
        { Allow: allowed.join(', ') },
      );
    } else sendError(exchange, 404, 'not_found', `No admin path ${exchange.path}.`);
    return;
  }
  const params = decodeParams(route.pattern.exec(exchange.path) ?? []);
  if (params === null) {
    sendError(
      exchange,
      400,
      'invalid_path',
      `The path ${exchange.path} has a malformed percent-encoding (such as %E0%A4 or %zz).`,
    );
    return;
  }
  await route.handle(exchange, context, params);
}

/** The captured path segments, percent-decoded; null when one is not valid percent-encoding. */
function decodeParams(match: readonly string[]): string[] | null {
  try {
    return match.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}
