import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionAnswer } from '../../../app/connections.ts';
import { VOUCHER_READ_PERMISSION, type VoucherKind } from '../../../app/resources/vouchers.ts';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { KindTabs } from './KindTabs.tsx';
import type { ListNavigation } from './VoucherListView.tsx';
import { VoucherListView } from './VoucherListView.tsx';
import './vouchers.css';

const route = getRouteApi('/vouchers/$kind');

/** Navigation between the voucher screens, shared by lists and details (deep links). */
export function useVoucherNavigation(): ListNavigation {
  const navigate = useNavigate();
  const router = useRouter();
  return useMemo(
    () => ({
      openVoucher: (kind: VoucherKind, number: string) =>
        void navigate({ to: '/vouchers/$kind/$number', params: { kind, number } }),
      filterPlans: (productCode: string | undefined) =>
        void navigate({
          to: '/vouchers/$kind',
          params: { kind: 'order_plans' },
          search: productCode === undefined ? {} : { product_code: productCode },
        }),
      openProduct: (productCode: string) =>
        void navigate({ to: '/products/$code', params: { code: productCode } }),
      back: () => {
        router.history.back();
      },
    }),
    [navigate, router],
  );
}

export function VouchersScreen() {
  const { t } = useTranslation();
  const { kind } = route.useParams();
  const search = route.useSearch();
  const { active } = useConnections();
  const nav = useVoucherNavigation();
  const permission = VOUCHER_READ_PERMISSION[kind];
  const denied = active !== null && permissionAnswer(active, permission) === 'denied';
  const productCode = kind === 'order_plans' ? search.product_code : undefined;
  const list = useMemo(
    () => ({ kind, ...(productCode === undefined ? {} : { productCode }) }),
    [kind, productCode],
  );

  if (!active || !isUsable(active)) {
    return <EmptyState title={t('vouchers.title')} body={t('vouchers.body')} />;
  }
  return (
    <section className="screen vouchers-screen fill-screen" aria-labelledby="screen-title">
      <div className="vouchers-head">
        <h1 id="screen-title" className="vouchers-title">
          {t('vouchers.title')}
        </h1>
        <KindTabs profile={active} />
      </div>
      {denied ? (
        <div className="card permission-notice" role="note" data-testid="voucher-denied">
          <p>{t('vouchers.denied', { kind: t(`voucherKind.${kind}`), name: active.name })}</p>
          <ul className="permission-list denied">
            <li>
              <code>{permission}</code>
            </li>
          </ul>
        </div>
      ) : (
        <VoucherListView
          key={`${active.id}:${kind}:${productCode ?? ''}:${search.q ?? ''}`}
          profile={active}
          list={list}
          nav={nav}
          initialText={search.q}
        />
      )}
    </section>
  );
}
