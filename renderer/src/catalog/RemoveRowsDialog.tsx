import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { focusGrid } from './grid-focus.ts';
import { selectedDataRows } from './model/row-col-selection.ts';
import type { Selection } from './model/selection.ts';

// "Remove rows": the rows the selection covers go at once when there is one, and after a
// question that says how many when there are more (one undo step either way).

export function useRemoveRows(selection: Selection, dataRows: number, remove: () => void) {
  const [asking, setAsking] = useState<number | null>(null);
  return {
    /** How many rows the open question is about (null: none open). */
    asking,
    ask: () => {
      const count = selectedDataRows(selection, dataRows).length;
      if (count > 1) setAsking(count);
      else if (count === 1) remove();
    },
    confirm: () => {
      setAsking(null);
      remove();
      focusGrid();
    },
    cancel: () => {
      setAsking(null);
      focusGrid();
    },
  };
}

export function RemoveRowsDialog(props: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { count } = props;
  return (
    <ConfirmDialog
      title={t('gridLayout.remove.title', { count })}
      body={t('gridLayout.remove.body', { count })}
      confirm={t('gridLayout.remove.confirm', { count })}
      cancel={t('grid.cancel')}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
