import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { endingStatuses } from '../../../app/resources/status-settings.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { useStatusLooks } from '../ui/use-status-looks.ts';

/**
 * Beside a past-due or overdue filter: until the user says which statuses end a voucher of this
 * kind, every status counts (a cancelled order is chased too), with a link to say it.
 */
export function EndingStatusNote({ kind }: { kind: VoucherKind }) {
  const { t } = useTranslation();
  const looks = useStatusLooks();
  if (!looks.loaded) return null;
  const ending = endingStatuses(looks.settings, kind);
  if (ending !== null && ending.length > 0) {
    return (
      <p className="muted" data-testid="ending-status-note">
        {t('statusMeaning.leftOut', { statuses: ending.map(looks.nameOf).join(', ') })}{' '}
        <Link to="/settings" hash="status-settings">
          {t('statusMeaning.change')}
        </Link>
      </p>
    );
  }
  return (
    <p className="ending-note" data-testid="ending-status-note">
      {ending === null ? t('statusMeaning.allCount') : t('statusMeaning.noneEnd')}{' '}
      <Link to="/settings" hash="status-settings">
        {t('statusMeaning.choose')}
      </Link>
    </p>
  );
}
