import { KikanError, type AppError } from '../../app/errors.ts';
import { AnsweredError, type AnswerRecord } from '../client/index.ts';

// What the sender does after a batch's request failed (issue "Sending the catalog", Send):
// - network error, timeout, 5xx: resend the same body with the same key (the service returns
//   its stored result, so nothing is applied twice);
// - 429 past the client's own waits: wait until the limit lets go, then resend;
// - 401 (or no token): wait for the connection to be reconnected, then resend;
// - 403: name the missing permission and send nothing more;
// - 409 and every other refusal: none of the batch was applied (it is atomic); keep its rows
//   with the message and go on with the batches that do not depend on it;
// - a 2xx whose answer cannot be read: it WAS applied; record it as done with the raw answer.

export type NextStep =
  | { kind: 'resend'; waitingFor: 'network'; message: string }
  | { kind: 'resend'; waitingFor: 'rate_limit'; until: number; message: string }
  | { kind: 'reconnect'; message: string }
  | { kind: 'stop'; message: string; answer: AnswerRecord | null }
  | { kind: 'refused'; message: string; answer: AnswerRecord | null }
  | { kind: 'applied'; answer: AnswerRecord }
  | { kind: 'interrupted' };

const CONFLICT_MESSAGE =
  'Internal error: the service says this request’s idempotency key was already used with a different body (HTTP 409). Nothing of this request was applied, and it is not retried. Please report this fault in Kikan Desk.';

function describe(error: AppError): string {
  return error.message;
}

export function nextStep(thrown: unknown): NextStep {
  if (!(thrown instanceof KikanError)) {
    return { kind: 'refused', message: 'Something went wrong inside the app.', answer: null };
  }
  const error = thrown.error;
  const answer = thrown instanceof AnsweredError ? thrown.answer : null;
  switch (error.kind) {
    case 'cancelled':
      // Only the app's shutdown aborts a request in flight: its outcome is unknown, so the batch
      // stays "sent" and is resent with its key on the next start.
      return { kind: 'interrupted' };
    case 'offline':
    case 'timeout':
      return { kind: 'resend', waitingFor: 'network', message: describe(error) };
    case 'rate_limited':
      return {
        kind: 'resend',
        waitingFor: 'rate_limit',
        until: error.until,
        message: describe(error),
      };
    case 'unauthorized':
    case 'not_connected':
      return { kind: 'reconnect', message: describe(error) };
    case 'forbidden':
      return { kind: 'stop', message: describe(error), answer };
    case 'conflict':
      return { kind: 'refused', message: `${CONFLICT_MESSAGE} ${error.message}`, answer };
    case 'rejected':
      if (error.status >= 500) {
        return { kind: 'resend', waitingFor: 'network', message: describe(error) };
      }
      return { kind: 'refused', message: describe(error), answer };
    case 'bad_response':
      if (answer !== null && answer.status >= 200 && answer.status <= 299) {
        return { kind: 'applied', answer };
      }
      return { kind: 'resend', waitingFor: 'network', message: describe(error) };
    default:
      return { kind: 'refused', message: describe(error), answer };
  }
}
