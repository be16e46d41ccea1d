import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_HELP, keysText } from './model/key-help.ts';

// The keyboard help: a button beside the grid, F1 anywhere on the catalog (and ? where it would
// type nothing), and a dialog with the table of the Excel keys the grids follow.

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Whether a key typed here would write text (so ? is a character there, not the help). */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  }
  return false;
}

/** The help's open state, with F1 and ? opening it (the grid's own keys come first). */
export function useKeyboardHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      // Another dialog (the SKU matrix, a question) keeps its keys.
      if (e.target instanceof Element && e.target.closest('dialog') !== null) return;
      if (e.key === 'F1' || (e.key === '?' && !e.ctrlKey && !e.metaKey && !typesText(e.target))) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  return {
    open,
    show: () => {
      setOpen(true);
    },
    close: () => {
      setOpen(false);
    },
  };
}

export function KeyboardHelpButton(props: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button small keys-button"
      title={t('gridLayout.keys.buttonTitle')}
      aria-haspopup="dialog"
      onClick={props.onClick}
    >
      <span aria-hidden="true">⌨</span> {t('gridLayout.keys.button')}
    </button>
  );
}

export function KeyboardHelpDialog(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="keys-dialog" aria-labelledby="keys-title" onClose={props.onClose}>
      <h2 id="keys-title">{t('gridLayout.keys.title')}</h2>
      <p className="muted small">{t('gridLayout.keys.intro')}</p>
      <div className="keys-table-wrap">
        <table className="keys-table">
          <thead>
            <tr>
              <th scope="col">{t('gridLayout.keys.keysHead')}</th>
              <th scope="col">{t('gridLayout.keys.whatHead')}</th>
            </tr>
          </thead>
          <tbody>
            {KEY_HELP.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <kbd>{keysText(row, MAC, (id) => t(`gridLayout.keys.named.${id}`))}</kbd>
                </th>
                <td>{t(`gridLayout.keys.what.${row.id}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button small" autoFocus onClick={props.onClose}>
          {t('gridLayout.keys.close')}
        </button>
      </div>
    </dialog>
  );
}
