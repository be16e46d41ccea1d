import type { ProfileView } from '../../app/connections.ts';
import type { ProfileRecord } from '../store/index.ts';

export function toProfileView(record: ProfileRecord): ProfileView {
  return {
    id: record.id,
    name: record.name,
    hostKind: record.hostKind,
    baseUrl: record.baseUrl,
    voucherPrefix: record.voucherPrefix,
    secretTransport: record.secretTransport,
    clientId: record.clientId,
    isDemo: record.isDemo,
    grantedPermissions: record.grantedPermissions,
    deniedPermissions: record.deniedPermissions,
    state: record.state,
    secretRemembered: record.secretRemembered,
    lastUsedAt: record.lastUsedAt,
  };
}
