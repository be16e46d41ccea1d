import { useTranslation } from 'react-i18next';
import type { CacheInfo } from '../../../app/resources/voucher-cache.ts';

// Cached rows the app could not read back were dropped from the list (CacheInfo.repaired):
// said above the list, naming them, until a refresh reads the list again.

export function RepairedNote(props: { repaired: CacheInfo['repaired'] }) {
  const { t, i18n } = useTranslation();
  const repaired = props.repaired;
  if (!repaired) return null;
  const more = repaired.dropped > repaired.ids.length ? ', …' : '';
  return (
    <p className="muted" role="note" data-testid="repaired-note">
      {t('voucherState.repaired', {
        dropped: new Intl.NumberFormat(i18n.language).format(repaired.dropped),
        ids: repaired.ids.join(', ') + more,
      })}
    </p>
  );
}
