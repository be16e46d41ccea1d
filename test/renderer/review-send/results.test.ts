import { describe, expect, it } from 'vitest';
import type { HistoryDetail } from '../../../app/imports/schemas.ts';
import { progressFromDetail, resultsSummary } from '../../../renderer/src/review-send/results.ts';
import { historyRow } from '../support/history-row.ts';

const row = historyRow;

const detail: HistoryDetail = {
  importId: 'i1',
  profileId: 'p1',
  createdAt: '2026-01-01T00:00:00Z',
  finishedAt: '2026-01-01T00:01:00Z',
  outcome: 'failed',
  requests: 3,
  rows: 6,
  totals: { mastersCreated: { brands: 1 }, productsCreated: 1, productsUpdated: 1 },
  batches: [
    {
      seq: 0,
      idempotencyKey: 'k0',
      fate: 'applied',
      state: 'done',
      attempts: 1,
      responseStatus: 200,
      error: null,
      result: {
        ok: true,
        created: { brands: 1 },
        products: [
          { id: 'P-1', created: true },
          { id: 'P-2', created: false },
        ],
      },
      rows: [
        row('brands', 'b1', 'B1', { fate: 'applied', seq: 0 }),
        row('products', 'p1', 'P-1', { fate: 'applied', seq: 0, created: true }),
        row('products', 'p2', 'P-2', { fate: 'applied', seq: 0, created: false }),
      ],
      problems: [],
    },
    {
      seq: 1,
      idempotencyKey: 'k1',
      fate: 'refused',
      state: 'failed',
      attempts: 1,
      responseStatus: 422,
      error: 'The service refused the request (HTTP 422) while sending.',
      result: null,
      rows: [
        row('colors', 'c1', 'NV', { fate: 'refused', seq: 1, message: 'the batch was refused' }),
        row('products', 'p3', 'P-3', {
          fate: 'refused',
          seq: 1,
          field: 'brand_code',
          message: 'unknown brand',
        }),
      ],
      problems: [
        { path: 'products[0].brand_code', message: 'unknown brand', draftId: 'p3' },
        { path: null, message: 'the batch was refused', draftId: null },
      ],
    },
    {
      seq: 2,
      idempotencyKey: 'k2',
      fate: 'not_sent',
      state: 'failed',
      attempts: 0,
      responseStatus: null,
      error: 'Not sent: its products name masters of request 2, which was not applied.',
      result: null,
      rows: [row('products', 'p4', 'P-4', { fate: 'not_sent', seq: 2, message: 'Not sent' })],
      problems: [],
    },
  ],
};

describe('resultsSummary', () => {
  const summary = resultsSummary(detail);
  it('counts masters per kind and lists products as created or updated', () => {
    expect(summary.requests[0]).toMatchObject({
      state: 'done',
      mastersCreated: { brands: 1 },
      productsCreated: ['P-1'],
      productsUpdated: ['P-2'],
      error: null,
      keptRows: [],
    });
    // "Refused" counts the refused request, not the one never sent beside it.
    expect(summary).toMatchObject({ rowsApplied: 3, rowsKept: 3, refusedRequests: 1 });
  });
  it('puts the service’s messages against the rows of a refused request', () => {
    const refused = summary.requests[1];
    expect(refused?.mastersCreated).toBeNull();
    expect(refused?.error).toMatchObject({ kind: { kind: 'refused', status: 422 }, status: 422 });
    expect(refused?.keptRows).toEqual([
      { grid: 'colors', draftId: 'c1', code: 'NV', messages: [] },
      { grid: 'products', draftId: 'p3', code: 'P-3', messages: ['unknown brand'] },
    ]);
    expect(refused?.generalProblems).toEqual(['the batch was refused']);
  });
  it('says why a dependent request was not sent', () => {
    expect(summary.requests[2]?.error?.kind).toEqual({ kind: 'dependsOnRefused', request: 2 });
  });
});

describe('progressFromDetail', () => {
  it('rebuilds an ended import’s progress from its journal', () => {
    expect(progressFromDetail(detail)).toMatchObject({
      state: 'failed',
      requestsTotal: 3,
      requestsDone: 1,
      requestsFailed: 2,
      rowsTotal: 6,
      rowsDone: 3,
      message: 'Not sent: its products name masters of request 2, which was not applied.',
    });
    expect(progressFromDetail({ ...detail, outcome: 'running' }).state).toBe('interrupted');
  });
});
