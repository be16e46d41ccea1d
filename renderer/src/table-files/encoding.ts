import Encoding from 'encoding-japanese';
import type { TextEncodingName } from './text-encodings.ts';

// CSV files from Japanese Excel are Shift_JIS ("CSV (コンマ区切り)") or UTF-8 with a BOM
// ("CSV UTF-8"). Detection: a BOM or valid UTF-8 wins (checked natively, fast); anything else is
// handed to encoding-japanese's detector. The user can always override the answer.

export { TEXT_ENCODINGS, isTextEncodingName, type TextEncodingName } from './text-encodings.ts';

export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  if (hasUtf8Bom(bytes) || isValidUtf8(bytes)) return 'utf-8';
  switch (Encoding.detect(bytes)) {
    case 'EUCJP':
      return 'euc-jp';
    default:
      // Not UTF-8 and not clearly EUC-JP: Shift_JIS is what Japanese Excel writes.
      return 'shift_jis';
  }
}

/** Decodes without throwing (bad bytes become U+FFFD); a UTF-8 BOM is dropped. */
export function decodeText(bytes: Uint8Array, encoding: TextEncodingName): string {
  return new TextDecoder(encoding).decode(bytes);
}
