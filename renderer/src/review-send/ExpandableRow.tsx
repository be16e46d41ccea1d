import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The Show/Hide button of a table row whose details open in a row below it. */
export function ExpandToggle(props: {
  expanded: boolean;
  controls: string;
  /** The full name, e.g. "Show rows of request 2" (the button itself only says Show/Hide). */
  label: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="link-button"
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? props.controls : undefined}
      onClick={props.onToggle}
      aria-label={props.label}
    >
      {t(props.expanded ? 'send.hide' : 'send.show')}
    </button>
  );
}

/** The row below a table row holding what its ExpandToggle opened, across the whole table. */
export function ExpandedRow(props: { id: string; colSpan: number; children: ReactNode }) {
  return (
    <tr className="send-expanded">
      <td colSpan={props.colSpan} id={props.id}>
        {props.children}
      </td>
    </tr>
  );
}
