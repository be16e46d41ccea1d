import { KikanError } from '../../app/errors.ts';
import type { RawResponse } from './paced-fetch.ts';
import { serverMessage } from './server-message.ts';

// An HTTP answer that is not a success, as the typed error a staff member can act on.

export interface FailureContext {
  /** What was being done: "reading purchase orders". */
  operation: string;
  /** The permission the operation needs (spec §5, §4.3); null when it cannot be told. */
  permission: string | null;
  /** Candidate permissions, when the operation may need several (an import of masters and products). */
  permissionChoices?: readonly string[];
  /** Message for 404. */
  notFound: string;
  /** Message for 409, when the operation gives it a meaning. */
  conflict?: string;
  /** Strings that must never appear in a message (the token). */
  secrets: readonly string[];
  onUnauthorized?: (() => void) | undefined;
}

function said(message: string | null): string {
  return message === null ? '' : ` The service said: ${message}`;
}

function deniedPermission(context: FailureContext, message: string | null): string | null {
  const choices = context.permissionChoices ?? [];
  if (message !== null) {
    const named = choices.find((permission) => message.includes(permission));
    if (named !== undefined) return named;
  }
  return context.permission;
}

export function failureFor(response: RawResponse, context: FailureContext): KikanError {
  const message = serverMessage(response.body, context.secrets);
  switch (response.status) {
    case 401:
      context.onUnauthorized?.();
      return new KikanError({
        kind: 'unauthorized',
        message:
          'The service no longer accepts this connection (for example, the app was reinstalled on the service’s screen). Reconnect it with a new token or the client secret.',
      });
    case 403: {
      const permission = deniedPermission(context, message);
      const needed =
        permission ?? (context.permissionChoices?.join(' or ') || 'needed for this operation');
      return new KikanError({
        kind: 'forbidden',
        permission,
        message: `This connection lacks the permission ${needed} (while ${context.operation}). Reconnect with that permission, or ask the workspace admin to grant it to the app.`,
      });
    }
    case 404:
      return new KikanError({ kind: 'not_found', message: `${context.notFound}${said(message)}` });
    case 409:
      return new KikanError({
        kind: 'conflict',
        message: `${
          context.conflict ??
          `The service refused the request as a conflict (HTTP 409) while ${context.operation}.`
        }${said(message)}`,
      });
    default:
      return new KikanError({
        kind: 'rejected',
        status: response.status,
        message: `The service refused the request (HTTP ${response.status}) while ${context.operation}.${said(message)}`,
      });
  }
}
