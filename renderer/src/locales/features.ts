import { catalogFilesStrings } from '../catalog/files/strings.ts';
import { findStrings } from '../catalog/find/strings.ts';
import { gridStrings } from '../catalog/grid-strings.ts';
import { catalogStrings } from '../catalog/strings.ts';
import { connectStrings } from '../connect/strings.ts';
import { historyStrings } from '../history/strings.ts';
import type { FeatureStrings } from '../lib/i18n-resources.ts';
import { sendStrings } from '../review-send/strings.ts';
import { productsStrings } from '../products/strings.ts';
import { sentStrings } from '../sent-catalog/strings.ts';
import { settingsStrings } from '../settings/strings.ts';
import { voucherReviewStrings } from '../vouchers/strings-review.ts';
import { voucherStateStrings } from '../vouchers/strings-state.ts';
import { vouchersStrings } from '../vouchers/strings.ts';
import { coreStrings } from './core.ts';

/** All UI text: the shared core, then one line per screen folder. */
export const ALL_STRINGS: readonly FeatureStrings[] = [
  coreStrings,
  connectStrings,
  catalogStrings,
  catalogFilesStrings,
  gridStrings,
  findStrings,
  sendStrings,
  vouchersStrings,
  productsStrings,
  voucherStateStrings,
  voucherReviewStrings,
  historyStrings,
  sentStrings,
  settingsStrings,
];
