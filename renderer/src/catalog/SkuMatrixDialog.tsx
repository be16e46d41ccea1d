import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow, Sku } from '../../../app/catalog/rows.ts';
import { CodePickerField } from './CodePicker.tsx';
import { useCodeIndexContext } from './code-index-context.ts';
import {
  addColor,
  addSizes,
  isTicked,
  matrixOf,
  setColor,
  SIZE_SETS,
  skusOf,
  toggle,
  type SizeSetName,
} from './model/sku-matrix.ts';

/** The colour × size matrix of one product: tick the SKUs that exist. */
export function SkuMatrixDialog(props: {
  product: ProductRow;
  readOnly: boolean;
  onSave: (skus: Sku[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const codes = useCodeIndexContext();
  const ref = useRef<HTMLDialogElement>(null);
  const [matrix, setMatrix] = useState(() => matrixOf(props.product.skus));
  const [newColor, setNewColor] = useState('');
  const [newSize, setNewSize] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const save = () => {
    props.onSave(skusOf(matrix, props.product.skus));
  };
  const addTypedColor = (color = newColor) => {
    setMatrix((m) => addColor(m, color));
    setNewColor('');
  };
  const addTypedSize = () => {
    setMatrix((m) => addSizes(m, newSize.split(/[\s,]+/)));
    setNewSize('');
  };
  const present = useMemo(() => new Set(matrix.colors), [matrix.colors]);

  return (
    <dialog
      ref={ref}
      className="sku-dialog"
      aria-labelledby="sku-dialog-title"
      onClose={props.onClose}
      onCancel={props.onClose}
    >
      <h2 id="sku-dialog-title">
        {t('grid.sku.title', { code: props.product.product_code || t('grid.sku.noCode') })}
      </h2>
      <p className="muted">{props.product.name}</p>
      {matrix.colors.length === 0 || matrix.sizes.length === 0 ? (
        <p className="muted">{t('grid.sku.empty')}</p>
      ) : (
        <div className="sku-matrix-wrap">
          <table className="sku-matrix">
            <thead>
              <tr>
                <th scope="col">{t('grid.sku.colorSize')}</th>
                {matrix.sizes.map((size) => (
                  <th key={size} scope="col">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.colors.map((color) => {
                const all = matrix.sizes.every((size) => isTicked(matrix, color, size));
                return (
                  <tr key={color}>
                    <th scope="row">
                      <label>
                        <input
                          type="checkbox"
                          checked={all}
                          disabled={props.readOnly}
                          aria-label={t('grid.sku.wholeColor', { color })}
                          onChange={() => {
                            setMatrix((m) => setColor(m, color, !all));
                          }}
                        />{' '}
                        {color}
                      </label>
                    </th>
                    {matrix.sizes.map((size) => (
                      <td key={size}>
                        <input
                          type="checkbox"
                          checked={isTicked(matrix, color, size)}
                          disabled={props.readOnly}
                          aria-label={t('grid.sku.cell', { color, size })}
                          onChange={() => {
                            setMatrix((m) => toggle(m, color, size));
                          }}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {!props.readOnly && (
        <div className="sku-add">
          <form
            className="sku-add-row"
            onSubmit={(e) => {
              e.preventDefault();
              addTypedColor();
            }}
          >
            <CodePickerField
              label={t('grid.sku.addColor')}
              grid="colors"
              index={codes.colors}
              exclude={present}
              value={newColor}
              onChange={setNewColor}
              onPick={addTypedColor}
            />
            <button type="submit" className="button small primary">
              {t('grid.sku.add')}
            </button>
          </form>
          <form
            className="sku-add-row"
            onSubmit={(e) => {
              e.preventDefault();
              addTypedSize();
            }}
          >
            <label>
              {t('grid.sku.addSize')}
              <input
                value={newSize}
                onChange={(e) => {
                  setNewSize(e.target.value);
                }}
              />
            </label>
            <button type="submit" className="button small primary">
              {t('grid.sku.add')}
            </button>
            {(Object.keys(SIZE_SETS) as SizeSetName[]).map((name) => (
              <button
                key={name}
                type="button"
                className="button small"
                onClick={() => {
                  setMatrix((m) => addSizes(m, SIZE_SETS[name]));
                }}
              >
                {t(`grid.sku.set.${name}`)}
              </button>
            ))}
          </form>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button small" onClick={props.onClose}>
          {t('grid.cancel')}
        </button>
        {!props.readOnly && (
          <button type="button" className="button small primary" onClick={save}>
            {t('grid.sku.apply', { count: skusOf(matrix, props.product.skus).length })}
          </button>
        )}
      </div>
    </dialog>
  );
}
