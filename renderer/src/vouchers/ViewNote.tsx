import { useTranslation } from 'react-i18next';
import type { ViewNote } from './use-saved-views.ts';

/** What a view opened here left out: columns and statuses this service does not send. */
export function ViewNoteText(props: {
  note: ViewNote | null;
  label: (field: string) => string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { note } = props;
  if (note === null) return null;
  const parts = [
    ...(note.leftOut.columns.length > 0
      ? [
          t('voucherViews.leftOutColumns', {
            list: note.leftOut.columns.map(props.label).join(', '),
          }),
        ]
      : []),
    ...(note.leftOut.statuses.length > 0
      ? [t('voucherViews.leftOutStatuses', { list: note.leftOut.statuses.join(', ') })]
      : []),
  ];
  return (
    <p className="view-note notice" role="status" data-testid="view-note">
      {t('voucherViews.leftOut', { name: note.name, what: parts.join('; ') })}{' '}
      <button type="button" className="button" onClick={props.onDismiss}>
        {t('voucherViews.dismiss')}
      </button>
    </p>
  );
}
