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
import { FieldValue, formatNumber } from './Cells.tsx';
import { computedColumns, lineColumns } from './columns.ts';
import { localToday } from '../lib/local-today.ts';
import { computeLine, leaseOverdue } from './computed.ts';
import { lineTotals, type Total } from './line-totals.ts';
import { StatusSlots } from './status-colors.ts';
import { useListSummary } from './use-voucher-list.ts';
import type { ListNavigation } from './VoucherListView.tsx';
import { voucherKeys } from './voucher-keys.ts';

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
  columns: readonly string[];
  computed: readonly string[];
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
        {formatNumber(total.value, props.locale)}
        {partial && <span className="muted"> *</span>}
      </td>
    );
  };
  return (
    <tfoot>
      <tr className="lines-total">
        <th scope="row">{t('vouchers.total')}</th>
        {props.columns.map((column) => cell(column, 'num'))}
        {props.computed.map((column) => cell(column, 'num computed'))}
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
  const computed = computedColumns(kind);
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
            {t(`voucherKind.${kind}`)} <code>{number}</code>
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
              <h2 id="lines-title">{t('vouchers.lines', { count: voucher.lines?.length ?? 0 })}</h2>
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
                        {lines.map((c) => (
                          <th scope="col" key={c.id}>
                            {label(c.id)}
                          </th>
                        ))}
                        {computed.map((c) => (
                          <th
                            scope="col"
                            key={c}
                            className="num computed"
                            title={t(`computedHelp.${c}`)}
                          >
                            {t(`computed.${c}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {voucher.lines.map((line, index) => {
                        const values = computeLine(kind, line.fields);
                        return (
                          <tr key={index}>
                            <td className="num muted">{index + 1}</td>
                            {lines.map((c) => (
                              <td
                                key={c.id}
                                className={
                                  c.id === 'quantity' ||
                                  c.id.endsWith('_qty') ||
                                  c.id.startsWith('unit_') ||
                                  c.id === 'exchange_rate' ||
                                  c.id === 'rate'
                                    ? 'num'
                                    : undefined
                                }
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
                                  />
                                )}
                              </td>
                            ))}
                            {computed.map((c) => {
                              const value = values[c];
                              return (
                                <td key={c} className="num computed">
                                  {value === null || value === undefined
                                    ? ''
                                    : formatNumber(value, locale)}
                                </td>
                              );
                            })}
                          </tr>
                        );
                      })}
                    </tbody>
                    <LineTotalsRow
                      totals={lineTotals(kind, voucher.lines)}
                      columns={lines.map((c) => c.id)}
                      computed={computed}
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
