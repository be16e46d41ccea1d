import { KikanError } from '../../app/errors.ts';
import { elementProblems } from './element-problems.ts';
import type { RawResponse } from './paced-fetch.ts';
import type { Redact } from './redaction.ts';
import { serverMessage } from './server-message.ts';

// An HTTP answer that is not a success, as the typed error a staff member can act on.

/** What came back, redacted of every credential form: the import journal stores it. */
export interface AnswerRecord {
  status: number;
  text: string;
}

/**
 * A typed error that came with an HTTP answer (a refusal, or a success whose body could not be
 * read), carrying that answer so a caller can record exactly what the service said.
 */
export class AnsweredError extends KikanError {
  readonly answer: AnswerRecord;
  constructor(error: KikanError, answer: AnswerRecord) {
    super(error.error);
    this.name = 'AnsweredError';
    this.answer = answer;
  }
}

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
  /** Takes every form of the credentials in use out of a text (redaction.ts). */
  redact: Redact;
  /** Keep the per-element problems the body lists (a refused import batch). */
  withProblems?: boolean;
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

export function failureFor(response: RawResponse, context: FailureContext): AnsweredError {
  return new AnsweredError(typedFailure(response, context), {
    status: response.status,
    text: context.redact(response.body),
  });
}

function typedFailure(response: RawResponse, context: FailureContext): KikanError {
  const message = serverMessage(response.body, context.redact);
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
    default: {
      const problems = context.withProblems ? elementProblems(response.body, context.redact) : [];
      return new KikanError({
        kind: 'rejected',
        status: response.status,
        message: `The service refused the request (HTTP ${response.status}) while ${context.operation}.${said(message)}`,
        ...(problems.length > 0 ? { problems } : {}),
      });
    }
  }
}
