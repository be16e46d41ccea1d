import { useTranslation } from 'react-i18next';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { TableFileFormat } from '../table-files/export-table.ts';
import type { ColumnPrefs } from './column-prefs.ts';
import { ColumnMenu } from './ColumnMenu.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { GroupBySelect } from './GroupBySelect.tsx';

// A list's toolbar: search, the order plans' product filter, grouping, columns, export, refresh.

export function ListToolbar(props: {
  list: VoucherList;
  text: string;
  onText: (text: string) => void;
  onProductFilter: (productCode: string | undefined) => void;
  groupBy: string | null;
  onGroupBy: (groupBy: string | null) => void;
  prefs: ColumnPrefs;
  onPrefs: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  label: (field: string) => string;
  optional: (field: string) => boolean;
  exporting: {
    loadedRows: number;
    complete: boolean;
    querying: boolean;
    busy: boolean;
    fieldNames: boolean;
    onFieldNames: (on: boolean) => void;
    onExport: (format: TableFileFormat, all: boolean) => void;
  };
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { list } = props;
  return (
    <div className="voucher-toolbar">
      <label className="search-field">
        <span className="visually-hidden">{t('vouchers.search')}</span>
        <input
          type="search"
          value={props.text}
          placeholder={t('vouchers.searchPlaceholder')}
          onChange={(event) => {
            props.onText(event.target.value);
          }}
        />
      </label>
      {list.kind === 'order_plans' && (
        <ProductFilter productCode={list.productCode} onFilter={props.onProductFilter} />
      )}
      <span className="toolbar-spacer" />
      <GroupBySelect
        kind={list.kind}
        value={props.groupBy}
        label={props.label}
        onChange={props.onGroupBy}
      />
      <ColumnMenu
        prefs={props.prefs}
        onPrefs={props.onPrefs}
        label={props.label}
        optional={props.optional}
      />
      <ExportMenu {...props.exporting} />
      <button
        type="button"
        className="button"
        disabled={props.refreshing}
        onClick={props.onRefresh}
      >
        {props.refreshing ? t('voucherState.refreshing') : t('vouchers.refresh')}
      </button>
    </div>
  );
}

/** The order plans of one product (a list of its own, with its own cache). */
function ProductFilter(props: {
  productCode: string | undefined;
  onFilter: (productCode: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="product-filter"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('product_code');
        const code = typeof value === 'string' ? value.trim() : '';
        props.onFilter(code === '' ? undefined : code);
      }}
    >
      <label>
        {t('vouchers.productFilter')}{' '}
        <input
          key={props.productCode ?? ''}
          name="product_code"
          defaultValue={props.productCode ?? ''}
          size={12}
        />
      </label>
      <button type="submit" className="button">
        {t('vouchers.applyFilter')}
      </button>
      {props.productCode && (
        <button
          type="button"
          className="button"
          onClick={() => {
            props.onFilter(undefined);
          }}
        >
          {t('vouchers.clearFilter')}
        </button>
      )}
    </form>
  );
}
