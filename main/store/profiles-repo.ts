import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  hostKindSchema,
  type ConnectionState,
  type HostKind,
  type ProfileView,
} from '../../app/connections.ts';
import { bool, oneOf, stringListOrNull, text, textOrNull, type Row } from './columns.ts';
import { refuseSecrets } from './secret-guard.ts';
import type { Transactor } from './transaction.ts';

// Connection profiles. There is deliberately no field for a token or a secret: those live only
// in the OS keychain (main/vault). secretRemembered only says whether the keychain holds one.

export type SecretTransport = ProfileView['secretTransport'];
/** Where this profile's token currently lives. */
export type TokenStorage = 'keychain' | 'memory' | 'none';

/** A stored profile: what the UI sees (ProfileView) plus bookkeeping the UI does not need. */
export interface ProfileRecord extends ProfileView {
  tokenStorage: TokenStorage;
  createdAt: string;
}

export interface NewProfile {
  /** Chosen by the store when absent. */
  id?: string;
  name: string;
  hostKind: HostKind;
  baseUrl: string;
  voucherPrefix?: string;
  secretTransport?: SecretTransport;
  clientId?: string | null;
  isDemo?: boolean;
  grantedPermissions?: readonly string[] | null;
  deniedPermissions?: readonly string[];
  state?: ConnectionState;
  secretRemembered?: boolean;
  tokenStorage?: TokenStorage;
}

/** A whole profile to upsert; tokenStorage may be left out (kept, or 'none' for a new one). */
export type SavableProfile = Omit<ProfileRecord, 'tokenStorage'> & { tokenStorage?: TokenStorage };

export interface ProfilesRepo {
  create(profile: NewProfile): ProfileRecord;
  get(id: string): ProfileRecord | null;
  /** Oldest first. */
  list(): ProfileRecord[];
  /** Inserts or replaces the whole profile (createdAt is kept once stored). */
  save(profile: SavableProfile): ProfileRecord;
  /** Also deletes the profile's drafts and import journal. False when there was none. */
  delete(id: string): boolean;
}

const HOST_KINDS: readonly HostKind[] = hostKindSchema.options;
const TRANSPORTS: readonly SecretTransport[] = ['body', 'basic'];
const STATES: readonly ConnectionState[] = [
  'connected',
  'memory_only',
  'reconnect_needed',
  'signed_out',
];
const STORAGES: readonly TokenStorage[] = ['keychain', 'memory', 'none'];

function fromRow(row: Row): ProfileRecord {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    hostKind: oneOf(row, 'host_kind', HOST_KINDS),
    baseUrl: text(row, 'base_url'),
    voucherPrefix: text(row, 'voucher_prefix'),
    secretTransport: oneOf(row, 'secret_transport', TRANSPORTS),
    clientId: textOrNull(row, 'client_id'),
    isDemo: bool(row, 'is_demo'),
    grantedPermissions: stringListOrNull(row, 'granted_permissions'),
    deniedPermissions: stringListOrNull(row, 'denied_permissions') ?? [],
    state: oneOf(row, 'state', STATES),
    secretRemembered: bool(row, 'secret_remembered'),
    tokenStorage: oneOf(row, 'token_storage', STORAGES),
    createdAt: text(row, 'created_at'),
    lastUsedAt: textOrNull(row, 'last_used_at'),
  };
}

/** Copies only the known fields, so an object carrying extra properties stores nothing more. */
function pick(record: ProfileRecord): ProfileRecord {
  return fromRow(toColumns(record));
}

function toColumns(record: ProfileRecord): Row {
  return {
    id: record.id,
    name: record.name,
    host_kind: record.hostKind,
    base_url: record.baseUrl,
    voucher_prefix: record.voucherPrefix,
    secret_transport: record.secretTransport,
    client_id: record.clientId,
    is_demo: record.isDemo ? 1 : 0,
    granted_permissions:
      record.grantedPermissions === null ? null : JSON.stringify(record.grantedPermissions),
    denied_permissions: JSON.stringify(record.deniedPermissions),
    state: record.state,
    secret_remembered: record.secretRemembered ? 1 : 0,
    token_storage: record.tokenStorage,
    created_at: record.createdAt,
    last_used_at: record.lastUsedAt,
  };
}

function guard(columns: Row): void {
  for (const [column, value] of Object.entries(columns)) refuseSecrets(column, value);
}

export function createProfilesRepo(
  db: DatabaseSync,
  tx: Transactor,
  now: () => string,
): ProfilesRepo {
  const selectOne = db.prepare('SELECT * FROM profiles WHERE id = ?');
  const selectAll = db.prepare('SELECT * FROM profiles ORDER BY created_at, id');
  const upsert = db.prepare(`
    INSERT INTO profiles (id, name, host_kind, base_url, voucher_prefix, secret_transport,
      client_id, is_demo, granted_permissions, denied_permissions, state, secret_remembered,
      token_storage, created_at, last_used_at)
    VALUES (:id, :name, :host_kind, :base_url, :voucher_prefix, :secret_transport,
      :client_id, :is_demo, :granted_permissions, :denied_permissions, :state, :secret_remembered,
      :token_storage, :created_at, :last_used_at)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, host_kind = excluded.host_kind,
      base_url = excluded.base_url, voucher_prefix = excluded.voucher_prefix,
      secret_transport = excluded.secret_transport, client_id = excluded.client_id,
      is_demo = excluded.is_demo, granted_permissions = excluded.granted_permissions,
      denied_permissions = excluded.denied_permissions, state = excluded.state,
      secret_remembered = excluded.secret_remembered, token_storage = excluded.token_storage,
      last_used_at = excluded.last_used_at`);
  const deleteOne = db.prepare('DELETE FROM profiles WHERE id = ?');

  function get(id: string): ProfileRecord | null {
    const row = selectOne.get(id);
    return row === undefined ? null : fromRow(row);
  }

  function write(record: ProfileRecord): ProfileRecord {
    const columns = toColumns(record);
    guard(columns);
    upsert.run(columns);
    return pick(record);
  }

  return {
    get,
    list: () => (selectAll.all() as Row[]).map(fromRow),
    create(profile) {
      const record: ProfileRecord = {
        id: profile.id ?? randomUUID(),
        name: profile.name,
        hostKind: profile.hostKind,
        baseUrl: profile.baseUrl,
        voucherPrefix: profile.voucherPrefix ?? '',
        secretTransport: profile.secretTransport ?? 'body',
        clientId: profile.clientId ?? null,
        isDemo: profile.isDemo ?? false,
        grantedPermissions: profile.grantedPermissions ? [...profile.grantedPermissions] : null,
        deniedPermissions: [...(profile.deniedPermissions ?? [])],
        state: profile.state ?? 'signed_out',
        secretRemembered: profile.secretRemembered ?? false,
        tokenStorage: profile.tokenStorage ?? 'none',
        createdAt: now(),
        lastUsedAt: null,
      };
      return tx.run(() => {
        if (get(record.id) !== null) {
          throw new RangeError(`A profile with id ${record.id} already exists.`);
        }
        return write(record);
      });
    },
    save: (profile) =>
      tx.run(() => {
        const current = get(profile.id);
        return write({
          ...profile,
          tokenStorage: profile.tokenStorage ?? current?.tokenStorage ?? 'none',
          createdAt: current?.createdAt ?? profile.createdAt,
        });
      }),
    delete: (id) => tx.run(() => deleteOne.run(id).changes > 0),
  };
}
