import { useEffect, useRef } from 'react';

/** A modal question with a cancel and a (dangerous) confirm button; Cancel has the focus. */
export function ConfirmDialog(props: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirm-title"
      onClose={props.onClose}
    >
      <h2 id="confirm-title">{props.title}</h2>
      <p>{props.body}</p>
      <div className="dialog-actions">
        <button type="button" className="button small" autoFocus onClick={props.onClose}>
          {props.cancel}
        </button>
        <button type="button" className="button danger" onClick={props.onConfirm}>
          {props.confirm}
        </button>
      </div>
    </dialog>
  );
}
