import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import {
  decodeText,
  detectEncoding,
  hasUtf8Bom,
} from '../../../renderer/src/table-files/encoding.ts';

const TEXT = '品番,品名,ブランド,カラー,サイズ\r\nA-001,ウールコート「冬」,BR1,NV,M\r\n';

/** Real Shift_JIS (or EUC-JP) bytes, made the way the brief asks: encoding-japanese's convert. */
function encodeAs(text: string, to: 'SJIS' | 'EUCJP'): Uint8Array {
  return Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to, from: 'UNICODE' }));
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('CSV encoding detection', () => {
  it('detects Shift_JIS bytes from Japanese Excel and decodes them to the same text', () => {
    const bytes = encodeAs(TEXT, 'SJIS');
    // The fixture really is Shift_JIS: "品" is 0x95 0x69 there, not its UTF-8 bytes.
    expect(Array.from(bytes.subarray(0, 2))).toEqual([0x95, 0x69]);
    expect(detectEncoding(bytes)).toBe('shift_jis');
    expect(decodeText(bytes, 'shift_jis')).toBe(TEXT);
  });

  it('detects Shift_JIS when the Japanese text starts far into the file', () => {
    const bytes = encodeAs('code,name\r\n' + 'A,plain\r\n'.repeat(20_000) + 'B,日本語\r\n', 'SJIS');
    expect(detectEncoding(bytes)).toBe('shift_jis');
  });

  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(TEXT)]);
    expect(hasUtf8Bom(bytes)).toBe(true);
    expect(detectEncoding(bytes)).toBe('utf-8');
    expect(decodeText(bytes, 'utf-8')).toBe(TEXT);
  });

  it('reads UTF-8 without a BOM, and plain ASCII, as UTF-8', () => {
    expect(detectEncoding(utf8(TEXT))).toBe('utf-8');
    expect(hasUtf8Bom(utf8(TEXT))).toBe(false);
    expect(detectEncoding(utf8('code,name\r\nA,B\r\n'))).toBe('utf-8');
  });

  it('detects EUC-JP', () => {
    const bytes = encodeAs(TEXT, 'EUCJP');
    expect(detectEncoding(bytes)).toBe('euc-jp');
    expect(decodeText(bytes, 'euc-jp')).toBe(TEXT);
  });

  it('decoding Shift_JIS as UTF-8 (a wrong override) garbles the text instead of failing', () => {
    const text = decodeText(encodeAs(TEXT, 'SJIS'), 'utf-8');
    expect(text).not.toBe(TEXT);
    expect(text).toContain('\uFFFD');
  });
});
