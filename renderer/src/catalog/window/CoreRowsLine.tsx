import { useTranslation } from 'react-i18next';
import type { CoreRowsProgress } from './use-core-rows.ts';

/** How far a file's rows (or a file's export, a removal) are in core mode, or why it stopped. */
export function CoreRowsLine(props: { progress: CoreRowsProgress; failure: string | null }) {
  const { t } = useTranslation();
  const { progress, failure } = props;
  if (progress === null && failure === null) return null;
  const text =
    progress === null
      ? t('coreRows.failed', { message: failure })
      : progress.kind === 'removing'
        ? t('coreRows.removing')
        : t(`coreRows.${progress.kind}`, { done: progress.done, of: progress.of });
  return (
    <span
      className={progress === null ? 'core-rows-line notice-warning' : 'core-rows-line'}
      role="status"
      data-testid="core-rows-line"
    >
      {text}
    </span>
  );
}
