import { useTranslation } from 'react-i18next';
import { thenFocusGrid } from './grid-focus.ts';

/** Says that a pasted block's header line was left out, with the two ways back. */
export function PasteHeaderNote(props: {
  header: readonly string[];
  onPasteToo: () => void;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const names = props.header.filter((cell) => cell.trim() !== '').join(', ');
  return (
    <div className="notice paste-note" role="status">
      <span>{t('grid.pasteHeader.note', { names })}</span>
      <span className="paste-note-actions">
        <button type="button" className="button small" onClick={thenFocusGrid(props.onPasteToo)}>
          {t('grid.pasteHeader.pasteToo')}
        </button>
        <button type="button" className="button small" onClick={thenFocusGrid(props.onUndo)}>
          {t('grid.pasteHeader.undo')}
        </button>
        <button
          type="button"
          className="button small"
          aria-label={t('grid.pasteHeader.dismiss')}
          title={t('grid.pasteHeader.dismiss')}
          onClick={thenFocusGrid(props.onDismiss)}
        >
          ×
        </button>
      </span>
    </div>
  );
}
