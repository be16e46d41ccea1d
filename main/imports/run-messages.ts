import type {
  ImportMessage,
  ImportMessageCode,
  ImportMessageParams,
} from '../../app/imports/messages.ts';

// The sending pipeline's messages: each a stable code with params (for the renderer's English
// and Japanese) and the English text (for the journal, logs and exports).

const message = (
  code: ImportMessageCode,
  text: string,
  params: ImportMessageParams = {},
): ImportMessage => ({ code, params, text });

export const notSentCancelled = (): ImportMessage =>
  message('not_sent_cancelled', 'Not sent: the send was cancelled. Its rows stay in the draft.');

export const notSentForbidden = (): ImportMessage =>
  message(
    'not_sent_forbidden',
    'Not sent: the connection lacks a permission an earlier request needed. Its rows stay in the draft.',
  );

export const unanswered = (): ImportMessage =>
  message(
    'unanswered',
    'Sent, but no answer came back: it may or may not have been applied. Send its rows again to be sure (the service updates what exists).',
  );

export const notSentDropped = (): ImportMessage =>
  message('not_sent_dropped', 'Not sent: the send was dropped. Its rows stay in the draft.');

export const unansweredDropped = (): ImportMessage =>
  message(
    'unanswered_dropped',
    'Dropped after it was sent without an answer: it may or may not have been applied.',
  );

/** `refusedSeq` is 0-based; the message counts from 1 as the screens do. */
export const dependencyRefused = (refusedSeq: number): ImportMessage =>
  message(
    'dependency_refused',
    `Not sent: its products name masters of request ${refusedSeq + 1}, which was not applied. Its rows stay in the draft.`,
    { request: refusedSeq + 1 },
  );

export const idempotencyConflict = (detail: string): ImportMessage =>
  message(
    'idempotency_conflict',
    `Internal error: the service says this request’s idempotency key was already used with a different body (HTTP 409). Nothing of this request was applied, and it is not retried. Please report this fault in Kikan Desk. ${detail}`,
  );

export const internalError = (): ImportMessage =>
  message('internal_error', 'Something went wrong inside the app.');

export const permissionMissing = (text: string, permission: string | null): ImportMessage =>
  message('permission_missing', text, { permission: permission ?? '' });

export const refused = (text: string, status: number): ImportMessage =>
  message('refused', text, { status });

export const reconnectWait = (text: string): ImportMessage => message('reconnect_wait', text);

export const rateLimitWait = (text: string, untilMs: number): ImportMessage =>
  message('rate_limit_wait', text, { untilMs });

/** The token's queue is paused after a 429 (the client waits it out inside the request). */
export const pacerPaused = (untilMs: number): ImportMessage =>
  rateLimitWait(
    'The service’s rate limit was reached: sending goes on when the service lets it.',
    untilMs,
  );

/** A resend after no answer (status null) or a failed / unreadable answer (its status). */
export const retry = (
  text: string,
  status: number | null,
  attempt: number,
  untilMs: number,
): ImportMessage =>
  status === null
    ? message('network_retry', text, { attempt, untilMs })
    : message('service_error_retry', text, { status, attempt, untilMs });

/** `refusedSeq` is 0-based; the message counts from 1 as the screens do. */
export const isolatingSplit = (refusedSeq: number): ImportMessage =>
  message('isolating_split', `Finding the refused rows: request ${refusedSeq + 1} split in two.`, {
    request: refusedSeq + 1,
  });

export const isolatingTakenOut = (refusedSeq: number, rows: number): ImportMessage =>
  message(
    'isolating_taken_out',
    `Finding the refused rows: request ${refusedSeq + 1} is sent again without the ${rows} row(s) the service named.`,
    { request: refusedSeq + 1, rows },
  );

export const waitingForMaster = (masters: readonly string[]): ImportMessage =>
  message(
    'waiting_for_master',
    `Not sent: names ${masters.join(', ')}, which the service refused. Its rows stay in the draft.`,
    { masters: masters.join(', ') },
  );

export const notSentStopped = (): ImportMessage =>
  message(
    'not_sent_stopped',
    'Not sent: the send stopped at the first refusal. Its rows stay in the draft.',
  );

export const reconnectProfile = (profile: string | null): ImportMessage =>
  message(
    'reconnect_profile',
    profile === null ? 'Reconnect to go on.' : `Reconnect ${profile} to go on.`,
    { profile: profile ?? '' },
  );
