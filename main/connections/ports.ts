import type { ConnectionState, HostKind } from '../../app/connections.ts';
import type { Settings } from '../../app/settings.ts';

// What the connection layer needs from the local store and the keychain. The store and vault
// modules satisfy these; tests may hand in the real ones over a temp database.

export interface ProfileRecord {
  id: string;
  name: string;
  hostKind: HostKind;
  baseUrl: string;
  voucherPrefix: string;
  secretTransport: 'body' | 'basic';
  clientId: string | null;
  isDemo: boolean;
  grantedPermissions: string[] | null;
  deniedPermissions: string[];
  state: ConnectionState;
  secretRemembered: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ProfileStore {
  list(): ProfileRecord[];
  get(id: string): ProfileRecord | null;
  save(record: ProfileRecord): void;
  delete(id: string): void;
}

export interface PreferenceStore {
  getSettings(): Settings;
  saveSettings(settings: Settings): void;
  getActiveProfileId(): string | null;
  setActiveProfileId(id: string | null): void;
}

export interface SecretVault {
  status(): Promise<{ available: boolean; reason: string | null }>;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}
