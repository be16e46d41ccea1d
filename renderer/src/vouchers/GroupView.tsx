import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './voucher-review.css';
import { isKikanError } from '../../../app/errors.ts';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { GroupValue, VoucherGroup } from '../../../app/resources/voucher-filters.ts';
import { asText } from '../../../app/resources/voucher-values.ts';
import { HEADER_FIELDS, type Voucher } from '../../../app/resources/vouchers.ts';
import { call } from '../lib/bridge-client.ts';
import { FieldValue } from './Cells.tsx';
import { amountText, groupKey } from './group-values.ts';
import { filtersOf, voucherKeys, type SearchQuery } from './voucher-keys.ts';
import { ReadProblem } from './ReadProblem.tsx';

/** Rows shown under an expanded group; the list itself (ungrouped) has them all. */
const GROUP_ROWS = 100;

/** The query's rows grouped by a header field: counts and line sums, each group expandable. */
export function GroupView(props: {
  profileId: string;
  list: VoucherList;
  query: SearchQuery;
  /** Rows cached: read again when the list grows (scrolling pages on, load all). */
  cachedRows: number | undefined;
  groupBy: string;
  label: (field: string) => string;
  onOpen: (row: Voucher) => void;
}) {
  const { t, i18n } = useTranslation();
  const { profileId, list, query, groupBy } = props;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const groups = useQuery({
    queryKey: [...voucherKeys.groups(profileId, list, query, groupBy), props.cachedRows],
    queryFn: ({ signal }) =>
      call('vouchers.groups', { ...list, ...filtersOf(query), groupBy }, { signal }),
    placeholderData: (previous) => previous,
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const data = groups.data;
  if (data === undefined) {
    return groups.error ? (
      <ReadProblem
        title={t('vouchers.loadError')}
        error={
          isKikanError(groups.error)
            ? groups.error.error
            : { kind: 'internal', message: groups.error.message }
        }
        onRetry={() => void groups.refetch()}
      />
    ) : (
      <p className="muted">{t('app.loading')}</p>
    );
  }
  const valueText = (group: VoucherGroup) =>
    group.value === null || group.value === '' ? t('voucherReview.empty') : String(group.value);
  const hasOutstanding = data.groups.some((group) => group.outstanding !== null);
  const hasAmounts = data.groups.some((group) => group.amounts.length > 0);
  const toggle = (key: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const columns = 3 + (hasOutstanding ? 1 : 0) + (hasAmounts ? 1 : 0);
  return (
    <div className="group-view" data-testid="group-view">
      <div className="group-view-head">
        <span>
          {t('voucherReview.groupsSummary', {
            groups: number(data.groups.length),
            vouchers: number(data.matched),
          })}
        </span>
        {data.withLines < data.matched && list.kind !== 'order_plans' && (
          <span className="muted" data-testid="group-sums-note">
            {t('voucherReview.sumsOver', {
              known: number(data.withLines),
              total: number(data.matched),
            })}
          </span>
        )}
        <span className="toolbar-spacer" />
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setOpen(new Set(data.groups.map((group) => groupKey(group.value))));
          }}
        >
          {t('voucherReview.expandAll')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setOpen(new Set());
          }}
        >
          {t('voucherReview.collapseAll')}
        </button>
      </div>
      <div className="group-scroll">
        <table className="group-table">
          <caption className="visually-hidden">
            {t('voucherReview.groupsTitle', { field: props.label(groupBy) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{props.label(groupBy)}</th>
              <th scope="col" className="num">
                {t('voucherReview.vouchers')}
              </th>
              <th scope="col" className="num">
                {t('voucherReview.quantity')}
              </th>
              {hasOutstanding && (
                <th scope="col" className="num">
                  {t('voucherReview.outstanding')}
                </th>
              )}
              {hasAmounts && (
                <th scope="col" className="num">
                  {t('voucherReview.amount')}
                </th>
              )}
            </tr>
          </thead>
          {data.groups.map((group) => {
            const key = groupKey(group.value);
            const expanded = open.has(key);
            const name = valueText(group);
            return (
              <tbody key={key} className={expanded ? 'group expanded' : 'group'}>
                <tr className="group-row" data-group={name}>
                  <th scope="row">
                    <button
                      type="button"
                      className="group-toggle"
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'voucherReview.collapse' : 'voucherReview.expand', {
                        value: name,
                      })}
                      onClick={() => {
                        toggle(key);
                      }}
                    >
                      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {name}
                    </button>
                  </th>
                  <td className="num">
                    {number(group.count)}
                    {group.withLines < group.count && list.kind !== 'order_plans' && (
                      <span className="muted group-known">
                        {' '}
                        (
                        {t('voucherReview.rowSumsOver', {
                          known: number(group.withLines),
                          total: number(group.count),
                        })}
                        )
                      </span>
                    )}
                  </td>
                  <td className="num">{number(group.quantity)}</td>
                  {hasOutstanding && (
                    <td className="num">
                      {group.outstanding === null ? '' : number(group.outstanding)}
                    </td>
                  )}
                  {hasAmounts && (
                    <td className="num">
                      {amountText(group.amounts, i18n.language, t('voucherReview.noCurrency'))}
                    </td>
                  )}
                </tr>
                {expanded && (
                  <tr className="group-rows">
                    <td colSpan={columns}>
                      <GroupRows
                        {...props}
                        group={{ field: groupBy, value: group.value }}
                        total={group.count}
                      />
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}

function GroupRows(props: {
  profileId: string;
  list: VoucherList;
  query: SearchQuery;
  group: GroupValue;
  total: number;
  label: (field: string) => string;
  onOpen: (row: Voucher) => void;
}) {
  const { t, i18n } = useTranslation();
  const { profileId, list, query, group } = props;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const rows = useQuery({
    queryKey: voucherKeys.groupRows(profileId, list, query, group),
    queryFn: ({ signal }) =>
      call('vouchers.search', { ...list, ...query, group, limit: GROUP_ROWS }, { signal }),
  });
  if (rows.data === undefined) return <p className="muted">{t('app.loading')}</p>;
  const fields = HEADER_FIELDS[list.kind].filter(
    (field) => field !== group.field && field !== 'note',
  );
  return (
    <>
      <table className="group-members">
        <thead>
          <tr>
            <th scope="col">{props.label('id')}</th>
            {fields.map((field) => (
              <th key={field} scope="col">
                {props.label(field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.data.rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a
                  href="#"
                  onClick={(event) => {
                    event.preventDefault();
                    props.onOpen(row);
                  }}
                >
                  {list.kind === 'order_plans' ? asText(row.fields['product_code']) : row.id}
                </a>
              </td>
              {fields.map((field) => (
                <td key={field}>
                  <FieldValue field={field} value={row.fields[field]} locale={i18n.language} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.total > rows.data.rows.length && (
        <p className="muted">
          {t('voucherReview.firstRows', {
            shown: number(rows.data.rows.length),
            total: number(props.total),
          })}
        </p>
      )}
    </>
  );
}
