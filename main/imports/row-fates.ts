import type { PlannedRow } from '../../app/imports/plan.ts';
import type { ImportBatchRecord, ImportRecord } from '../store/index.ts';
import {
  batchElements,
  codeOfKey,
  masterKey,
  mastersNamedBy,
  type BatchElement,
} from './batch-elements.ts';
import { serverMessage } from '../client/server-message.ts';
import { childrenOf } from './batch-tree.ts';
import { rowFaults } from './row-faults.ts';

// What became of each row and each request of an import, read from its journal: applied,
// refused by the service (with its words and the field they name), waiting for a master the
// service refused, never sent (and why), sent without an answer (it may have been applied), or
// still to send. The only place that derives it: the results, History (its summary and each
// request's rows) and the grids all say it from here, so they say the same thing.

export type RowFate =
  | { fate: 'applied'; seq: number }
  | { fate: 'refused'; seq: number; field: string | null; message: string }
  | { fate: 'waiting'; seq: number; masters: string[] }
  | { fate: 'not_sent'; seq: number; message: string }
  | { fate: 'unanswered'; seq: number; message: string | null }
  | { fate: 'pending'; seq: number };

export interface RowOutcome {
  row: PlannedRow;
  fate: RowFate;
}

/**
 * What became of a request. `replaced`: held back unsent, its rows went on in a new one; `sent`:
 * sent and its answer not (yet) recorded, while the import runs or after it was interrupted.
 */
export type RequestFate =
  'applied' | 'refused' | 'split' | 'replaced' | 'not_sent' | 'unanswered' | 'sent' | 'pending';

const UNANSWERED_CODES = new Set(['unanswered', 'unanswered_dropped']);

export function requestFate(
  batches: readonly ImportBatchRecord[],
  batch: ImportBatchRecord,
): RequestFate {
  if (batch.state === 'done') return 'applied';
  if (batch.state === 'sent') return 'sent';
  if (batch.state !== 'failed') return 'pending';
  const madeFrom = childrenOf(batches, batch.seq).length > 0;
  if (batch.responseStatus !== null) return madeFrom ? 'split' : 'refused';
  if (madeFrom) return 'replaced';
  return UNANSWERED_CODES.has(batch.lastErrorCode?.code ?? '') ? 'unanswered' : 'not_sent';
}

export interface RequestCounts {
  applied: number;
  refused: number;
  split: number;
  notSent: number;
  unanswered: number;
  pending: number;
}

export function requestCounts(record: ImportRecord): RequestCounts {
  const counts: RequestCounts = {
    applied: 0,
    refused: 0,
    split: 0,
    notSent: 0,
    unanswered: 0,
    pending: 0,
  };
  for (const batch of record.batches) {
    const fate = requestFate(record.batches, batch);
    if (fate === 'applied') counts.applied += 1;
    else if (fate === 'refused') counts.refused += 1;
    else if (fate === 'split') counts.split += 1;
    else if (fate === 'not_sent') counts.notSent += 1;
    else if (fate === 'unanswered') counts.unanswered += 1;
    // Still to be answered: to send, or sent and awaiting its answer.
    else if (fate === 'pending' || fate === 'sent') counts.pending += 1;
  }
  return counts;
}

function elementsOf(batch: ImportBatchRecord): BatchElement[] | null {
  try {
    return batchElements(batch.body, batch.rows);
  } catch {
    return null;
  }
}

/** The rows a batch left behind (not carried into the batches made from it), and why. */
function leftBehind(
  batch: ImportBatchRecord,
  carried: ReadonlySet<string>,
  out: RowOutcome[],
): void {
  const seq = batch.seq;
  const message = batch.lastError ?? '';
  const code = batch.lastErrorCode;
  if (batch.responseStatus === null) {
    const named = new Set(String(code?.params.masters ?? '').split(', '));
    const elements = code?.code === 'waiting_for_master' ? elementsOf(batch) : null;
    for (const [index, row] of batch.rows.entries()) {
      if (carried.has(row.draftId)) continue;
      if (UNANSWERED_CODES.has(code?.code ?? '')) {
        out.push({ row, fate: { fate: 'unanswered', seq, message } });
      } else if (code?.code === 'waiting_for_master' || code?.code === 'dependency_refused') {
        // Each product says which of the refused masters it names.
        const element = elements?.[index];
        const masters = (element === undefined ? [] : mastersNamedBy(element))
          .map(codeOfKey)
          .filter((master) => named.has(master));
        out.push({ row, fate: { fate: 'waiting', seq, masters } });
      } else out.push({ row, fate: { fate: 'not_sent', seq, message } });
    }
    return;
  }
  const faults = new Map(
    rowFaults(batch.rows, batch.responseText, message).map((f) => [f.index, f]),
  );
  // The service's own words as they came, where its answer has them.
  const said = (batch.responseText === null ? null : serverMessage(batch.responseText)) ?? message;
  const refusedMasters = new Set<string>();
  for (const index of faults.keys()) {
    const row = batch.rows[index];
    if (row !== undefined && row.grid !== 'products')
      refusedMasters.add(masterKey(row.grid, row.code));
  }
  const elements = elementsOf(batch);
  for (const [index, row] of batch.rows.entries()) {
    if (carried.has(row.draftId)) continue;
    const fault = faults.get(index);
    const element = elements?.[index];
    const masters =
      element === undefined ? [] : mastersNamedBy(element).filter((k) => refusedMasters.has(k));
    if (fault === undefined && masters.length > 0) {
      out.push({ row, fate: { fate: 'waiting', seq, masters: masters.map(codeOfKey) } });
    } else {
      out.push({
        row,
        fate: {
          fate: 'refused',
          seq,
          field: fault?.field ?? null,
          message: fault?.message ?? said,
        },
      });
    }
  }
}

/** Every row of the import, once, with what became of it (the newest batch carrying it decides). */
export function rowOutcomes(record: ImportRecord): RowOutcome[] {
  const byDraft = new Map<string, RowOutcome>();
  for (const batch of record.batches) {
    const out: RowOutcome[] = [];
    if (batch.state === 'done') {
      for (const row of batch.rows) out.push({ row, fate: { fate: 'applied', seq: batch.seq } });
    } else if (batch.state === 'failed') {
      const carried = new Set(
        childrenOf(record.batches, batch.seq).flatMap((child) => child.rows.map((r) => r.draftId)),
      );
      leftBehind(batch, carried, out);
    } else if (batch.state === 'sent') {
      // Sent and not (yet) answered: the service may have applied it.
      for (const row of batch.rows) {
        out.push({ row, fate: { fate: 'unanswered', seq: batch.seq, message: null } });
      }
    } else {
      for (const row of batch.rows) out.push({ row, fate: { fate: 'pending', seq: batch.seq } });
    }
    for (const outcome of out)
      byDraft.set(`${outcome.row.grid}\u0000${outcome.row.draftId}`, outcome);
  }
  return [...byDraft.values()];
}

/** True when every row ended applied (a refused request whose rows all went again counts). */
export function everyRowApplied(record: ImportRecord): boolean {
  if (record.batches.every((batch) => batch.state === 'done')) return true;
  return rowOutcomes(record).every((outcome) => outcome.fate.fate === 'applied');
}

/** The master keys whose rows the service refused (their products cannot be applied). */
export function refusedMasters(record: ImportRecord): Map<string, string> {
  const refused = new Map<string, string>();
  for (const { row, fate } of rowOutcomes(record)) {
    if (row.grid !== 'products' && fate.fate === 'refused')
      refused.set(masterKey(row.grid, row.code), row.code);
  }
  return refused;
}
