import { z } from 'zod';
import { INPUT_LIMITS, tooLong } from './ipc/input-limits.ts';
import { grants, type Permission } from './permissions.ts';

// Connection profiles (no secrets ever) and what the UI shows of a connection's state.

/** production: the production host; development: the development host; custom: any address (e.g. the local stand-in). */
export const hostKindSchema = z.enum(['production', 'development', 'custom']);
export type HostKind = z.infer<typeof hostKindSchema>;

const baseUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the service address.')
  .max(INPUT_LIMITS.baseUrlLength, tooLong('The address', INPUT_LIMITS.baseUrlLength))
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'Enter an http:// or https:// address.',
  });

const voucherPrefixSchema = z
  .string()
  .trim()
  .max(
    INPUT_LIMITS.voucherPrefixLength,
    tooLong('The path prefix', INPUT_LIMITS.voucherPrefixLength),
  )
  .refine(
    (value) =>
      value === '' ||
      (/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(value) &&
        !value.split('/').some((segment) => segment === '.' || segment === '..')),
    {
      message: 'A path prefix such as /v1, or empty.',
    },
  );

/** What the user fills in for a profile; secrets and tokens are separate inputs. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Give the connection a name.').max(80),
  hostKind: hostKindSchema,
  baseUrl: baseUrlSchema,
  voucherPrefix: voucherPrefixSchema.default(''),
  secretTransport: z.enum(['body', 'basic']).default('body'),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/**
 * connected: a token is held and last worked. memory_only: connected, but the token lives only
 * in memory because no keychain is available. reconnect_needed: the service refused the token
 * (the app was reinstalled). signed_out: no token held.
 */
export const connectionStateSchema = z.enum([
  'connected',
  'memory_only',
  'reconnect_needed',
  'signed_out',
]);
export type ConnectionState = z.infer<typeof connectionStateSchema>;

export const profileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  hostKind: hostKindSchema,
  baseUrl: z.string(),
  voucherPrefix: z.string(),
  secretTransport: z.enum(['body', 'basic']),
  clientId: z.string().nullable(),
  isDemo: z.boolean(),
  /** From the token response's scope; null when unknown (a pasted token). */
  grantedPermissions: z.array(z.string()).nullable(),
  /** Permissions the service answered 403 for; meaningful mostly while grantedPermissions is null. */
  deniedPermissions: z.array(z.string()),
  state: connectionStateSchema,
  secretRemembered: z.boolean(),
  lastUsedAt: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const keychainStatusSchema = z.object({
  available: z.boolean(),
  /** Why not, in words for the user; null when available. */
  reason: z.string().nullable(),
});
export type KeychainStatus = z.infer<typeof keychainStatusSchema>;

/** What the app knows of one permission of a profile's token. */
export type PermissionAnswer = 'granted' | 'denied' | 'unknown';

/**
 * Granted permissions come from the token response; a pasted token's are unknown until the
 * service answers 403, which lands in deniedPermissions.
 */
export function permissionAnswer(
  profile: Pick<ProfileView, 'grantedPermissions' | 'deniedPermissions'>,
  needed: Permission,
): PermissionAnswer {
  if (profile.deniedPermissions.includes(needed)) return 'denied';
  if (profile.grantedPermissions === null) return 'unknown';
  return grants(profile.grantedPermissions, needed) ? 'granted' : 'denied';
}
