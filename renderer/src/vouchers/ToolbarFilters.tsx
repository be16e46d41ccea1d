import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { DateMenu } from './DateMenu.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import type { useListFilters } from './use-list-filters.ts';

/** The toolbar's status and date menus (order plans carry no status to filter by). */
export function ToolbarFilters(props: {
  kind: VoucherKind;
  statusValues: readonly { value: string; count: number }[];
  filters: ReturnType<typeof useListFilters>;
  /** The list is still filling: the status counts are so far. */
  soFar: boolean;
}) {
  const { kind, filters } = props;
  return (
    <>
      {kind !== 'order_plans' && props.statusValues.length > 0 && (
        <StatusFilter
          values={props.statusValues}
          selected={filters.statuses}
          onChange={filters.setStatuses}
          soFar={props.soFar}
        />
      )}
      <DateMenu kind={kind} value={filters.dateChoice} onChange={filters.setDateChoice} />
    </>
  );
}
