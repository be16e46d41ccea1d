import type { DatabaseSync } from 'node:sqlite';
import type {
  CopyAnswer,
  CopyInput,
  EdgeAnswer,
  EdgeInput,
  FindAnswer,
  FindInput,
} from '../../../app/catalog/view-find.ts';
import { createViewCopy } from './view-copy.ts';
import { createViewEdge } from './view-edge.ts';
import { createViewFind, planOf, shownColumns } from './view-find.ts';
import { createViewPlace } from './view-place.ts';
import type { PlaceAnswer, PlaceInput } from '../../../app/catalog/view-place.ts';
import type { ViewReader } from './views.ts';

// The calls that read a whole view the core holds without the page holding it (issue 28, step
// 5): find (count, next), copy of a range, Ctrl+Arrow's data edge.

export interface ViewReads {
  find(input: FindInput): FindAnswer;
  copy(input: CopyInput): CopyAnswer;
  edge(input: EdgeInput): EdgeAnswer;
  /** Where a row shows in the view (a problem's jump). */
  place(input: PlaceInput): PlaceAnswer;
}

export function createViewReads(
  db: DatabaseSync,
  readerOf: (viewId: number) => ViewReader,
): ViewReads {
  const finder = createViewFind(db);
  const copier = createViewCopy(db);
  const edger = createViewEdge(db);
  const placer = createViewPlace(db);
  return {
    find(input) {
      const reader = readerOf(input.viewId);
      const columns = shownColumns(reader, input.columns);
      const plan = planOf(reader.info.length, columns, input.range);
      return finder.find(
        reader,
        input.query,
        plan,
        'count' in input ? { count: true } : { next: input.next },
      );
    },
    copy(input) {
      const reader = readerOf(input.viewId);
      return copier.copy(reader, shownColumns(reader, input.columns), input.range);
    },
    edge(input) {
      const reader = readerOf(input.viewId);
      return edger.edge(reader, shownColumns(reader, input.columns), input.from, input.direction);
    },
    place(input) {
      return placer.place(readerOf(input.viewId), input);
    },
  };
}
