import { randomUUID } from 'node:crypto';
import type { ProfileForm } from '../../app/connections.ts';
import { KikanError } from '../../app/errors.ts';
import { parseServiceAddress } from '../../app/service-address.ts';
import type { ProfileRecord } from '../store/index.ts';

export interface ProposedRecord {
  record: ProfileRecord;
  /**
   * An existing profile now points at another address. Its token and remembered secret belong
   * to the old one and must be dropped, never sent to the new one.
   */
  moved: boolean;
}

function addressError(message: string): KikanError {
  return new KikanError({
    kind: 'invalid_input',
    message,
    fields: [{ path: 'profile.baseUrl', message }],
  });
}

/**
 * The record a connect attempt would store: the form's fields over the existing profile's
 * bookkeeping. The address is parsed here, once (scheme, host, port, base path; https unless a
 * loopback stand-in in a custom profile). A moved profile keeps nothing of its old credentials:
 * no client ID (unless a new one is given), no permissions learned from the old service.
 */
export function proposeRecord(
  form: ProfileForm,
  existing: ProfileRecord | null,
  clientId: string | null,
): ProposedRecord {
  const parsed = parseServiceAddress(form.baseUrl, form.hostKind);
  if (!parsed.ok) throw addressError(parsed.problem.message);
  const baseUrl = parsed.address.baseUrl;
  const moved = existing !== null && existing.baseUrl !== baseUrl;
  const kept = moved ? null : existing;
  return {
    moved,
    record: {
      id: existing?.id ?? randomUUID(),
      name: form.name,
      hostKind: form.hostKind,
      baseUrl,
      voucherPrefix: form.voucherPrefix,
      secretTransport: form.secretTransport,
      clientId: clientId ?? kept?.clientId ?? null,
      isDemo: existing?.isDemo ?? false,
      grantedPermissions: kept?.grantedPermissions ?? null,
      deniedPermissions: kept?.deniedPermissions ?? [],
      state: kept?.state ?? 'signed_out',
      secretRemembered: kept?.secretRemembered ?? false,
      tokenStorage: kept?.tokenStorage ?? 'none',
      createdAt: existing?.createdAt ?? new Date().toISOString(),
      lastUsedAt: existing?.lastUsedAt ?? null,
    },
  };
}
