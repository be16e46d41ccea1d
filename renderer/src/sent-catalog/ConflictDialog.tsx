import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, DraftConflict } from './edit-again.ts';
import { someCodes } from './sent-keys.ts';

/** Asks what to do with selected rows the draft already holds; Cancel (Escape) does nothing. */
export function ConflictDialog(props: {
  conflicts: readonly DraftConflict[];
  onChoose: (choice: ConflictChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const codes = someCodes(props.conflicts.map((conflict) => conflict.code));
  return (
    <dialog
      ref={ref}
      className="sent-dialog"
      aria-labelledby="sent-conflict-title"
      aria-describedby="sent-conflict-body"
      onClose={props.onClose}
    >
      <h2 id="sent-conflict-title">{t('sent.conflictTitle')}</h2>
      <p id="sent-conflict-body">
        {t('sent.conflictBody', { count: props.conflicts.length, codes })}
      </p>
      <div className="sent-dialog-actions">
        <button type="button" className="button small" autoFocus onClick={props.onClose}>
          {t('sent.cancel')}
        </button>
        <button
          type="button"
          className="button small"
          onClick={() => {
            props.onChoose('keep');
          }}
        >
          {t('sent.keep')}
        </button>
        <button
          type="button"
          className="button small primary"
          onClick={() => {
            props.onChoose('replace');
          }}
        >
          {t('sent.replace')}
        </button>
      </div>
    </dialog>
  );
}
