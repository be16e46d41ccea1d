import type { HistoryRow } from '../../../app/imports/schemas.ts';

/** A row of History's detail as main sends it: with its fate in the import (row-fates.ts). */
export const historyRow = (
  grid: HistoryRow['grid'],
  draftId: string,
  code: string,
  fate: Partial<HistoryRow> & Pick<HistoryRow, 'fate' | 'seq'>,
): HistoryRow => ({
  grid,
  draftId,
  code,
  field: null,
  message: null,
  masters: [],
  created: null,
  ...fate,
});
