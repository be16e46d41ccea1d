import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  importMessageCodeSchema,
  importMessageParamsSchema,
  type ImportMessage,
  type ImportMessageCode,
  type ImportMessageParams,
} from '../../app/imports/messages.ts';
import type { PlannedRow } from '../../app/imports/plan.ts';
import { int, intOrNull, oneOf, text, textOrNull, type Row } from './columns.ts';
import { invalidStoreInput, notFound } from './store-errors.ts';
import type { Transactor } from './transaction.ts';

// The import journal (DESIGN.md, "Writes: atomic imports"). An import and ALL of its batches
// (exact body text + Idempotency-Key) are written in one transaction before anything is sent,
// so after a crash every unfinished batch can be resent with its own key and body.
//
// Batch states: pending (never sent) -> sent (a request went out; outcome unknown until a
// response) -> done | failed. A sent batch is resent as is; a failed one may be retried by the
// pipeline (markSent again). The import's state follows its batches in the same transaction.

export type BatchState = 'pending' | 'sent' | 'done' | 'failed';
/** pending: nothing sent; running: some batch unfinished; done: all done; failed: some failed. */
export type ImportState = 'pending' | 'running' | 'done' | 'failed';

export interface ImportBatchRecord {
  importId: string;
  seq: number;
  idempotencyKey: string;
  /** The exact request body text to send (and to resend). */
  body: string;
  state: BatchState;
  responseStatus: number | null;
  responseText: string | null;
  attempts: number;
  lastError: string | null;
  /** The last error as a code with params (null for errors recorded as plain text). */
  lastErrorCode: { code: ImportMessageCode; params: ImportMessageParams } | null;
  updatedAt: string;
  /** The draft rows the body carries, in the order of its elements (masters by kind, products). */
  rows: PlannedRow[];
  /** Earlier batches (seq) holding masters this batch's products name. */
  dependsOn: number[];
  /** The refused (or held back) batch this one was made from; null for a batch of the plan. */
  parentSeq: number | null;
}

/** Why an import stopped before every batch was answered. */
export type StopReason = 'cancelled' | 'dropped' | 'forbidden';
const STOP_REASONS: readonly StopReason[] = ['cancelled', 'dropped', 'forbidden'];

export interface ImportRecord {
  id: string;
  profileId: string;
  createdAt: string;
  state: ImportState;
  finishedAt: string | null;
  stoppedAt: string | null;
  stopReason: StopReason | null;
  /** Send nothing more after a refusal, instead of finding the rows at fault and sending the rest. */
  stopAtRefusal: boolean;
  /** In seq order, 0..n-1. */
  batches: ImportBatchRecord[];
}

export interface NewBatch {
  body: string;
  idempotencyKey?: string;
  rows?: readonly PlannedRow[];
  dependsOn?: readonly number[];
}

export interface NewImport {
  id?: string;
  profileId: string;
  stopAtRefusal?: boolean;
  /** In sending order. A fresh Idempotency-Key is made for each unless given. */
  batches: readonly NewBatch[];
}

/** An error to record: plain English text, or a message with its code and params. */
export type JournalMessage = string | ImportMessage;

export interface ImportJournalRepo {
  create(input: NewImport): ImportRecord;
  get(importId: string): ImportRecord | null;
  /** Newest first. */
  list(profileId: string, options?: { limit?: number }): ImportRecord[];
  /** Imports with a pending or sent batch (to resume after a restart), oldest first. */
  listUnfinished(profileId?: string): ImportRecord[];
  /** Call right before the request goes out: counts an attempt. From pending, sent or failed. */
  markSent(importId: string, seq: number): ImportBatchRecord;
  /** Records a transient failure (network, 5xx); the batch stays sent, to be resent. */
  recordError(importId: string, seq: number, error: JournalMessage): ImportBatchRecord;
  markDone(
    importId: string,
    seq: number,
    response: { status: number; text: string },
  ): ImportBatchRecord;
  markFailed(
    importId: string,
    seq: number,
    error: JournalMessage,
    response?: { status: number; text: string },
  ): ImportBatchRecord;
  /**
   * Replaces a refused (or never sent) batch by new ones made from it, in one transaction: the
   * batch fails with `error` (and the service's answer when it was sent), the new ones are
   * appended (seq from the import's batch count on, each with a fresh key and `parentSeq`).
   */
  replace(
    importId: string,
    seq: number,
    error: JournalMessage,
    response: { status: number; text: string } | null,
    batches: readonly NewBatch[],
  ): ImportRecord;
  /**
   * Ends an import early: its pending batches fail with `notSent`, its sent-but-unanswered ones
   * with `unanswered` (they may have been applied), all in one transaction.
   */
  stop(
    importId: string,
    reason: StopReason,
    messages: { notSent: JournalMessage; unanswered: JournalMessage },
  ): ImportRecord;
  remove(importId: string): boolean;
}

const BATCH_STATES: readonly BatchState[] = ['pending', 'sent', 'done', 'failed'];
const IMPORT_STATES: readonly ImportState[] = ['pending', 'running', 'done', 'failed'];

export function deriveImportState(states: readonly BatchState[]): ImportState {
  if (states.every((state) => state === 'pending')) return 'pending';
  if (states.some((state) => state === 'pending' || state === 'sent')) return 'running';
  return states.includes('failed') ? 'failed' : 'done';
}

/** A stored code is read tolerantly: an unknown or unreadable one is dropped, the text stays. */
function codeFromRow(row: Row): ImportBatchRecord['lastErrorCode'] {
  const stored = textOrNull(row, 'last_error_code');
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as { code?: unknown; params?: unknown };
    const code = importMessageCodeSchema.safeParse(value.code);
    const params = importMessageParamsSchema.safeParse(value.params ?? {});
    return code.success && params.success ? { code: code.data, params: params.data } : null;
  } catch {
    return null;
  }
}

function textOf(message: JournalMessage): string {
  return typeof message === 'string' ? message : message.text;
}

function codeOf(message: JournalMessage): string | null {
  return typeof message === 'string'
    ? null
    : JSON.stringify({ code: message.code, params: message.params });
}

function textOrNullOf(message: JournalMessage | null): string | null {
  return message === null ? null : textOf(message);
}

function storedCode(code: ImportBatchRecord['lastErrorCode']): string | null {
  return code === null ? null : JSON.stringify(code);
}

function batchFromRow(row: Row): ImportBatchRecord {
  return {
    importId: text(row, 'import_id'),
    seq: int(row, 'seq'),
    idempotencyKey: text(row, 'idempotency_key'),
    body: text(row, 'body_text'),
    state: oneOf(row, 'state', BATCH_STATES),
    responseStatus: intOrNull(row, 'response_status'),
    responseText: textOrNull(row, 'response_text'),
    attempts: int(row, 'attempts'),
    lastError: textOrNull(row, 'last_error'),
    lastErrorCode: codeFromRow(row),
    updatedAt: text(row, 'updated_at'),
    rows: JSON.parse(text(row, 'rows_json')) as PlannedRow[],
    dependsOn: JSON.parse(text(row, 'depends_on')) as number[],
    parentSeq: intOrNull(row, 'parent_seq'),
  };
}

export function createImportJournalRepo(
  db: DatabaseSync,
  tx: Transactor,
  now: () => string,
): ImportJournalRepo {
  const insertImport = db.prepare(
    `INSERT INTO imports (id, profile_id, created_at, state, batch_count, stop_at_refusal) VALUES (?, ?, ?, 'pending', ?, ?)`,
  );
  const countBatches = db.prepare('SELECT count(*) AS n FROM import_batches WHERE import_id = ?');
  const updateBatchCount = db.prepare('UPDATE imports SET batch_count = ? WHERE id = ?');
  const insertBatch = db.prepare(`
    INSERT INTO import_batches (import_id, seq, idempotency_key, state, updated_at, depends_on, parent_seq)
    VALUES (?, ?, ?, 'pending', ?, ?, ?)`);
  // Body and rows live apart from the batch's state: a state change must not rewrite them.
  const insertPayload = db.prepare(
    'INSERT INTO import_batch_payloads (import_id, seq, body_text, rows_json) VALUES (?, ?, ?, ?)',
  );
  const markStopped = db.prepare(
    'UPDATE imports SET stopped_at = ?, stop_reason = ? WHERE id = ? AND stopped_at IS NULL',
  );
  const selectImport = db.prepare('SELECT * FROM imports WHERE id = ?');
  const withPayload = `
    SELECT b.*, p.body_text, p.rows_json FROM import_batches b
    JOIN import_batch_payloads p ON p.import_id = b.import_id AND p.seq = b.seq`;
  const selectBatches = db.prepare(`${withPayload} WHERE b.import_id = ? ORDER BY b.seq`);
  // Only the states: bodies can be large, and every move re-derives the import's state.
  const selectStates = db.prepare('SELECT state FROM import_batches WHERE import_id = ?');
  const selectBatch = db.prepare(`${withPayload} WHERE b.import_id = ? AND b.seq = ?`);
  const listByProfile = db.prepare(
    'SELECT id FROM imports WHERE profile_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
  );
  const listOpen = db.prepare(`
    SELECT id FROM imports WHERE state IN ('pending', 'running') AND (?1 IS NULL OR profile_id = ?1)
    ORDER BY created_at, rowid`);
  const updateBatch = db.prepare(`
    UPDATE import_batches SET state = :state, attempts = attempts + :attempt,
      response_status = :status, response_text = :text, last_error = :error,
      last_error_code = :errorCode, updated_at = :at
    WHERE import_id = :importId AND seq = :seq`);
  const updateImport = db.prepare('UPDATE imports SET state = ?, finished_at = ? WHERE id = ?');
  const deleteImport = db.prepare('DELETE FROM imports WHERE id = ?');

  function get(importId: string): ImportRecord | null {
    const row = selectImport.get(importId);
    if (row === undefined) return null;
    return {
      id: text(row, 'id'),
      profileId: text(row, 'profile_id'),
      createdAt: text(row, 'created_at'),
      state: oneOf(row, 'state', IMPORT_STATES),
      finishedAt: textOrNull(row, 'finished_at'),
      stoppedAt: textOrNull(row, 'stopped_at'),
      stopReason: ((): StopReason | null => {
        const reason = textOrNull(row, 'stop_reason');
        return reason === null ? null : oneOf(row, 'stop_reason', STOP_REASONS);
      })(),
      stopAtRefusal: int(row, 'stop_at_refusal') === 1,
      batches: (selectBatches.all(importId) as Row[]).map(batchFromRow),
    };
  }

  function getBatch(importId: string, seq: number): ImportBatchRecord {
    const row = selectBatch.get(importId, seq);
    if (row === undefined) throw notFound(`Batch ${seq + 1} of the import`);
    return batchFromRow(row);
  }

  /** Moves one batch and brings its import's state along, in one transaction. */
  function move(
    importId: string,
    seq: number,
    allowedFrom: readonly BatchState[],
    change: {
      state: BatchState;
      attempt?: boolean;
      status?: number | null;
      text?: string | null;
      error?: JournalMessage | null;
    },
  ): ImportBatchRecord {
    return tx.run(() => {
      const current = getBatch(importId, seq);
      if (!allowedFrom.includes(current.state)) {
        throw new RangeError(
          `Import batch ${importId}#${seq} cannot go from ${current.state} to ${change.state}.`,
        );
      }
      const at = now();
      updateBatch.run({
        importId,
        seq,
        at,
        state: change.state,
        attempt: change.attempt === true ? 1 : 0,
        status: change.status === undefined ? current.responseStatus : change.status,
        text: change.text === undefined ? current.responseText : change.text,
        error: change.error === undefined ? current.lastError : textOrNullOf(change.error),
        errorCode:
          change.error === undefined
            ? storedCode(current.lastErrorCode)
            : change.error === null
              ? null
              : codeOf(change.error),
      });
      const states = (selectStates.all(importId) as Row[]).map((row) =>
        oneOf(row, 'state', BATCH_STATES),
      );
      const state = deriveImportState(states);
      updateImport.run(state, state === 'done' || state === 'failed' ? at : null, importId);
      return getBatch(importId, seq);
    });
  }

  function insert(
    importId: string,
    seq: number,
    batch: NewBatch,
    at: string,
    parentSeq: number | null,
  ): void {
    insertBatch.run(
      importId,
      seq,
      batch.idempotencyKey ?? randomUUID(),
      at,
      JSON.stringify(batch.dependsOn ?? []),
      parentSeq,
    );
    insertPayload.run(importId, seq, batch.body, JSON.stringify(batch.rows ?? []));
  }

  function collect(rows: Row[]): ImportRecord[] {
    return rows.flatMap((row) => get(text(row, 'id')) ?? []);
  }

  return {
    create(input) {
      if (input.batches.length === 0) {
        throw invalidStoreInput('batches', 'An import needs at least one batch.');
      }
      const id = input.id ?? randomUUID();
      const at = now();
      return tx.run(() => {
        insertImport.run(
          id,
          input.profileId,
          at,
          input.batches.length,
          input.stopAtRefusal === true ? 1 : 0,
        );
        input.batches.forEach((batch, seq) => {
          insert(id, seq, batch, at, null);
        });
        const created = get(id);
        if (created === null) throw notFound('The new import');
        return created;
      });
    },
    get,
    list: (profileId, options) => collect(listByProfile.all(profileId, options?.limit ?? 50)),
    listUnfinished: (profileId) => collect(listOpen.all(profileId ?? null)),
    markSent: (importId, seq) =>
      move(importId, seq, ['pending', 'sent', 'failed'], { state: 'sent', attempt: true }),
    recordError: (importId, seq, error) => move(importId, seq, ['sent'], { state: 'sent', error }),
    markDone: (importId, seq, response) =>
      move(importId, seq, ['sent'], {
        state: 'done',
        status: response.status,
        text: response.text,
        error: null,
      }),
    markFailed: (importId, seq, error, response) =>
      move(importId, seq, ['pending', 'sent'], {
        state: 'failed',
        error,
        status: response?.status ?? null,
        text: response?.text ?? null,
      }),
    replace(importId, seq, error, response, batches) {
      return tx.run(() => {
        const at = now();
        const count = int(countBatches.get(importId) ?? { n: 0 }, 'n');
        batches.forEach((batch, index) => {
          insert(importId, count + index, batch, at, seq);
        });
        updateBatchCount.run(count + batches.length, importId);
        move(importId, seq, ['pending', 'sent'], {
          state: 'failed',
          error,
          status: response?.status ?? null,
          text: response?.text ?? null,
        });
        const replaced = get(importId);
        if (replaced === null) throw notFound('The import');
        return replaced;
      });
    },
    stop(importId, reason, messages) {
      return tx.run(() => {
        const record = get(importId);
        if (record === null) throw notFound('The import');
        markStopped.run(now(), reason, importId);
        for (const batch of record.batches) {
          if (batch.state === 'pending' || batch.state === 'sent') {
            move(importId, batch.seq, ['pending', 'sent'], {
              state: 'failed',
              error: batch.state === 'pending' ? messages.notSent : messages.unanswered,
            });
          }
        }
        const stopped = get(importId);
        if (stopped === null) throw notFound('The import');
        return stopped;
      });
    },
    remove: (importId) => tx.run(() => deleteImport.run(importId).changes > 0),
  };
}
