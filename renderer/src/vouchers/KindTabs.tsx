import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { permissionAnswer, type ProfileView } from '../../../app/connections.ts';
import { VOUCHER_KINDS, VOUCHER_READ_PERMISSION } from '../../../app/resources/vouchers.ts';

/** The sub-navigation under Vouchers; a kind the connection may not read is marked. */
export function KindTabs({ profile }: { profile: ProfileView | null }) {
  const { t } = useTranslation();
  return (
    <nav className="kind-tabs" aria-label={t('vouchers.kinds')}>
      {VOUCHER_KINDS.map((kind) => {
        const denied =
          profile !== null && permissionAnswer(profile, VOUCHER_READ_PERMISSION[kind]) === 'denied';
        return (
          <Link
            key={kind}
            to="/vouchers/$kind"
            params={{ kind }}
            className={`kind-tab${denied ? ' denied' : ''}`}
            activeOptions={{ includeSearch: false }}
            title={
              denied
                ? t('vouchers.deniedTab', { permission: VOUCHER_READ_PERMISSION[kind] })
                : undefined
            }
            data-denied={denied ? 'true' : undefined}
          >
            {t(`voucherKind.${kind}`)}
            {denied && (
              <span className="kind-lock" aria-label={t('vouchers.noPermission')}>
                {' '}
                ⊘
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
