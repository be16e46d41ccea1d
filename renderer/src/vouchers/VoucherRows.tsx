import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { OUTSTANDING_COLUMN } from '../../../app/resources/voucher-line-sums.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import { OutstandingValue } from './Cells.tsx';
import { leaseOverdue } from './computed.ts';
import { localToday } from '../lib/local-today.ts';
import { GroupView } from './GroupView.tsx';
import type { keepPlace, ListPlace } from './list-place.ts';
import type { useListColumns } from './use-list-columns.ts';
import type { VoucherWindow } from './use-voucher-window.ts';
import type { SearchQuery } from './voucher-keys.ts';
import { VoucherTable } from './VoucherTable.tsx';

// A list's rows: in groups, or as the table (with links from an order plan to its purchase order
// and its product, and overdue leases marked).

export interface RowNavigation {
  openVoucher: (kind: VoucherKind, number: string) => void;
  openProduct: (productCode: string) => void;
  back: () => void;
}

/** The purchase order an order plan row points to, if any. */
function planOrder(row: Voucher): string | null {
  const po = row.fields['po_number'];
  return po === null || po === undefined || po === '' ? null : String(po);
}

export function VoucherRows(props: {
  profileId: string;
  list: VoucherList;
  rows: VoucherWindow;
  /** The query the rows show (with the search's snapshot): what groups count. */
  shownQuery: SearchQuery;
  cachedRows: number | undefined;
  groupBy: string | null;
  sort: SearchQuery['sort'];
  onSort: (sort: SearchQuery['sort']) => void;
  columns: ReturnType<typeof useListColumns>;
  place: ListPlace;
  onPlace: (patch: Parameters<typeof keepPlace>[1]) => void;
  nav: RowNavigation;
  /** A column header's menu (ColumnHeaderMenu). */
  headerMenu?: (field: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { list, rows, nav, columns } = props;
  if (rows.count === null || rows.count === 0) return null;
  const open = (row: Voucher) => {
    if (list.kind !== 'order_plans') nav.openVoucher(list.kind, row.id);
    else {
      const po = planOrder(row);
      if (po !== null) nav.openVoucher('purchase_orders', po);
    }
  };
  if (props.groupBy !== null) {
    return (
      <GroupView
        profileId={props.profileId}
        list={list}
        query={props.shownQuery}
        cachedRows={props.cachedRows}
        groupBy={props.groupBy}
        label={columns.label}
        onOpen={open}
      />
    );
  }
  const today = localToday();
  // Links in the rows: a click opens; Ctrl/Cmd+click only selects the row (the row's own click),
  // keeping the list. Out of the Tab order: the keyboard opens the selected row with Enter.
  const link = (text: string, onClick: () => void, title?: string) => (
    <a
      href="#"
      tabIndex={-1}
      {...(title === undefined ? {} : { title })}
      onClick={(event) => {
        event.preventDefault();
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        onClick();
      }}
    >
      {text}
    </a>
  );
  return (
    <VoucherTable
      count={rows.count}
      rowAt={rows.rowAt}
      prefs={columns.prefs}
      onPrefs={columns.update}
      onPrefsSettled={columns.settle}
      sort={props.sort}
      onSort={props.onSort}
      label={columns.label}
      renderCell={(row: Voucher, field: string) => {
        if (field === 'id' && list.kind !== 'order_plans') {
          return link(
            row.id,
            () => {
              open(row);
            },
            t('voucherLayout.openNumber', { number: row.id }),
          );
        }
        if (field === OUTSTANDING_COLUMN) {
          return <OutstandingValue kind={list.kind} voucher={row} locale={i18n.language} />;
        }
        if (list.kind === 'order_plans' && field === 'po_number') {
          const po = planOrder(row);
          return po === null
            ? undefined
            : link(po, () => {
                nav.openVoucher('purchase_orders', po);
              });
        }
        if (list.kind === 'order_plans' && field === 'product_code') {
          const code = row.fields['product_code'];
          if (code === null || code === undefined || code === '') return undefined;
          const open = () => {
            nav.openProduct(String(code));
          };
          return link(String(code), open, t('vouchers.openProduct'));
        }
        return undefined;
      }}
      rowClass={(row) =>
        list.kind === 'leases' && leaseOverdue(row, today) === true ? 'overdue' : undefined
      }
      onOpen={open}
      onBack={nav.back}
      onRange={rows.onRange}
      place={props.place}
      onPlace={props.onPlace}
      {...(props.headerMenu === undefined ? {} : { headerMenu: props.headerMenu })}
      footer={rows.extending ? <div className="vt-more muted">{t('app.loading')}</div> : undefined}
    />
  );
}
