import { useTranslation } from 'react-i18next';
import type { CoreRowsProgress } from './use-core-rows.ts';

/**
 * How far a file's rows (or a file's export, a removal) are in core mode, or why the work
 * stopped: on the problem pane's bar, where the loading line shows.
 */
export function CoreRowsLine(props: { progress: CoreRowsProgress; failure: string | null }) {
  const { t } = useTranslation();
  const { progress, failure } = props;
  if (progress === null && failure === null) return null;
  if (progress === null) {
    return (
      <p
        className="small grid-loading-line notice-warning"
        role="status"
        data-testid="core-rows-line"
      >
        {t('coreRows.failed', { message: failure })}
      </p>
    );
  }
  const counted = progress.kind !== 'removing' && progress.of > 0;
  return (
    <p className="muted small grid-loading-line" role="status" data-testid="core-rows-line">
      {counted ? (
        <progress aria-hidden="true" value={progress.done} max={progress.of} />
      ) : (
        <progress aria-hidden="true" />
      )}{' '}
      {progress.kind === 'removing'
        ? t('coreRows.removing')
        : t(`coreRows.${progress.kind}`, { done: progress.done, of: progress.of })}
    </p>
  );
}
