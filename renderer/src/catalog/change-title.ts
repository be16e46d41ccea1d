import type { TFunction } from 'i18next';
import type { CellChange } from './model/change-marks.ts';

/** A changed cell's tooltip: the value last sent (and a product's SKUs added and removed). */
export function changeTitle(t: TFunction, change: CellChange): string {
  if (change.addedSku === true) return t('gridChanges.addedSku');
  const before = change.before === '' ? t('gridChanges.empty') : change.before;
  const lastSent = t('gridChanges.lastSent', { value: before });
  return change.skus === undefined
    ? lastSent
    : `${t('gridChanges.skus', { changes: change.skus })}\n${lastSent}`;
}
