import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { VoucherDetailView } from './VoucherDetailView.tsx';
import { useVoucherNavigation } from './VouchersScreen.tsx';
import './vouchers.css';

const route = getRouteApi('/vouchers/$kind/$number');

export function VoucherDetailScreen() {
  const { t } = useTranslation();
  const { kind, number } = route.useParams();
  const { active } = useConnections();
  const nav = useVoucherNavigation();
  // Order plans have no single-item path (spec §4.3): their list is the detail.
  if (kind === 'order_plans') return <Navigate to="/vouchers/$kind" params={{ kind }} replace />;
  if (!active || !isUsable(active)) {
    return (
      <EmptyState
        title={`${t(`voucherLayout.singular.${kind}`)} ${number}`}
        body={t('vouchers.body')}
      >
        <Link to="/vouchers/$kind" params={{ kind }} className="link-button">
          {t('vouchers.backToList', { kind: t(`voucherKind.${kind}`) })}
        </Link>
      </EmptyState>
    );
  }
  return (
    <VoucherDetailView
      key={`${active.id}:${kind}:${number}`}
      profile={active}
      kind={kind}
      number={number}
      nav={nav}
    />
  );
}
