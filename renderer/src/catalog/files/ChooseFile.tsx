import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../../app/catalog/rows.ts';
import { TABLE_FILE_ACCEPT } from '../../table-files/file-kind.ts';
import { HEADER_EXAMPLES } from './examples.ts';

/** The first step: a file chooser that also takes a file dropped on it. */
export function ChooseFile({ grid, onFile }: { grid: GridName; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div className="file-choose">
      <p>{t('catalogFiles.choose.intro')}</p>
      <div
        className={dragging ? 'file-drop dragging' : 'file-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          // The dialog opens to choose a file: start there, not on the close button.
          autoFocus
          accept={TABLE_FILE_ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label htmlFor={inputId} className="button primary">
          {t('catalogFiles.choose.button')}
        </label>
        <span className="file-drop-hint">{t('catalogFiles.choose.drop')}</span>
      </div>
      <p className="file-hint">
        {t('catalogFiles.choose.examples', { examples: HEADER_EXAMPLES[grid] })}
      </p>
    </div>
  );
}
