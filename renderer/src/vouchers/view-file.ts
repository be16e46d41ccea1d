import {
  fitView,
  parseViewFile,
  viewFileOf,
  type ViewFile,
  type ViewSpec,
} from '../../../app/resources/saved-views.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { safeFileName, saveBlob } from '../table-files/save-file.ts';

// A saved view as a small JSON file colleagues share (app/resources/saved-views.ts checks it).
// Written with the app's download path (Electron asks where to save), read from a file input.

export const VIEW_FILE_SUFFIX = '.kikan-view.json';

export function exportViewFile(kind: VoucherKind, name: string, spec: ViewSpec): void {
  const text = `${JSON.stringify(viewFileOf(kind, name, spec), null, 2)}\n`;
  saveBlob(
    new Blob([text], { type: 'application/json' }),
    `${safeFileName(name)}${VIEW_FILE_SUFFIX}`,
  );
}

export async function readViewFile(file: File): Promise<{ file: ViewFile } | { error: string }> {
  return parseViewFile(await file.text());
}

export { fitView };
