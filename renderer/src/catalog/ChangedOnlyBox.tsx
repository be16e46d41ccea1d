import { useTranslation } from 'react-i18next';

/** "Changed rows only": rows new or changed since this connection last sent them. */
export function ChangedOnlyBox(props: {
  checked: boolean;
  /** False until what was last sent is read. */
  enabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="grid-check" title={t('gridChanges.onlyTitle')}>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={!props.enabled}
        onChange={(e) => {
          props.onChange(e.target.checked);
        }}
      />
      {t('gridChanges.only')}
    </label>
  );
}
