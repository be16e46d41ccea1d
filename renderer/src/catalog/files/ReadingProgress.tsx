import { useTranslation } from 'react-i18next';

/** The worker's progress, with the one way out: cancel. */
export function ReadingProgress(props: {
  fileName: string;
  phase: 'reading' | 'parsing';
  fraction: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const label = t('catalogFiles.reading.label', { file: props.fileName });
  return (
    <div className="file-reading" aria-live="polite">
      <p>{label}</p>
      <progress aria-label={label} max={1} value={props.fraction} />
      <p className="file-hint">{t(`catalogFiles.reading.${props.phase}`)}</p>
      <div className="actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('catalogFiles.reading.cancel')}
        </button>
      </div>
    </div>
  );
}
