import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../app/errors.ts';
import { ReadProblem } from './ReadProblem.tsx';

/** A refresh of the list that failed: why, a retry, and when the rows kept were last loaded. */
export function RefreshProblem(props: {
  error: AppError | null;
  lastLoaded: string | null;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (props.error === null) return null;
  const { lastLoaded } = props;
  return (
    <ReadProblem
      title={t('voucherState.refreshFailed')}
      error={props.error}
      onRetry={props.onRetry}
      note={
        lastLoaded === null
          ? undefined
          : t('voucherState.lastLoaded', {
              when: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'medium',
              }).format(Date.parse(lastLoaded)),
            })
      }
    />
  );
}
