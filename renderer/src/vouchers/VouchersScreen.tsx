import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { permissionAnswer } from '../../../app/connections.ts';
import type { Scalar } from '../../../app/resources/json.ts';
import { HEADER_FIELDS, VOUCHER_READ_PERMISSION } from '../../../app/resources/vouchers.ts';
import { useCallQuery } from '../lib/queries.ts';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { PermissionNotice } from '../ui/PermissionNotice.tsx';

const route = getRouteApi('/vouchers/$kind');

const show = (value: Scalar | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Until the voucher tables land: the first page of the route's kind, as a plain preview. */
export function VouchersScreen() {
  const { t } = useTranslation();
  const { kind } = route.useParams();
  const { active } = useConnections();
  const readable =
    active !== null && permissionAnswer(active, VOUCHER_READ_PERMISSION[kind]) !== 'denied';
  const connected = isUsable(active) && readable;
  const page = useCallQuery('vouchers.page', { kind }, { enabled: connected });
  const columns = HEADER_FIELDS[kind].slice(0, 3);

  return (
    <EmptyState title={t('vouchers.title')} body={t('vouchers.body')}>
      {active && isUsable(active) && (
        <PermissionNotice profile={active} needs={Object.values(VOUCHER_READ_PERMISSION)} />
      )}
      {connected && (
        <section className="card" aria-labelledby="voucher-preview-title">
          <h2 id="voucher-preview-title">
            {t('vouchers.firstPage', { kind: t(`voucherKind.${kind}`) })}
          </h2>
          {page.isPending && <p className="muted">{t('app.loading')}</p>}
          {page.error && (
            <ErrorAlert
              title={t('vouchers.firstPage', { kind: t(`voucherKind.${kind}`) })}
              error={page.error.error}
            />
          )}
          {page.data?.rows.length === 0 && <p className="muted">{t('vouchers.noRows')}</p>}
          {page.data && page.data.rows.length > 0 && (
            <div className="table-scroll">
              <table className="simple-table">
                <thead>
                  <tr>
                    <th scope="col">{t('vouchers.number')}</th>
                    {columns.map((field) => (
                      <th scope="col" key={field}>
                        <code>{field}</code>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {page.data.rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to="/vouchers/$kind/$number" params={{ kind, number: row.id }}>
                          <code>{row.id}</code>
                        </Link>
                      </td>
                      {columns.map((field) => (
                        <td key={field}>{show(row.fields[field])}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </EmptyState>
  );
}
