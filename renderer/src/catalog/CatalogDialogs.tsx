import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { focusGrid } from './grid-focus.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import type { CatalogStore } from '../drafts/catalog-store.ts';
import { SkuMatrixDialog } from './SkuMatrixDialog.tsx';

// The catalog's dialogs: a product's SKU matrix, and "discard all changes", which asks first.

export function useCatalogDialogs() {
  const [skuRow, setSkuRow] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  return {
    skuRow,
    confirming,
    openSkus: setSkuRow,
    closeSkus: () => {
      setSkuRow(null);
    },
    askDiscard: () => {
      setConfirming(true);
    },
    closeDiscard: () => {
      setConfirming(false);
    },
  };
}

export function CatalogDialogs(props: {
  dialogs: ReturnType<typeof useCatalogDialogs>;
  store: CatalogStore;
  data: CatalogData;
  /** The product entry of each view row (the SKU matrix opens at a view row). */
  entryOf: (row: number) => number | undefined;
  readOnly: boolean;
  profileName: string;
  /** Discards in place of the store's discardAll (core mode: the core holds the drafts). */
  onDiscard?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { dialogs, store, data } = props;
  const skuEntry =
    dialogs.skuRow === null ? undefined : data.products[props.entryOf(dialogs.skuRow) ?? -1];
  return (
    <>
      {skuEntry !== undefined && (
        <SkuMatrixDialog
          product={skuEntry.row}
          readOnly={props.readOnly}
          onClose={() => {
            dialogs.closeSkus();
            focusGrid();
          }}
          onSave={(skus) => {
            store.apply({
              grid: 'products',
              changes: [
                {
                  id: skuEntry.id,
                  before: skuEntry,
                  after: { ...skuEntry, row: { ...skuEntry.row, skus } },
                },
              ],
            });
            dialogs.closeSkus();
            focusGrid();
          }}
        />
      )}
      {dialogs.confirming && (
        <ConfirmDialog
          title={t('grid.discardTitle')}
          body={t('grid.discardBody', { name: props.profileName })}
          confirm={t('grid.discardConfirm')}
          cancel={t('grid.cancel')}
          onClose={dialogs.closeDiscard}
          onConfirm={() => {
            dialogs.closeDiscard();
            void (props.onDiscard === undefined ? store.discardAll() : props.onDiscard());
          }}
        />
      )}
    </>
  );
}
