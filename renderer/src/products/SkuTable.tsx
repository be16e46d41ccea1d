import { useTranslation } from 'react-i18next';
import type { ProductSku } from '../../../app/resources/product-story.ts';

const COLUMNS = [
  'ordered',
  'received',
  'outstanding',
  'planned',
  'sold',
  'lent',
  'out',
  'overdue',
] as const satisfies readonly (keyof ProductSku)[];

/** One row per colour and size, the product's numbers side by side. */
export function SkuTable({
  skus,
  format,
}: {
  skus: readonly ProductSku[];
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll card product-skus">
      <table className="simple-table" data-testid="product-skus">
        <caption>{t('products.skusCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.color')}</th>
            <th scope="col">{t('products.size')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="num">
                {t(`products.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {skus.map((sku) => (
            <tr key={`${sku.color_code}\u0000${sku.size_code}`}>
              <th scope="row">{sku.color_code}</th>
              <td>{sku.size_code}</td>
              {COLUMNS.map((column) => (
                <td
                  key={column}
                  className={column === 'overdue' && sku.overdue > 0 ? 'num overdue-note' : 'num'}
                >
                  {format(sku[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
