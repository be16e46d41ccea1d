import type { ImportMessageCode, ImportMessageParams } from '../../../app/imports/messages.ts';
import { PERMISSIONS } from '../../../app/permissions.ts';

// The pipeline's messages (progress events and each request's journalled error) as the screens
// say them: each kind below has its own words in both languages, and the English text is kept as
// the detail. The stable code main sends next to the text decides the kind; a message without
// one (journalled before codes existed) is read by what its text says, and anything not
// recognised falls back to the text itself.

export type MessageKind =
  /** 409: the key was reused with another body; an internal fault, never retried. */
  | { kind: 'conflict' }
  /** 403: the connection lacks a permission; nothing more is sent. */
  | { kind: 'forbidden'; permission: string | null }
  /** 401 or no token: waiting for a reconnect. */
  | { kind: 'reconnect' }
  /** Not sent: it depends on masters of an earlier request that was refused (1-based). */
  | { kind: 'dependsOnRefused'; request: number }
  /** Not sent because the import was cancelled / dropped / stopped by a missing permission. */
  | { kind: 'notSentCancelled' }
  | { kind: 'notSentDropped' }
  | { kind: 'notSentForbidden' }
  /** Sent without an answer before the import stopped: it may or may not have been applied. */
  | { kind: 'unanswered' }
  /** The service could not be reached, timed out or failed (5xx): resent with the same key. */
  | { kind: 'network' }
  /** Held by the service's rate limit (429). */
  | { kind: 'rateLimited' }
  /** The service refused the request (4xx); `status` when the text names it. */
  | { kind: 'refused'; status: number | null }
  /** Something failed inside the app. */
  | { kind: 'internal' }
  /** Finding the refused rows: a refused request split in two, or sent again without the named rows. */
  | { kind: 'isolating'; how: 'split' | 'taken_out'; request: number; rows: number }
  /** Not sent: its products name masters the service refused (codes, comma-separated). */
  | { kind: 'waitingForMaster'; masters: string }
  /** Not sent: the import stopped at the first refusal, as asked. */
  | { kind: 'notSentStopped' }
  | { kind: 'other' };

const numberParam = (params: ImportMessageParams | null | undefined, name: string) => {
  const value = Number(params?.[name]);
  return Number.isFinite(value) ? value : null;
};

/** The kind of a message from its code and params; by its text when it came without a code. */
export function messageKindOf(
  code: ImportMessageCode | null | undefined,
  params: ImportMessageParams | null | undefined,
  text: string | null,
): MessageKind {
  switch (code) {
    case 'rate_limit_wait':
      return { kind: 'rateLimited' };
    case 'reconnect_wait':
    case 'reconnect_profile':
      return { kind: 'reconnect' };
    case 'isolating_split':
    case 'isolating_taken_out':
      return {
        kind: 'isolating',
        how: code === 'isolating_split' ? 'split' : 'taken_out',
        request: numberParam(params, 'request') ?? 0,
        rows: numberParam(params, 'rows') ?? 0,
      };
    case 'waiting_for_master':
      return { kind: 'waitingForMaster', masters: String(params?.['masters'] ?? '') };
    case 'not_sent_stopped':
      return { kind: 'notSentStopped' };
    case 'network_retry':
    case 'service_error_retry':
      return { kind: 'network' };
    case 'permission_missing': {
      const permission = params?.['permission'];
      return {
        kind: 'forbidden',
        permission: typeof permission === 'string' && permission !== '' ? permission : null,
      };
    }
    case 'idempotency_conflict':
      return { kind: 'conflict' };
    case 'refused':
      return { kind: 'refused', status: numberParam(params, 'status') };
    case 'internal_error':
      return { kind: 'internal' };
    case 'dependency_refused': {
      const request = numberParam(params, 'request');
      return request === null ? messageKind(text) : { kind: 'dependsOnRefused', request };
    }
    case 'not_sent_cancelled':
      return { kind: 'notSentCancelled' };
    case 'not_sent_forbidden':
      return { kind: 'notSentForbidden' };
    case 'not_sent_dropped':
      return { kind: 'notSentDropped' };
    case 'unanswered':
    case 'unanswered_dropped':
      return { kind: 'unanswered' };
    default:
      return messageKind(text);
  }
}

const PERMISSION_PATTERN = new RegExp(`\\b(${PERMISSIONS.join('|')})\\b`);

/** The kind of a message by what its English text says (messages journalled without a code). */
export function messageKind(text: string | null): MessageKind {
  if (text === null || text.trim() === '') return { kind: 'other' };
  if (/\bHTTP 409\b/.test(text) || /idempotency key was already used/i.test(text)) {
    return { kind: 'conflict' };
  }
  const dependsOn = /^Not sent: its products name masters of request (\d+)/.exec(text);
  if (dependsOn) return { kind: 'dependsOnRefused', request: Number(dependsOn[1]) };
  if (/^Not sent: the (?:import|send) was cancelled/.test(text))
    return { kind: 'notSentCancelled' };
  if (/^Not sent: the (?:import|send) was dropped/.test(text)) return { kind: 'notSentDropped' };
  if (/^Not sent: the connection lacks a permission/.test(text)) {
    return { kind: 'notSentForbidden' };
  }
  if (/^(Sent, but no answer came back|Dropped after it was sent without an answer)/.test(text)) {
    return { kind: 'unanswered' };
  }
  if (/lacks the permission/.test(text)) {
    return { kind: 'forbidden', permission: PERMISSION_PATTERN.exec(text)?.[1] ?? null };
  }
  if (/no longer accepts this connection|\bHTTP 401\b|not connected/i.test(text)) {
    return { kind: 'reconnect' };
  }
  if (/\bHTTP 429\b|rate limit|limiting requests/i.test(text)) return { kind: 'rateLimited' };
  const status = /\bHTTP (\d{3})\b/.exec(text);
  if (status) {
    const code = Number(status[1]);
    return code >= 500 ? { kind: 'network' } : { kind: 'refused', status: code };
  }
  if (/could not reach|did not answer|timed out|network|offline/i.test(text)) {
    return { kind: 'network' };
  }
  if (/refused/i.test(text)) return { kind: 'refused', status: null };
  return { kind: 'other' };
}
