import type { DatabaseSync } from 'node:sqlite';
import { ensureWorkspace, installApp } from '../auth/apps.ts';
import { ALL_PERMISSIONS, READ_PERMISSIONS } from '../auth/permissions.ts';

// The workspaces and apps of every fresh stand-in: demo (full, readonly) and other (full).

export const DEFAULT_INSTALLATION = [
  {
    workspace: 'demo',
    apps: [
      { name: 'full', permissions: ALL_PERMISSIONS },
      { name: 'readonly', permissions: READ_PERMISSIONS },
    ],
  },
  { workspace: 'other', apps: [{ name: 'full', permissions: ALL_PERMISSIONS }] },
] as const;

export function installDefaults(db: DatabaseSync): Map<string, number> {
  const workspaceIds = new Map<string, number>();
  for (const entry of DEFAULT_INSTALLATION) {
    const workspaceId = ensureWorkspace(db, entry.workspace);
    workspaceIds.set(entry.workspace, workspaceId);
    for (const app of entry.apps) installApp(db, workspaceId, app.name, app.permissions);
  }
  return workspaceIds;
}
