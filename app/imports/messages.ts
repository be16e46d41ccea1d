import { z } from 'zod';

// What the sending pipeline tells the user, as stable codes next to its English text, so the
// renderer can say it in the user's language (the English text stays for logs and CSV exports).
// The params carry what varies; every code lists its params below and never loses one.

export const IMPORT_MESSAGE_CODES = [
  /** The token's limit is used up (a 429): waiting. params: untilMs (ms since epoch). */
  'rate_limit_wait',
  /** The connection must be reconnected (401 or no token): waiting for it. No params. */
  'reconnect_wait',
  /** No answer (network error or timeout): resending the same request. params: attempt, untilMs. */
  'network_retry',
  /** The service failed (5xx) or its answer was unreadable: resending. params: status, attempt, untilMs. */
  'service_error_retry',
  /** 403: nothing more is sent. params: permission ('' when the service did not say which). */
  'permission_missing',
  /** 409: the key was used with another body; an internal error, never retried. No params. */
  'idempotency_conflict',
  /** The service refused the request: none of it was applied. params: status. */
  'refused',
  /** Something failed inside the app. No params. */
  'internal_error',
  /** Not sent: its products name masters of a request that was not applied. params: request (1-based). */
  'dependency_refused',
  /** Not sent: the import was cancelled. No params. */
  'not_sent_cancelled',
  /** Not sent: a permission was missing for an earlier request. No params. */
  'not_sent_forbidden',
  /** Not sent: the import was dropped. No params. */
  'not_sent_dropped',
  /** Sent, then the import stopped (cancelled or a 403) before an answer: may have been applied. No params. */
  'unanswered',
  /** Sent, then the import was dropped before an answer: may have been applied. No params. */
  'unanswered_dropped',
  /** Finding the refused rows: a refused request was split in two. params: request (1-based). */
  'isolating_split',
  /** Finding the refused rows: a refused request is sent again without the rows the service named. params: request (1-based), rows. */
  'isolating_taken_out',
  /** Not sent: its products name masters the service refused. params: masters (codes, comma-separated). */
  'waiting_for_master',
  /** Not sent: the import stopped at the first refusal (as asked before sending). No params. */
  'not_sent_stopped',
  /** The connection is signed out: reconnect it to go on. params: profile (its name; '' when unknown). */
  'reconnect_profile',
] as const;

export type ImportMessageCode = (typeof IMPORT_MESSAGE_CODES)[number];

export const importMessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ImportMessageParams = z.infer<typeof importMessageParamsSchema>;

/** A message as code and params, next to its English text. */
export interface ImportMessage {
  code: ImportMessageCode;
  params: ImportMessageParams;
  text: string;
}

export const importMessageCodeSchema = z.enum(IMPORT_MESSAGE_CODES);
