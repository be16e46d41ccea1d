import type { DatabaseSync } from 'node:sqlite';
import { integer, text, type Row } from '../db/rows.ts';
import { newClientId, newLiveSecret, newTestSecret, newToken, sha256 } from './credentials.ts';
import { splitPermissions } from './permissions.ts';

// Installing an app issues its credentials (on the real service this happens on its own screen).
// The database keeps hashes for checking, plus the plaintext of the latest installation only to
// print READY again after a restart (see choices.ts).

export interface AppCredentials {
  name: string;
  client_id: string;
  live_secret: string;
  test_secret: string;
  token: string;
  permissions: string[];
}

export interface InstalledApp {
  id: number;
  workspaceId: number;
  name: string;
  clientId: string;
  liveSecretHash: string;
  testSecretHash: string;
  permissions: string[];
}

function nowIso(): string {
  return new Date().toISOString();
}

export function ensureWorkspace(db: DatabaseSync, name: string): number {
  db.prepare('INSERT INTO workspaces (name) VALUES (?) ON CONFLICT (name) DO NOTHING').run(name);
  return integer(db.prepare('SELECT id FROM workspaces WHERE name = ?').get(name) ?? {}, 'id');
}

export function findWorkspaceId(db: DatabaseSync, name: string): number | null {
  const row = db.prepare('SELECT id FROM workspaces WHERE name = ?').get(name);
  return row ? integer(row, 'id') : null;
}

function toApp(row: Row): InstalledApp {
  return {
    id: integer(row, 'id'),
    workspaceId: integer(row, 'workspace_id'),
    name: text(row, 'name'),
    clientId: text(row, 'client_id'),
    liveSecretHash: text(row, 'live_secret_hash'),
    testSecretHash: text(row, 'test_secret_hash'),
    permissions: splitPermissions(text(row, 'permissions')),
  };
}

export function findAppByClientId(db: DatabaseSync, clientId: string): InstalledApp | null {
  const row = db.prepare('SELECT * FROM apps WHERE client_id = ?').get(clientId);
  return row ? toApp(row) : null;
}

export function findApp(db: DatabaseSync, workspaceId: number, name: string): InstalledApp | null {
  const row = db
    .prepare('SELECT * FROM apps WHERE workspace_id = ? AND name = ?')
    .get(workspaceId, name);
  return row ? toApp(row) : null;
}

/** Stores a new token (its hash) for the app and returns the plaintext. */
export function issueToken(
  db: DatabaseSync,
  appId: number,
  permissions: readonly string[],
): string {
  const token = newToken();
  db.prepare(
    'INSERT INTO tokens (token_hash, app_id, permissions, created_at) VALUES (?, ?, ?, ?)',
  ).run(sha256(token), appId, permissions.join(' '), nowIso());
  return token;
}

function issueInstallation(
  db: DatabaseSync,
  app: { id: number; name: string; clientId: string; permissions: string[] },
): AppCredentials {
  const liveSecret = newLiveSecret();
  const testSecret = newTestSecret();
  db.prepare('UPDATE apps SET live_secret_hash = ?, test_secret_hash = ? WHERE id = ?').run(
    sha256(liveSecret),
    sha256(testSecret),
    app.id,
  );
  db.prepare('DELETE FROM tokens WHERE app_id = ?').run(app.id);
  const token = issueToken(db, app.id, app.permissions);
  db.prepare(
    `INSERT INTO installation (app_id, live_secret, test_secret, token) VALUES (?, ?, ?, ?)
     ON CONFLICT (app_id) DO UPDATE SET live_secret = excluded.live_secret, test_secret = excluded.test_secret, token = excluded.token`,
  ).run(app.id, liveSecret, testSecret, token);
  return {
    name: app.name,
    client_id: app.clientId,
    live_secret: liveSecret,
    test_secret: testSecret,
    token,
    permissions: [...app.permissions],
  };
}

/** Installs a new app in the workspace. The caller makes sure the name is free. */
export function installApp(
  db: DatabaseSync,
  workspaceId: number,
  name: string,
  permissions: readonly string[],
): AppCredentials {
  const clientId = newClientId();
  const result = db
    .prepare(
      `INSERT INTO apps (workspace_id, name, client_id, live_secret_hash, test_secret_hash, permissions)
       VALUES (?, ?, ?, '', '', ?)`,
    )
    .run(workspaceId, name, clientId, permissions.join(' '));
  return issueInstallation(db, {
    id: Number(result.lastInsertRowid),
    name,
    clientId,
    permissions: [...permissions],
  });
}

/** Reinstalls: new secrets and a new token; every earlier token and secret stops working. */
export function reinstallApp(db: DatabaseSync, app: InstalledApp): AppCredentials {
  return issueInstallation(db, app);
}

export interface InstalledWorkspace {
  id: number;
  name: string;
  apps: AppCredentials[];
}

/** Every workspace with the credentials of its apps' latest installation, for READY. */
export function listInstallations(db: DatabaseSync): InstalledWorkspace[] {
  const workspaces = db.prepare('SELECT id, name FROM workspaces ORDER BY id').all();
  const apps = db
    .prepare(
      `SELECT a.workspace_id, a.name, a.client_id, a.permissions, i.live_secret, i.test_secret, i.token
       FROM apps a JOIN installation i ON i.app_id = a.id ORDER BY a.id`,
    )
    .all();
  return workspaces.map((workspace) => ({
    id: integer(workspace, 'id'),
    name: text(workspace, 'name'),
    apps: apps
      .filter((app) => integer(app, 'workspace_id') === integer(workspace, 'id'))
      .map((app) => ({
        name: text(app, 'name'),
        client_id: text(app, 'client_id'),
        live_secret: text(app, 'live_secret'),
        test_secret: text(app, 'test_secret'),
        token: text(app, 'token'),
        permissions: splitPermissions(text(app, 'permissions')),
      })),
  }));
}
