import { describe, expect, it } from 'vitest';
import { messageKind, messageKindOf } from '../../../renderer/src/review-send/message-kinds.ts';

// The pipeline's English messages as main writes them today (main/imports, main/client), each
// recognised as the kind the screens translate.

describe('messageKind', () => {
  it('recognises a 409 as the internal conflict', () => {
    expect(
      messageKind(
        'Internal error: the service says this request’s idempotency key was already used with a different body (HTTP 409). Nothing of this request was applied, and it is not retried. Please report this fault in Kikan Desk. The service refused the request as a conflict (HTTP 409) while sending an import.',
      ),
    ).toEqual({ kind: 'conflict' });
  });
  it('names the missing permission of a 403', () => {
    expect(
      messageKind(
        'This connection lacks the permission kikan_products_write (while sending an import batch). Reconnect with that permission, or ask the workspace admin to grant it to the app.',
      ),
    ).toEqual({ kind: 'forbidden', permission: 'kikan_products_write' });
    expect(
      messageKind('This connection lacks the permission needed for this operation (while x).'),
    ).toEqual({ kind: 'forbidden', permission: null });
  });
  it('reads the journal’s reasons for requests not sent', () => {
    expect(
      messageKind(
        'Not sent: its products name masters of request 3, which was not applied. Its rows stay in the draft.',
      ),
    ).toEqual({ kind: 'dependsOnRefused', request: 3 });
    expect(messageKind('Not sent: the import was cancelled. Its rows stay in the draft.')).toEqual({
      kind: 'notSentCancelled',
    });
    expect(messageKind('Not sent: the import was dropped. Its rows stay in the draft.')).toEqual({
      kind: 'notSentDropped',
    });
    // Journalled since the action is called "send" everywhere, and before.
    expect(messageKind('Not sent: the send was cancelled. Its rows stay in the draft.')).toEqual({
      kind: 'notSentCancelled',
    });
    expect(messageKind('Not sent: the send was dropped. Its rows stay in the draft.')).toEqual({
      kind: 'notSentDropped',
    });
    expect(
      messageKind(
        'Not sent: the connection lacks a permission an earlier request needed. Its rows stay in the draft.',
      ),
    ).toEqual({ kind: 'notSentForbidden' });
    expect(
      messageKind('Sent, but no answer came back: it may or may not have been applied.'),
    ).toEqual({ kind: 'unanswered' });
  });
  it('tells a refusal with its status from a 5xx and a network failure', () => {
    expect(
      messageKind(
        'The service refused the request (HTTP 422) while sending an import batch. The service said: products[0].brand_code: unknown brand',
      ),
    ).toEqual({ kind: 'refused', status: 422 });
    expect(messageKind('The service refused the request (HTTP 503) while sending.')).toEqual({
      kind: 'network',
    });
    expect(
      messageKind(
        'Could not reach 127.0.0.1 while sending an import batch (connection refused). Check the network or proxy connection, then try again.',
      ),
    ).toEqual({ kind: 'network' });
    expect(
      messageKind(
        'The service is limiting requests; sending an import batch is paused until 10:00:00 UTC. Try again after that.',
      ),
    ).toEqual({ kind: 'rateLimited' });
  });
  it('recognises a 401 as a wait for reconnecting', () => {
    expect(
      messageKind(
        'The service no longer accepts this connection (for example, the app was reinstalled on the service’s screen). Reconnect it with a new token or the client secret.',
      ),
    ).toEqual({ kind: 'reconnect' });
  });
  it('falls back to the text for anything else', () => {
    expect(messageKind('Something went wrong inside the app.')).toEqual({ kind: 'other' });
    expect(messageKind(null)).toEqual({ kind: 'other' });
  });
});

describe('messageKindOf', () => {
  it('takes the kind from the pipeline’s code and params', () => {
    expect(messageKindOf('permission_missing', { permission: 'kikan_masters_write' }, 'x')).toEqual(
      { kind: 'forbidden', permission: 'kikan_masters_write' },
    );
    expect(messageKindOf('permission_missing', { permission: '' }, 'x')).toEqual({
      kind: 'forbidden',
      permission: null,
    });
    expect(messageKindOf('refused', { status: 422 }, 'x')).toEqual({
      kind: 'refused',
      status: 422,
    });
    expect(messageKindOf('dependency_refused', { request: 2 }, 'x')).toEqual({
      kind: 'dependsOnRefused',
      request: 2,
    });
    expect(messageKindOf('idempotency_conflict', {}, 'x')).toEqual({ kind: 'conflict' });
    expect(messageKindOf('service_error_retry', { status: 503 }, 'x')).toEqual({ kind: 'network' });
    expect(messageKindOf('unanswered_dropped', {}, 'x')).toEqual({ kind: 'unanswered' });
    expect(messageKindOf('internal_error', {}, 'x')).toEqual({ kind: 'internal' });
  });
  it('reads the text of a message journalled without a code', () => {
    expect(
      messageKindOf(null, null, 'The service refused the request (HTTP 400) while sending.'),
    ).toEqual({ kind: 'refused', status: 400 });
    expect(messageKindOf(undefined, undefined, 'Not sent: the import was dropped.')).toEqual({
      kind: 'notSentDropped',
    });
  });
});
