import { KikanError } from '../../app/errors.ts';
import type { ImportMessage } from '../../app/imports/messages.ts';
import { AnsweredError, type AnswerRecord } from '../client/index.ts';
import {
  idempotencyConflict,
  internalError,
  permissionMissing,
  rateLimitWait,
  reconnectWait,
  refused,
} from './run-messages.ts';

// What the sender does after a batch's request failed (issue "Sending the catalog", Send):
// - network error, timeout, 5xx: resend the same body with the same key (the service returns
//   its stored result, so nothing is applied twice);
// - 429 past the client's own waits: wait until the limit lets go, then resend;
// - 401 (or no token): wait for the connection to be reconnected, then resend;
// - 403: name the missing permission and send nothing more;
// - 409 and every other refusal: none of the batch was applied (it is atomic); keep its rows
//   with the message and go on with the batches that do not depend on it;
// - a 2xx whose answer cannot be read: it WAS applied; record it as done with the raw answer.

export type StepAfterFailure =
  | { kind: 'resend'; waitingFor: 'network'; text: string; status: number | null }
  | { kind: 'resend'; waitingFor: 'rate_limit'; until: number; message: ImportMessage }
  | { kind: 'reconnect'; message: ImportMessage }
  | { kind: 'stop'; message: ImportMessage; answer: AnswerRecord | null }
  | { kind: 'refused'; message: ImportMessage; answer: AnswerRecord | null }
  | { kind: 'applied'; answer: AnswerRecord }
  | { kind: 'interrupted' };

export function stepAfterFailure(thrown: unknown): StepAfterFailure {
  if (!(thrown instanceof KikanError)) {
    return { kind: 'refused', message: internalError(), answer: null };
  }
  const error = thrown.error;
  const answer = thrown instanceof AnsweredError ? thrown.answer : null;
  switch (error.kind) {
    case 'cancelled':
      // Only the app's shutdown aborts a request in flight (a pause or cancel only takes back
      // one still queued at the pacer): its outcome is unknown, so the batch stays "sent" and is
      // resent with its key on the next start.
      return { kind: 'interrupted' };
    case 'offline':
    case 'timeout':
      return { kind: 'resend', waitingFor: 'network', text: error.message, status: null };
    case 'rate_limited':
      return {
        kind: 'resend',
        waitingFor: 'rate_limit',
        until: error.until,
        message: rateLimitWait(error.message, error.until),
      };
    case 'unauthorized':
    case 'not_connected':
      return { kind: 'reconnect', message: reconnectWait(error.message) };
    case 'forbidden':
      return { kind: 'stop', message: permissionMissing(error.message, error.permission), answer };
    case 'conflict':
      return { kind: 'refused', message: idempotencyConflict(error.message), answer };
    case 'rejected':
      if (error.status >= 500) {
        return { kind: 'resend', waitingFor: 'network', text: error.message, status: error.status };
      }
      return { kind: 'refused', message: refused(error.message, error.status), answer };
    case 'bad_response':
      if (answer !== null && answer.status >= 200 && answer.status <= 299) {
        return { kind: 'applied', answer };
      }
      return {
        kind: 'resend',
        waitingFor: 'network',
        text: error.message,
        status: answer?.status ?? null,
      };
    default:
      return { kind: 'refused', message: refused(error.message, answer?.status ?? 0), answer };
  }
}
