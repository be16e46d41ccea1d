import { describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { IMPORT_MESSAGE_CODES, type ImportMessage } from '../../../app/imports/messages.ts';
import { importProgressSchema, historyDetailSchema } from '../../../app/imports/schemas.ts';
import { AnsweredError } from '../../../main/client/index.ts';
import { historyDetail } from '../../../main/imports/history-view.ts';
import {
  stepAfterFailure,
  type StepAfterFailure,
} from '../../../main/imports/step-after-failure.ts';
import * as messages from '../../../main/imports/run-messages.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

// The pipeline's messages as stable codes with params next to the English text, so the renderer
// can say them in English and Japanese: what each failure becomes, and that the journal keeps
// the code for the History screen.

const messageOf = (step: StepAfterFailure): ImportMessage | null =>
  'message' in step ? step.message : null;

describe('message codes of the sending pipeline', () => {
  it('gives every failure the code the renderer shows, with its params', () => {
    const forbidden = new KikanError({
      kind: 'forbidden',
      message: 'The connection lacks kikan_products_write.',
      permission: 'kikan_products_write',
    });
    expect(messageOf(stepAfterFailure(forbidden))).toEqual({
      code: 'permission_missing',
      params: { permission: 'kikan_products_write' },
      text: 'The connection lacks kikan_products_write.',
    });
    const unnamed = new KikanError({ kind: 'forbidden', message: 'No.', permission: null });
    expect(messageOf(stepAfterFailure(unnamed))?.params).toEqual({ permission: '' });

    const limited = new KikanError({ kind: 'rate_limited', message: 'Slow down.', until: 1234 });
    expect(messageOf(stepAfterFailure(limited))).toMatchObject({
      code: 'rate_limit_wait',
      params: { untilMs: 1234 },
    });
    expect(
      messageOf(stepAfterFailure(new KikanError({ kind: 'unauthorized', message: 'Reconnect.' })))
        ?.code,
    ).toBe('reconnect_wait');
    expect(
      messageOf(stepAfterFailure(new KikanError({ kind: 'conflict', message: 'Key reused.' }))),
    ).toMatchObject({ code: 'idempotency_conflict', params: {} });
    const refusal = new AnsweredError(
      new KikanError({ kind: 'rejected', message: 'Bad brand.', status: 422 }),
      { status: 422, text: '{}' },
    );
    expect(stepAfterFailure(refusal)).toMatchObject({
      kind: 'refused',
      message: { code: 'refused', params: { status: 422 }, text: 'Bad brand.' },
    });
    expect(messageOf(stepAfterFailure(new Error('boom')))).toMatchObject({
      code: 'internal_error',
    });
  });

  it('resends after no answer or a 5xx, the code saying which, with the attempt and the time', () => {
    const offline = stepAfterFailure(new KikanError({ kind: 'offline', message: 'No network.' }));
    const failed = stepAfterFailure(
      new KikanError({ kind: 'rejected', message: 'Down.', status: 503 }),
    );
    expect(offline).toMatchObject({ kind: 'resend', waitingFor: 'network', status: null });
    expect(failed).toMatchObject({ kind: 'resend', waitingFor: 'network', status: 503 });
    expect(messages.retry('No network.', null, 2, 5000)).toEqual({
      code: 'network_retry',
      params: { attempt: 2, untilMs: 5000 },
      text: 'No network.',
    });
    expect(messages.retry('Down.', 503, 1, 6000)).toMatchObject({
      code: 'service_error_retry',
      params: { status: 503, attempt: 1, untilMs: 6000 },
    });
  });

  it('has a message for every code, and every message has English text', () => {
    const all: ImportMessage[] = [
      messages.notSentCancelled(),
      messages.notSentForbidden(),
      messages.unanswered(),
      messages.notSentDropped(),
      messages.unansweredDropped(),
      messages.dependencyRefused(0),
      messages.idempotencyConflict('detail'),
      messages.internalError(),
      messages.permissionMissing('text', 'p'),
      messages.refused('text', 400),
      messages.reconnectWait('text'),
      messages.rateLimitWait('text', 1),
      messages.retry('text', null, 1, 1),
      messages.retry('text', 500, 1, 1),
      messages.isolatingSplit(0),
      messages.isolatingTakenOut(0, 1),
      messages.waitingForMaster(['BR-1']),
      messages.notSentStopped(),
      messages.reconnectProfile('Tokyo'),
    ];
    expect(new Set(all.map((m) => m.code))).toEqual(new Set(IMPORT_MESSAGE_CODES));
    for (const message of all) expect(message.text.length).toBeGreaterThan(0);
    // Requests are counted from 1 on the screens, as in the English text.
    expect(messages.dependencyRefused(2)).toMatchObject({ params: { request: 3 } });
    expect(messages.dependencyRefused(2).text).toContain('request 3');
    expect(messages.isolatingSplit(0).text).toBe(
      'Finding the refused rows: request 1 split in two.',
    );
    expect(messages.reconnectProfile('Tokyo')).toMatchObject({
      text: 'Reconnect Tokyo to go on.',
      params: { profile: 'Tokyo' },
    });
  });

  it('keeps the code and params of a batch’s error in the journal for the History screen', () => {
    const store = openTempStore(tempDbPath(), { now: steppingClock() });
    const profileId = store.profiles.create(sampleProfile).id;
    const body = (code: string) => JSON.stringify({ products: [{ product_code: code }] });
    const record = store.imports.create({
      profileId,
      batches: [{ body: body('A') }, { body: body('B') }, { body: body('C') }, { body: body('D') }],
    });
    store.imports.markSent(record.id, 0);
    store.imports.markFailed(record.id, 0, messages.refused('Bad brand.', 422), {
      status: 422,
      text: '{"error":{"message":"Bad brand."}}',
    });
    store.imports.markFailed(record.id, 1, messages.dependencyRefused(0));
    store.imports.markSent(record.id, 2);
    store.imports.recordError(record.id, 2, messages.retry('No network.', null, 1, 99));
    expect(store.imports.get(record.id)?.batches[2]?.lastErrorCode).toEqual({
      code: 'network_retry',
      params: { attempt: 1, untilMs: 99 },
    });
    store.imports.stop(record.id, 'dropped', {
      notSent: messages.notSentDropped(),
      unanswered: messages.unansweredDropped(),
    });
    const detail = historyDetail(store.imports.get(record.id) ?? expect.fail('no record'));
    expect(historyDetailSchema.safeParse(detail).success).toBe(true);
    expect(detail.batches.map((b) => [b.errorCode, b.errorParams])).toEqual([
      ['refused', { status: 422 }],
      ['dependency_refused', { request: 1 }],
      ['unanswered_dropped', {}],
      ['not_sent_dropped', {}],
    ]);
    expect(detail.batches[0]?.error).toBe('Bad brand.');

    // Plain text (as older versions wrote it) has no code; an answer clears both.
    const plain = store.imports.create({ profileId, batches: [{ body: body('E') }] });
    store.imports.markSent(plain.id, 0);
    store.imports.recordError(plain.id, 0, 'Timed out.');
    expect(store.imports.get(plain.id)?.batches[0]).toMatchObject({
      lastError: 'Timed out.',
      lastErrorCode: null,
    });
    store.imports.recordError(plain.id, 0, messages.retry('No network.', null, 1, 1));
    store.imports.markDone(plain.id, 0, { status: 200, text: '{}' });
    expect(store.imports.get(plain.id)?.batches[0]).toMatchObject({
      lastError: null,
      lastErrorCode: null,
    });
    store.close();
  });

  it('lets progress events carry the code next to the text, and still read ones without it', () => {
    const base = {
      importId: 'i',
      profileId: 'p',
      state: 'waiting',
      waitingFor: 'reconnect',
      waitUntil: null,
      requestsTotal: 1,
      requestsDone: 0,
      requestsFailed: 0,
      rowsTotal: 1,
      rowsDone: 0,
      etaMs: null,
      message: 'Reconnect.',
    };
    expect(importProgressSchema.safeParse(base).success).toBe(true);
    const coded = { ...base, messageCode: 'reconnect_wait', messageParams: {} };
    expect(importProgressSchema.parse(coded)).toEqual(coded);
    expect(importProgressSchema.safeParse({ ...base, messageCode: 'made_up' }).success).toBe(false);
  });
});
