import type { HistoryDetail, HistoryEntry, ImportProgress } from '../../../app/imports/schemas.ts';
import type { Label } from '../ui/format.ts';

// The History screen's pure pieces: how created masters are summed and ordered, the words for
// what each row a request held came to (main derives it), and the CSV tables of the list and of
// one import. Text comes in through `label` (i18next's t in the app, an echo in tests), so
// nothing here depends on React.

export type HistoryBatch = HistoryDetail['batches'][number];

/** The grids first in the order the service writes them, then any other kind it counted. */
const KIND_ORDER = ['brands', 'colors'];

export function orderedKinds(kinds: Iterable<string>): string[] {
  const unique = [...new Set(kinds)];
  const known = KIND_ORDER.filter((kind) => unique.includes(kind));
  const others = unique.filter((kind) => !KIND_ORDER.includes(kind)).sort();
  return [...known, ...others];
}

/** Created masters per kind, in display order; kinds with nothing created are left out. */
export function mastersCreated(created: Readonly<Record<string, number>>): [string, number][] {
  return orderedKinds(Object.keys(created))
    .map((kind): [string, number] => [kind, created[kind] ?? 0])
    .filter(([, count]) => count > 0);
}

export type HistoryRow = HistoryBatch['rows'][number];

/**
 * The word for a row's fate, which main derived for the whole import (a row of a refused request
 * that a later request applied is applied): an applied product says created or updated.
 */
export function rowFateKey(row: HistoryRow): string {
  if (row.fate === 'applied' && row.created !== null) return row.created ? 'created' : 'updated';
  return row.fate;
}

/** A row's outcome in words, naming the request that decided it when that is another one. */
export function rowOutcomeText(batch: HistoryBatch, row: HistoryRow, label: Label): string {
  const key = `history.rowFate.${rowFateKey(row)}`;
  const fate =
    row.fate === 'waiting' ? label(key, { masters: row.masters.join(', ') }) : label(key);
  return row.seq === batch.seq ? fate : label('history.rowFateIn', { fate, request: row.seq + 1 });
}

/**
 * A request's error in the user's language when the pipeline gave it a code (the English text
 * otherwise, e.g. from a journal written before codes existed).
 */
export function batchError(batch: HistoryBatch, label: Label): string | null {
  if (batch.errorCode !== undefined && batch.errorCode !== null) {
    return label(`history.errorCode.${batch.errorCode}`, {
      ...(batch.errorParams ?? {}),
      defaultValue: batch.error ?? batch.errorCode,
    });
  }
  return batch.error;
}

/** The service's problems about one row (by draft id), then those that named no row. */
export function rowProblems(batch: HistoryBatch, draftId: string): string[] {
  return batch.problems
    .filter((problem) => problem.draftId === draftId)
    .map((problem) =>
      problem.path === null ? problem.message : `${problem.path}: ${problem.message}`,
    );
}

export function unplacedProblems(batch: HistoryBatch): string[] {
  return batch.problems
    .filter((problem) => problem.draftId === null)
    .map((problem) =>
      problem.path === null ? problem.message : `${problem.path}: ${problem.message}`,
    );
}

/** Per request: products created and updated as the answer listed them. */
export function productCounts(batch: HistoryBatch): { created: number; updated: number } {
  const products = batch.result?.products ?? [];
  const created = products.filter((product) => product.created).length;
  return { created, updated: products.length - created };
}

/** The list as a table: one line per import, one column per master kind any import created. */
export function historyListTable(
  entries: readonly HistoryEntry[],
  label: Label,
  unfinished: readonly Pick<ImportProgress, 'importId' | 'state'>[] = [],
): string[][] {
  const kinds = orderedKinds(entries.flatMap((entry) => Object.keys(entry.totals.mastersCreated)));
  const header = [
    label('history.csv.importId'),
    label('history.csv.started'),
    label('history.csv.finished'),
    label('history.csv.outcome'),
    label('history.csv.requests'),
    label('history.csv.rows'),
    ...kinds.map((kind) =>
      label('history.csv.mastersCreated', {
        kind: label(`history.kind.${kind}`, { defaultValue: kind }),
      }),
    ),
    label('history.csv.productsCreated'),
    label('history.csv.productsUpdated'),
  ];
  const lines = entries.map((entry) => [
    entry.importId,
    entry.createdAt,
    entry.finishedAt ?? '',
    label(`history.outcome.${shownOutcome(entry, unfinished)}`),
    String(entry.requests),
    String(entry.rows),
    ...kinds.map((kind) => String(entry.totals.mastersCreated[kind] ?? 0)),
    String(entry.totals.productsCreated),
    String(entry.totals.productsUpdated),
  ]);
  return [header, ...lines];
}

/**
 * One import as a table: one line per row each request held, with the request's key, state,
 * HTTP status, its created-master counts (per request: the service counts masters, it does not
 * list them) and error, and the row's own outcome and problems.
 */
export function historyDetailTable(detail: HistoryDetail, label: Label): string[][] {
  const kinds = orderedKinds(
    detail.batches.flatMap((batch) => Object.keys(batch.result?.created ?? {})),
  );
  const header = [
    label('history.csv.request'),
    label('history.csv.idempotencyKey'),
    label('history.csv.requestState'),
    label('history.csv.httpStatus'),
    label('history.csv.attempts'),
    ...kinds.map((kind) =>
      label('history.csv.requestMastersCreated', {
        kind: label(`history.kind.${kind}`, { defaultValue: kind }),
      }),
    ),
    label('history.csv.error'),
    label('history.csv.kind'),
    label('history.csv.code'),
    label('history.csv.rowFate'),
    label('history.csv.problems'),
  ];
  const lines = detail.batches.flatMap((batch) => {
    const common = [
      String(batch.seq + 1),
      batch.idempotencyKey,
      label(`history.requestFate.${batch.fate}`),
      batch.responseStatus === null ? '' : String(batch.responseStatus),
      String(batch.attempts),
      ...kinds.map((kind) =>
        batch.result === null ? '' : String(batch.result.created[kind] ?? 0),
      ),
      [batchError(batch, label) ?? '', ...unplacedProblems(batch)]
        .filter((text) => text !== '')
        .join(' / '),
    ];
    return batch.rows.map((row) => [
      ...common,
      label(`history.kind.${row.grid}`),
      row.code,
      rowOutcomeText(batch, row, label),
      rowProblems(batch, row.draftId).join(' / '),
    ]);
  });
  return [header, ...lines];
}

/** A file name for an import: its start time, safe on every system. */
export function importFileName(prefix: string, createdAt: string): string {
  return `${prefix}-${createdAt.replace(/[:.]/g, '-').replace(/Z$/, '')}`;
}

/**
 * The outcome to show: the journal says "running" for any unfinished import; one that nothing is
 * sending (imports.list: "interrupted", e.g. after a crash) is shown as interrupted.
 */
export function shownOutcome(
  entry: Pick<HistoryEntry, 'importId' | 'outcome'>,
  unfinished: readonly Pick<ImportProgress, 'importId' | 'state'>[],
): HistoryEntry['outcome'] | 'interrupted' {
  const live = unfinished.find((progress) => progress.importId === entry.importId);
  return live?.state === 'interrupted' ? 'interrupted' : entry.outcome;
}

/**
 * True when the list should say more than the outcome badge: a request was refused, split to
 * find the refused rows, never sent or left without an answer (the results' words then follow).
 */
export function notAllPlain(entry: Pick<HistoryEntry, 'requestCounts'>): boolean {
  const counts = entry.requestCounts;
  if (counts === undefined) return false;
  return counts.refused + counts.split + counts.notSent + counts.unanswered > 0;
}
