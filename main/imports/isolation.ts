import type { ImportMessage } from '../../app/imports/messages.ts';
import type { ImportBatchRecord, ImportRecord, NewBatch } from '../store/index.ts';
import {
  batchElements,
  bodyOf,
  codeOfKey,
  masterKey,
  mastersNamedBy,
  type BatchElement,
} from './batch-elements.ts';
import { refusedMasters } from './row-fates.ts';
import { rowFaults } from './row-faults.ts';
import { isolatingSplit, isolatingTakenOut, waitingForMaster } from './run-messages.ts';

// Finding the rows the service refused (issue "One bad row never stops a send"). A refused
// request applied nothing (spec §4.2 rule 2), so the rest of its rows can go again as new
// requests with fresh keys, journalled before they are sent:
// - where the answer names rows, those are taken out (with the products naming a master taken
//   out) and the rest goes as one new request;
// - where it names none, the request is split in two (masters first, so a product's masters are
//   in its half or the one before it, which it then depends on), and each half is sent; a refused
//   half is split again until each refused row stands alone: at most 2·⌈log2 n⌉ extra requests
//   per refused row of a request of n rows;
// - before a request goes, its products naming a master the service refused are held back (they
//   cannot be applied) and the rest goes as a new request.

/** Statuses of a refusal that says nothing about the rows (sign-in, permission, key reuse, limit). */
const NOT_ABOUT_ROWS = new Set([401, 403, 409, 429]);

export interface Replacement {
  /** The new batches, `dependsOn` in the import's seqs (they are appended from `nextSeq`). */
  batches: NewBatch[];
  /** What the progress says meanwhile (or the held-back batch's error). */
  message: ImportMessage;
}

/** Whether a refusal with this status can be narrowed down to rows. */
export function isAboutRows(status: number): boolean {
  return status >= 400 && status <= 499 && !NOT_ABOUT_ROWS.has(status);
}

function part(elements: readonly BatchElement[], dependsOn: number[]): NewBatch {
  return { ...bodyOf(elements), dependsOn };
}

/** Halves, masters first: the second depends on the first when its products name its masters. */
function halves(elements: readonly BatchElement[], nextSeq: number): NewBatch[] {
  const cut = Math.ceil(elements.length / 2);
  const first = elements.slice(0, cut);
  const second = elements.slice(cut);
  const inFirst = new Set(
    first.filter((e) => e.grid !== 'products').map((e) => masterKey(e.grid, e.row.code)),
  );
  const needsFirst = second.some((e) => mastersNamedBy(e).some((key) => inFirst.has(key)));
  return [part(first, []), part(second, needsFirst ? [nextSeq] : [])];
}

/**
 * The batches to send instead of a refused one, or null when there is nothing to narrow down (a
 * single row, or a refusal not about rows): the batch then stays refused as a whole.
 */
export function afterRefusal(
  batch: ImportBatchRecord,
  answer: { status: number; text: string },
  message: string,
  nextSeq: number,
): Replacement | null {
  if (!isAboutRows(answer.status) || batch.rows.length <= 1) return null;
  const elements = batchElements(batch.body, batch.rows);
  const faults = rowFaults(batch.rows, answer.text, message);
  if (faults.length === 0) {
    return { batches: halves(elements, nextSeq), message: isolatingSplit(batch.seq) };
  }
  const atFault = new Set(faults.map((fault) => fault.index));
  const refused = new Set(
    elements
      .filter((e, index) => atFault.has(index) && e.grid !== 'products')
      .map((e) => masterKey(e.grid, e.row.code)),
  );
  const rest = elements.filter(
    (e, index) => !atFault.has(index) && !mastersNamedBy(e).some((key) => refused.has(key)),
  );
  return {
    batches: rest.length > 0 ? [part(rest, [])] : [],
    message: isolatingTakenOut(batch.seq, atFault.size),
  };
}

/**
 * Before a batch goes: its products naming a master the service refused are held back, the rest
 * goes as a new batch. Null when none of its products does (send it as it is).
 */
export function holdBack(record: ImportRecord, batch: ImportBatchRecord): Replacement | null {
  if (!record.batches.some((b) => b.state === 'failed' && b.responseStatus !== null)) return null;
  const refused = refusedMasters(record);
  if (refused.size === 0) return null;
  const elements = batchElements(batch.body, batch.rows);
  const named = new Set<string>();
  const rest = elements.filter((element) => {
    const waitingFor = mastersNamedBy(element).filter((key) => refused.has(key));
    for (const key of waitingFor) named.add(key);
    return waitingFor.length === 0;
  });
  if (rest.length === elements.length) return null;
  return {
    batches: rest.length > 0 ? [part(rest, [])] : [],
    message: waitingForMaster([...named].map(codeOfKey).sort()),
  };
}
