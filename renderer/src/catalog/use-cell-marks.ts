import { useMemo } from 'react';
import type { CatalogData } from '../drafts/catalog-data.ts';
import type { CatalogStore } from '../drafts/catalog-store.ts';
import type { RowProblems } from './model/cell-marks.ts';
import { byRow, refusedProblems } from './model/refused-marks.ts';
import { useFileMarks } from './use-file-marks.ts';
import { useKnownCodes } from '../drafts/use-known-codes.ts';
import { useRefusedRows } from './use-refused-rows.ts';

// The three kinds of marks on the grids' cells: what validation finds (against the codes this
// connection sent), the service's words on rows the last send did not apply, and products opened
// from a file whose rows disagreed (marked until edited).

export function useCellMarks(
  store: CatalogStore,
  profileId: string | null,
  data: CatalogData,
  ready: boolean,
) {
  // Kept up to date edit by edit (the store applies each edit's changed rows to it).
  const known = useKnownCodes(profileId);
  const validation = store.validationFor(known);
  const refusedRows = useRefusedRows(profileId);
  const refused = useMemo(() => refusedProblems(refusedRows, data), [refusedRows, data]);
  const fileMarks = useFileMarks(profileId, data, ready);
  const marked = useMemo(() => [...refused, ...fileMarks.problems], [refused, fileMarks.problems]);
  const markedOf = useMemo(() => byRow(marked), [marked]);
  const problems =
    marked.length === 0 ? validation.problems() : [...marked, ...validation.problems()];
  const problemsOf: RowProblems = (g, id) => {
    const own = validation.rowProblems(g, id);
    const theirs = markedOf.get(`${g}:${id}`);
    return theirs === undefined ? own : [...theirs, ...own];
  };
  return {
    /** Every problem, marks first (the problem list). */
    problems,
    problemsOf,
    /** The refused rows' marks (opening at a refused row selects its field). */
    refused,
    /** Rows with a validation problem per grid (the tabs' counts). */
    rowsWithProblems: validation.rowsWithProblems(),
    addFileMarks: fileMarks.add,
  };
}
