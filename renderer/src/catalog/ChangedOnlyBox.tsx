import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Changed rows only": rows new or changed since this connection last sent them. Ticking it reads
 * what was last sent of every row first; the box shows ticked (and busy) meanwhile.
 */
export function ChangedOnlyBox(props: {
  checked: boolean;
  /** False while no connection can be read. */
  enabled: boolean;
  onChange: (on: boolean) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <label className="grid-check" title={t('gridChanges.onlyTitle')}>
      <input
        type="checkbox"
        checked={props.checked || pending}
        aria-busy={pending}
        disabled={!props.enabled || pending}
        onChange={(e) => {
          const on = e.target.checked;
          setPending(on);
          void Promise.resolve(props.onChange(on)).finally(() => {
            setPending(false);
          });
        }}
      />
      {t('gridChanges.only')}
    </label>
  );
}
