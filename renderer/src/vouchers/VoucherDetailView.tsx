import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import type { JsonValue } from '../../../app/resources/json.ts';
import {
  HEADER_FIELDS,
  type SingleItemKind,
  type Voucher,
} from '../../../app/resources/vouchers.ts';
import { call, type KikanError } from '../lib/bridge-client.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { FieldValue, formatNumber, moneyDigits } from './Cells.tsx';
import { ColumnMenu } from './ColumnMenu.tsx';
import { computedColumns, lineColumns } from './columns.ts';
import {
  detailLineColumns,
  lineColumnHiddenAtFirst,
  lineColumnsScreen,
  type LineColumn,
} from './line-columns.ts';
import { useColumnPrefs } from './use-column-prefs.ts';
import { localToday } from '../lib/local-today.ts';
import { computeLine, leaseOverdue } from './computed.ts';
import { lineTotals, type Total } from './line-totals.ts';
import { StatusSlots } from './status-colors.ts';
import { useListSummary } from './use-voucher-list.ts';
import type { ListNavigation } from './VoucherListView.tsx';
import { voucherKeys } from './voucher-keys.ts';

/** Line fields drawn right-aligned as numbers (header and cells alike). */
function numericLineField(id: string): boolean {
  return (
    id === 'quantity' ||
    id.endsWith('_qty') ||
    id.startsWith('unit_') ||
    id === 'exchange_rate' ||
    id === 'rate'
  );
}

function OtherFields({ other }: { other: Record<string, JsonValue> }) {
  const { t } = useTranslation();
  const entries = Object.entries(other);
  if (entries.length === 0) return null;
  return (
    <section className="card" aria-labelledby="other-fields-title">
      <h2 id="other-fields-title">{t('vouchers.otherFields')}</h2>
      <dl className="field-list">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>
              <code>{key}</code>
            </dt>
            <dd>
              <pre className="json-value">{JSON.stringify(value, null, 2)}</pre>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The lines' totals (line-totals.ts); a partial one says how many lines it counts. */
function LineTotalsRow(props: {
  totals: Record<string, Total>;
  columns: readonly LineColumn[];
  locale: string;
}) {
  const { t } = useTranslation();
  const { totals } = props;
  if (Object.keys(totals).length === 0) return null;
  const cell = (column: string, className: string) => {
    const total = totals[column];
    if (total === undefined) return <td key={column} className={className} />;
    if (total.kind === 'mixed-currency') {
      return (
        <td key={column} className={`${className} muted`}>
          {t('vouchers.totalMixedCurrency', { currencies: total.currencies.join(', ') })}
        </td>
      );
    }
    const partial = total.counted < total.lines;
    return (
      <td
        key={column}
        className={className}
        title={
          partial
            ? t('vouchers.totalPartial', { counted: total.counted, lines: total.lines })
            : undefined
        }
      >
        {total.currency === undefined
          ? formatNumber(total.value, props.locale)
          : moneyDigits(total.value, total.currency, props.locale)}
        {partial && <span className="muted"> *</span>}
      </td>
    );
  };
  return (
    <tfoot>
      <tr className="lines-total">
        <th scope="row">{t('vouchers.total')}</th>
        {props.columns.map((column) => cell(column.id, column.computed ? 'num computed' : 'num'))}
      </tr>
    </tfoot>
  );
}

export function VoucherDetailView(props: {
  profile: ProfileView;
  kind: SingleItemKind;
  number: string;
  nav: ListNavigation;
}) {
  const { t, i18n } = useTranslation();
  const { kind, number, nav } = props;
  const list = useMemo(() => ({ kind }), [kind]);
  const locale = i18n.language;
  const query = useQuery<Voucher, KikanError>({
    queryKey: voucherKeys.detail(props.profile.id, kind, number),
    queryFn: ({ signal }) => call('vouchers.get', { kind, number }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    // Escape goes back; Alt+Left is the frame's history gesture already (handling it here too
    // went back two steps).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        nav.back();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [nav]);

  const label = (field: string) => t(`voucherField.${field}`, { defaultValue: field });
  const voucher = query.data;
  const known = HEADER_FIELDS[kind];
  const overdue = voucher && kind === 'leases' ? leaseOverdue(voucher, localToday()) : null;
  const extraHeader = voucher
    ? Object.keys(voucher.fields).filter((f) => f !== 'id' && !known.includes(f))
    : [];
  const lines = voucher ? lineColumns(kind, voucher) : [];
  const allLineColumns = detailLineColumns(
    lines.map((c) => c.id),
    computedColumns(kind),
  );
  const linePrefs = useColumnPrefs(
    lineColumnsScreen(kind),
    allLineColumns.map((c) => c.id),
    lineColumnHiddenAtFirst,
  );
  const shownLineColumns = linePrefs.prefs.order
    .filter((id) => !linePrefs.prefs.hidden.includes(id))
    .flatMap((id) => allLineColumns.filter((c) => c.id === id));
  const lineLabel = (id: string) =>
    allLineColumns.find((c) => c.id === id)?.computed ? t(`computed.${id}`) : label(id);
  const summary = useListSummary(props.profile.id, list);
  const slots = useMemo(
    () => new Map((summary.data?.statuses ?? []).map((s) => [s.value, s.slot])),
    [summary.data],
  );

  return (
    <StatusSlots.Provider value={slots}>
      <section className="screen voucher-detail" aria-labelledby="screen-title">
        <div className="detail-head">
          <Link to="/vouchers/$kind" params={{ kind }} className="button">
            ← {t('vouchers.backToList', { kind: t(`voucherKind.${kind}`) })}
          </Link>
          <h1 id="screen-title">
            {t(`voucherLayout.singular.${kind}`)} <code>{number}</code>
          </h1>
          {overdue === true && <span className="chip chip-overdue">{t('vouchers.overdue')}</span>}
        </div>
        {query.isPending && <p className="muted">{t('app.loading')}</p>}
        {query.error && (
          <div className="voucher-error">
            <ErrorAlert title={t('vouchers.detailError')} error={query.error.error} />
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t('vouchers.retry')}
            </button>
          </div>
        )}
        {voucher && (
          <>
            <section className="card" aria-labelledby="header-fields-title">
              <h2 id="header-fields-title">{t('vouchers.header')}</h2>
              <dl className="field-grid">
                {[...known, ...extraHeader].map((field) => (
                  <div key={field}>
                    <dt>{label(field)}</dt>
                    <dd>
                      <FieldValue field={field} value={voucher.fields[field]} locale={locale} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="card" aria-labelledby="lines-title">
              <div className="lines-head">
                <h2 id="lines-title">
                  {t('vouchers.lines', { count: voucher.lines?.length ?? 0 })}
                </h2>
                {voucher.lines !== null && voucher.lines.length > 0 && (
                  <ColumnMenu
                    prefs={linePrefs.prefs}
                    onPrefs={linePrefs.update}
                    label={lineLabel}
                    optional={() => false}
                    title={t('voucherLayout.lineColumns')}
                    testId="line-columns"
                  />
                )}
              </div>
              {voucher.lines === null ? (
                <p className="muted" data-testid="lines-unknown">
                  {t('voucherState.linesUnknown')}
                </p>
              ) : voucher.lines.length === 0 ? (
                <p className="muted">{t('vouchers.noLines')}</p>
              ) : (
                <div className="table-scroll">
                  <table className="lines-table" data-testid="lines-table">
                    <thead>
                      <tr>
                        <th scope="col">#</th>
                        {shownLineColumns.map((c) =>
                          c.computed ? (
                            <th
                              scope="col"
                              key={c.id}
                              className="num computed"
                              title={t(`computedHelp.${c.id}`)}
                            >
                              {t(`computed.${c.id}`)}
                            </th>
                          ) : (
                            <th
                              scope="col"
                              key={c.id}
                              className={numericLineField(c.id) ? 'num' : undefined}
                            >
                              {label(c.id)}
                            </th>
                          ),
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {voucher.lines.map((line, index) => {
                        const values = computeLine(kind, line.fields);
                        return (
                          <tr key={index}>
                            <td className="num muted">{index + 1}</td>
                            {shownLineColumns.map((c) => {
                              if (c.computed) {
                                const value = values[c.id];
                                return (
                                  <td
                                    key={c.id}
                                    className="num computed"
                                    data-currency={
                                      c.id === 'amount'
                                        ? String(line.fields['currency_code'] ?? '')
                                        : undefined
                                    }
                                  >
                                    {value === null || value === undefined
                                      ? ''
                                      : c.id === 'amount' &&
                                          typeof line.fields['currency_code'] === 'string'
                                        ? moneyDigits(value, line.fields['currency_code'], locale)
                                        : formatNumber(value, locale)}
                                  </td>
                                );
                              }
                              return (
                                <td
                                  key={c.id}
                                  className={numericLineField(c.id) ? 'num' : undefined}
                                >
                                  {c.id === 'product_code' && line.fields[c.id] ? (
                                    <a
                                      href="#"
                                      title={t('vouchers.openProduct')}
                                      onClick={(event) => {
                                        event.preventDefault();
                                        nav.openProduct(String(line.fields[c.id]));
                                      }}
                                    >
                                      {String(line.fields[c.id])}
                                    </a>
                                  ) : (
                                    <FieldValue
                                      field={c.id}
                                      value={line.fields[c.id]}
                                      locale={locale}
                                      currency={line.fields['currency_code']}
                                    />
                                  )}
                                </td>
                              );
                            })}
                          </tr>
                        );
                      })}
                    </tbody>
                    <LineTotalsRow
                      totals={lineTotals(kind, voucher.lines)}
                      columns={shownLineColumns}
                      locale={locale}
                    />
                  </table>
                </div>
              )}
            </section>
            <OtherFields other={voucher.other} />
            {voucher.lines?.some((line) => Object.keys(line.other).length > 0) && (
              <OtherFields
                other={Object.fromEntries(
                  voucher.lines.flatMap((line, index) =>
                    Object.entries(line.other).map(([key, value]) => [
                      `#${index + 1} ${key}`,
                      value,
                    ]),
                  ),
                )}
              />
            )}
          </>
        )}
      </section>
    </StatusSlots.Provider>
  );
}
