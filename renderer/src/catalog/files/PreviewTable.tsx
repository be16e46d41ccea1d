import { useTranslation } from 'react-i18next';
import type { GridName, GridRow, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import { formatSkuSummary } from '../model/sku-summary.ts';
import { formatNumber } from '../../ui/format.ts';

export const PREVIEW_ROWS = 8;

/** The first rows as the grid will hold them. */
export function PreviewTable<G extends GridName>(props: { grid: G; rows: readonly GridRow<G>[] }) {
  const { t, i18n } = useTranslation();
  const shown = props.rows.slice(0, PREVIEW_ROWS);
  const isProducts = props.grid === 'products';
  const columns = isProducts
    ? (['product_code', 'name', 'brand_code', 'skus'] as const)
    : (['code', 'name'] as const);
  const cells = (row: GridRow<G>): string[] => {
    if (!isProducts) {
      const master = row as MasterRow;
      return [master.code, master.name];
    }
    const product = row as ProductRow;
    return [product.product_code, product.name, product.brand_code, formatSkuSummary(product.skus)];
  };
  return (
    <figure className="file-preview">
      <figcaption>
        {t('catalogFiles.mapping.preview', {
          count: shown.length,
          total: formatNumber(props.rows.length, i18n.language),
        })}
      </figcaption>
      <div className="table-scroll">
        <table className="simple-table" data-testid="file-preview">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`catalogFiles.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={index}>
                {cells(row).map((value, column) => (
                  <td key={column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
