import type { TFunction } from 'i18next';
import { z } from 'zod';
import { profileFormSchema, type ProfileView } from '../../../app/connections.ts';
import {
  checkClientCredentials,
  checkToken,
  type CredentialProblem,
} from '../../../app/credentials.ts';
import { calls } from '../../../app/ipc/contract.ts';
import { checkServiceAddress } from '../../../app/service-address.ts';

// The connect form's schema is assembled from the shared ones (profile form, contract inputs,
// credential checks); the form adds only the choice between token and client credentials.

const tokenInput = calls['connections.connectWithToken'].input.shape;
const secretInput = calls['connections.connectWithSecret'].input.shape;

export const CREDENTIAL_FIELDS = ['token', 'clientId', 'clientSecret'] as const;
type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

function problemMessage(t: TFunction, problem: CredentialProblem): string {
  return problem.code === 'wrong_prefix'
    ? t('validation.wrongPrefix', { expected: problem.expected })
    : t('validation.testSecretOnProduction');
}

export function createConnectFormSchema(t: TFunction) {
  return profileFormSchema
    .extend({
      method: z.enum(['token', 'secret']),
      token: z.string(),
      clientId: z.string(),
      clientSecret: z.string(),
      scope: secretInput.scope,
      rememberSecret: secretInput.rememberSecret,
    })
    .superRefine((form, ctx) => {
      const address = checkServiceAddress(form.baseUrl, form.hostKind);
      if (address) {
        // Not 'custom': the field's generic "custom" text would hide the reason.
        ctx.addIssue({
          code: 'invalid_format',
          format: 'url',
          input: form.baseUrl,
          path: ['baseUrl'],
          message: t(`validation.address.${address.code}`),
        });
      }
      const checks: Partial<Record<CredentialField, z.ZodType>> =
        form.method === 'token'
          ? { token: tokenInput.token }
          : { clientId: secretInput.clientId, clientSecret: secretInput.clientSecret };
      let missing = false;
      for (const [field, schema] of Object.entries(checks)) {
        const result = schema.safeParse(form[field as CredentialField]);
        if (result.success) continue;
        missing = true;
        for (const issue of result.error.issues) {
          const message = t(`validation.${field}.${issue.code}`, { defaultValue: issue.message });
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }
      if (missing) return;
      const problem =
        form.method === 'token'
          ? checkToken(form.token.trim())
          : checkClientCredentials(form.clientId.trim(), form.clientSecret.trim(), form.hostKind);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: [problem.field],
          message: problemMessage(t, problem),
        });
      }
    });
}

export type ConnectFormSchema = ReturnType<typeof createConnectFormSchema>;
export type ConnectFormInput = z.input<ConnectFormSchema>;
export type ConnectFormValues = z.output<ConnectFormSchema>;

export function emptyForm(): ConnectFormInput {
  return {
    name: '',
    hostKind: 'production',
    baseUrl: '',
    voucherPrefix: '',
    secretTransport: 'body',
    method: 'token',
    token: '',
    clientId: '',
    clientSecret: '',
    scope: [],
    rememberSecret: false,
  };
}

/** The form prefilled for reconnecting a saved profile (never with a secret or token). */
export function formForProfile(profile: ProfileView): ConnectFormInput {
  return {
    ...emptyForm(),
    name: profile.name,
    hostKind: profile.hostKind,
    baseUrl: profile.baseUrl,
    voucherPrefix: profile.voucherPrefix,
    secretTransport: profile.secretTransport,
    method: profile.clientId === null ? 'token' : 'secret',
    clientId: profile.clientId ?? '',
  };
}

/** Main reports invalid input with paths of the call's input ("profile.name", "token"). */
export function formFieldOfPath(path: string): keyof ConnectFormInput | null {
  const field = path.replace(/^profile\./, '');
  const known: readonly string[] = [
    'name',
    'hostKind',
    'baseUrl',
    'voucherPrefix',
    'secretTransport',
    ...CREDENTIAL_FIELDS,
    'scope',
    'rememberSecret',
  ];
  return known.includes(field) ? (field as keyof ConnectFormInput) : null;
}
