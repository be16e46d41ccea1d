import { useTranslation } from 'react-i18next';
import { thenFocusGrid } from '../grid-focus.ts';
import type { CoreNotice } from './core-writer.ts';

/** Core mode: what the last edit could not do (the core refused it, or a value left out). */
export function CoreEditNotice(props: { notice: CoreNotice | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const { notice } = props;
  if (notice === null) return null;
  const text =
    notice.kind === 'refused'
      ? t('grid.coreEdits.refused', { reason: notice.reason })
      : t(`grid.coreEdits.${notice.kind}`);
  return (
    <div className="notice notice-warning paste-note" role="alert" data-core-notice={notice.kind}>
      <span>{text}</span>
      <span className="paste-note-actions">
        <button
          type="button"
          className="button small"
          aria-label={t('grid.coreEdits.dismiss')}
          title={t('grid.coreEdits.dismiss')}
          onClick={thenFocusGrid(props.onDismiss)}
        >
          ×
        </button>
      </span>
    </div>
  );
}
