import type { ColumnFilter } from '../../../app/resources/voucher-column-filters.ts';
import type { DateChoice } from './date-choice.ts';
import type { SearchQuery } from './voucher-keys.ts';

// Where the user was in a list, so that Back from a voucher (Escape, Alt+Left, the button, the
// mouse's back button) returns to the same row, selected, at the same scroll position, with the
// same search, filter and sort. Kept in memory for the session, per connection and list.

export interface ListPlace {
  text: string;
  statuses: string[];
  sort: SearchQuery['sort'];
  dates: DateChoice | null;
  groupBy: string | null;
  /** Column value filters from the headers. */
  columns: ColumnFilter[];
  /** The purchase-order chart unfolded. */
  chartOpen: boolean;
  /** The saved view last opened (null: none). */
  viewId: string | null;
  /** The selected row (-1: none). */
  activeIndex: number;
  /** Its id, when it was held (back from a detail finds the row by it if rows moved). */
  activeId: string | null;
  scrollTop: number;
  scrollLeft: number;
}

export const START_PLACE: ListPlace = {
  text: '',
  statuses: [],
  sort: null,
  dates: null,
  groupBy: null,
  columns: [],
  chartOpen: true,
  viewId: null,
  activeIndex: -1,
  activeId: null,
  scrollTop: 0,
  scrollLeft: 0,
};

const places = new Map<string, ListPlace>();

export function placeKey(profileId: string, kind: string, productCode: string | undefined): string {
  return `${profileId}\u0000${kind}\u0000${productCode ?? ''}`;
}

export function recallPlace(key: string): ListPlace {
  return places.get(key) ?? START_PLACE;
}

export function keepPlace(key: string, patch: Partial<ListPlace>): void {
  places.set(key, { ...recallPlace(key), ...patch });
}

/** A connection's places go with its sign-out (tests, and a new sign-in starts at the top). */
export function forgetPlaces(profileId: string): void {
  for (const key of places.keys()) if (key.startsWith(`${profileId}\u0000`)) places.delete(key);
}

/** True when the list was not opened yet this session (it opens in its default view). */
export function isFreshPlace(key: string): boolean {
  return !places.has(key);
}
