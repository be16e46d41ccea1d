import { useTranslation } from 'react-i18next';
import type { Scalar } from '../../../app/resources/json.ts';
import { useCallQuery } from '../../lib/queries.ts';
import { ErrorAlert } from '../connect/ErrorAlert.tsx';
import { isUsable, useConnections } from '../connect/use-connections.ts';
import type { Navigate } from '../frame/screens.ts';
import { permissionAnswer } from '../../../app/connections.ts';
import { EmptyState } from './EmptyState.tsx';
import { PermissionNotice } from './PermissionNotice.tsx';

const show = (value: Scalar | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Until the voucher tables land: the first page of purchase orders, as a plain preview. */
export function VouchersScreen({ onNavigate }: { onNavigate: Navigate }) {
  const { t } = useTranslation();
  const { active } = useConnections();
  const readable =
    active !== null && permissionAnswer(active, 'kikan_purchase_orders_read') !== 'denied';
  const connected = isUsable(active) && readable;
  const page = useCallQuery('vouchers.page', { kind: 'purchase_orders' }, { enabled: connected });

  return (
    <EmptyState title={t('vouchers.title')} body={t('vouchers.body')} onNavigate={onNavigate}>
      {active && isUsable(active) && (
        <PermissionNotice
          profile={active}
          needs={[
            'kikan_purchase_orders_read',
            'kikan_sales_orders_read',
            'kikan_leases_read',
            'kikan_order_plans_read',
          ]}
        />
      )}
      {connected && (
        <section className="card" aria-labelledby="po-preview-title">
          <h2 id="po-preview-title">{t('vouchers.firstPage')}</h2>
          {page.isPending && <p className="muted">{t('app.loading')}</p>}
          {page.error && <ErrorAlert title={t('vouchers.firstPage')} error={page.error.error} />}
          {page.data?.rows.length === 0 && <p className="muted">{t('vouchers.noRows')}</p>}
          {page.data && page.data.rows.length > 0 && (
            <div className="table-scroll">
              <table className="simple-table">
                <thead>
                  <tr>
                    <th scope="col">{t('vouchers.number')}</th>
                    <th scope="col">{t('vouchers.supplier')}</th>
                    <th scope="col">{t('vouchers.orderDate')}</th>
                    <th scope="col">{t('vouchers.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <code>{row.id}</code>
                      </td>
                      <td>{show(row.fields['supplier_code'])}</td>
                      <td>{show(row.fields['order_date'])}</td>
                      <td>{show(row.fields['status'])}</td>
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
