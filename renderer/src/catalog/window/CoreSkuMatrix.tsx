import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow, Sku } from '../../../../app/catalog/rows.ts';
import { SkuMatrixDialog } from '../SkuMatrixDialog.tsx';

// The SKU matrix in core mode (issue 28, step 4): the product of the view row it opened at is
// read from the core (catalog.row), and its apply goes back as operations (use-core-rows.ts).

export function CoreSkuMatrix(props: {
  place: number;
  productAt: (place: number) => Promise<{ id: string; product: ProductRow } | null>;
  readOnly: boolean;
  onSave: (id: string, skus: Sku[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { place, productAt, onClose } = props;
  const [read, setRead] = useState<{ place: number; id: string; product: ProductRow } | null>(null);
  useEffect(() => {
    let live = true;
    productAt(place).then(
      (found) => {
        if (!live) return;
        if (found === null) onClose();
        else setRead({ place, ...found });
      },
      () => {
        if (live) onClose();
      },
    );
    return () => {
      live = false;
    };
    // Read once for the row it opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);
  if (read === null || read.place !== place) {
    return (
      <p className="file-note" role="status">
        {t('coreRows.loadingProduct')}
      </p>
    );
  }
  return (
    <SkuMatrixDialog
      product={read.product}
      readOnly={props.readOnly}
      onClose={onClose}
      onSave={(skus) => {
        props.onSave(read.id, skus);
      }}
    />
  );
}
