import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { MenuButton } from '../ui/MenuButton.tsx';
import type { TableFileFormat } from '../table-files/export-table.ts';
import type { ColumnPrefs } from './column-prefs.ts';
import { ColumnMenu } from './ColumnMenu.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { GroupBySelect } from './GroupBySelect.tsx';

// A list's toolbar, one row: search, the order plans' product filter, the filter menus (status,
// dates: `filters`), grouping, columns, export, the chart's panel and refresh. What does not fit
// a narrow window (the chart and refresh) moves into "More" (a container query in vouchers.css
// hides one set and shows the other), so no button wraps alone onto a line. `leading` and
// `trailing` are the slots for more menus (saved views go after Export).

export function ListToolbar(props: {
  list: VoucherList;
  text: string;
  onText: (text: string) => void;
  onProductFilter: (productCode: string | undefined) => void;
  /** The status and date menus. */
  filters?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
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
  /** The chart's side panel, for the lists that have one. */
  chart?: { open: boolean; onToggle: () => void } | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { list, chart } = props;
  const refreshText = props.refreshing ? t('voucherState.refreshing') : t('vouchers.refresh');
  return (
    <div
      className={`voucher-toolbar${list.kind === 'order_plans' ? ' with-product' : ''}`}
      role="toolbar"
      aria-label={t('vouchers.tableLabel')}
    >
      {props.leading}
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
      {props.filters}
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
      {props.trailing}
      <span className="toolbar-spacer" />
      {chart && (
        <button
          type="button"
          className={`button toolbar-wide${chart.open ? ' on' : ''}`}
          aria-pressed={chart.open}
          title={chart.open ? t('voucherLayout.hideChart') : t('voucherLayout.showChart')}
          data-testid="chart-toggle"
          onClick={chart.onToggle}
        >
          {t('voucherLayout.chart')}
        </button>
      )}
      <button
        type="button"
        className="button toolbar-wide"
        disabled={props.refreshing}
        onClick={props.onRefresh}
      >
        {refreshText}
      </button>
      <MenuButton
        className="toolbar-more"
        buttonClassName="button toolbar-menu"
        panelClassName="menu-panel more-panel"
        testId="toolbar-more"
        label={
          <>
            {t('voucherLayout.more')} <span aria-hidden="true">▾</span>
          </>
        }
      >
        {(close) => (
          <>
            {chart && (
              <button
                type="button"
                role="menuitemcheckbox"
                aria-checked={chart.open}
                className="menu-item"
                onClick={() => {
                  close();
                  chart.onToggle();
                }}
              >
                <span className="menu-check" aria-hidden="true">
                  {chart.open ? '✓' : ''}
                </span>
                {t('voucherLayout.chart')}
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              disabled={props.refreshing}
              onClick={() => {
                close();
                props.onRefresh();
              }}
            >
              <span className="menu-check" aria-hidden="true" />
              {refreshText}
            </button>
          </>
        )}
      </MenuButton>
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
        <span className="product-filter-text">{t('vouchers.productFilter')}</span>{' '}
        <input
          key={props.productCode ?? ''}
          name="product_code"
          placeholder={t('vouchers.productFilter')}
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
