import { catalogFilesStrings } from '../../../renderer/src/catalog/files/strings.ts';
import { findStrings } from '../../../renderer/src/catalog/find/strings.ts';
import { columnLayoutStrings } from '../../../renderer/src/catalog/header/strings.ts';
import { gridStrings } from '../../../renderer/src/catalog/grid-strings.ts';
import { gridLayoutStrings } from '../../../renderer/src/catalog/layout-strings.ts';
import { gridFilterStrings } from '../../../renderer/src/catalog/header/filter-strings.ts';
import { gridChangesStrings } from '../../../renderer/src/catalog/strings-changes.ts';
import { catalogStrings } from '../../../renderer/src/catalog/strings.ts';
import { pickerStrings } from '../../../renderer/src/catalog/picker-strings.ts';
import { connectStrings } from '../../../renderer/src/connect/strings.ts';
import { historyStrings } from '../../../renderer/src/history/strings.ts';
import { takeBackStrings } from '../../../renderer/src/history/strings-take-back.ts';
import type { FeatureStrings } from '../../../renderer/src/lib/i18n-resources.ts';
import { sendStrings } from '../../../renderer/src/review-send/strings.ts';
import { sendUnchangedStrings } from '../../../renderer/src/review-send/strings-unchanged.ts';
import { sendUnknownStrings } from '../../../renderer/src/review-send/strings-unknown.ts';
import { productsStrings } from '../../../renderer/src/products/strings.ts';
import { sentStrings } from '../../../renderer/src/sent-catalog/strings.ts';
import { settingsStrings } from '../../../renderer/src/settings/strings.ts';
import { voucherReviewStrings } from '../../../renderer/src/vouchers/strings-review.ts';
import { voucherViewsStrings } from '../../../renderer/src/vouchers/strings-views.ts';
import { voucherStateStrings } from '../../../renderer/src/vouchers/strings-state.ts';
import { vouchersStrings } from '../../../renderer/src/vouchers/strings.ts';
import { coreStrings } from '../../../renderer/src/locales/core.ts';

/**
 * All UI text: the shared core, then one line per screen folder. The app adds each screen's part
 * as its route loads; tests that render a screen on its own, and the checks of the text, take all.
 */
export const ALL_STRINGS: readonly FeatureStrings[] = [
  coreStrings,
  connectStrings,
  catalogStrings,
  catalogFilesStrings,
  gridStrings,
  gridLayoutStrings,
  gridFilterStrings,
  gridChangesStrings,
  findStrings,
  columnLayoutStrings,
  pickerStrings,
  sendStrings,
  sendUnchangedStrings,
  sendUnknownStrings,
  vouchersStrings,
  productsStrings,
  voucherStateStrings,
  voucherReviewStrings,
  voucherViewsStrings,
  historyStrings,
  takeBackStrings,
  sentStrings,
  settingsStrings,
];
