import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const route = getRouteApi('/vouchers/$kind/$number');

/** Placeholder for one voucher's page (header and lines): the voucher screens replace it. */
export function VoucherDetailScreen() {
  const { t } = useTranslation();
  const { kind, number } = route.useParams();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">
        {t(`voucherKind.${kind}`)} <code>{number}</code>
      </h1>
      <div className="card empty">
        <p>{t('vouchers.detailBody')}</p>
        <Link to="/vouchers/$kind" params={{ kind }} className="link-button">
          {t('vouchers.backToList', { kind: t(`voucherKind.${kind}`) })}
        </Link>
      </div>
    </section>
  );
}
