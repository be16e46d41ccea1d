// The encodings a table file can be read in. Kept apart from encoding.ts so the screens that list
// them do not pull encoding-japanese (136 kB) out of the file worker into the UI's chunks.

export const TEXT_ENCODINGS = ['utf-8', 'shift_jis', 'euc-jp'] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

export function isTextEncodingName(value: string): value is TextEncodingName {
  return (TEXT_ENCODINGS as readonly string[]).includes(value);
}
