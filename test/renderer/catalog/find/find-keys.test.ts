import { describe, expect, it } from 'vitest';
import { findKeyFor, type FindKeyInput } from '../../../../renderer/src/catalog/find/find-keys.ts';
import { CLOSED, closeFind, openFind } from '../../../../renderer/src/catalog/find/find-opening.ts';
import { cellSelection } from '../../../../renderer/src/catalog/model/selection.ts';

const key = (k: string, more: Partial<FindKeyInput> = {}): FindKeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
});

describe('find keys', () => {
  it('Ctrl+F finds, Ctrl+H replaces, F3 and Ctrl+G step (Windows and Linux)', () => {
    expect(findKeyFor(key('f', { ctrlKey: true }), false)).toEqual({ type: 'open', mode: 'find' });
    expect(findKeyFor(key('h', { ctrlKey: true }), false)).toEqual({
      type: 'open',
      mode: 'replace',
    });
    expect(findKeyFor(key('F3'), false)).toEqual({ type: 'step', back: false });
    expect(findKeyFor(key('F3', { shiftKey: true }), false)).toEqual({ type: 'step', back: true });
    expect(findKeyFor(key('G', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      type: 'step',
      back: true,
    });
    // Cmd is not the modifier here, and plain letters are typing.
    expect(findKeyFor(key('f', { metaKey: true }), false)).toBeNull();
    expect(findKeyFor(key('f'), false)).toBeNull();
    expect(findKeyFor(key('F', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('on macOS Cmd+F finds; Cmd+Option+F and Ctrl+H replace (Cmd+H hides the app)', () => {
    expect(findKeyFor(key('f', { metaKey: true }), true)).toEqual({ type: 'open', mode: 'find' });
    expect(findKeyFor(key('ƒ', { metaKey: true, altKey: true, code: 'KeyF' }), true)).toEqual({
      type: 'open',
      mode: 'replace',
    });
    expect(findKeyFor(key('h', { ctrlKey: true }), true)).toEqual({
      type: 'open',
      mode: 'replace',
    });
    expect(findKeyFor(key('h', { metaKey: true }), true)).toBeNull();
    expect(findKeyFor(key('f', { ctrlKey: true }), true)).toBeNull();
  });
});

describe('opening the bar', () => {
  it('takes the selected range and the cursor column, and says each opening apart', () => {
    const range = {
      active: { row: 2, col: 1 },
      anchor: { row: 2, col: 1 },
      focus: { row: 9, col: 3 },
    };
    const first = openFind(CLOSED, 'find', range, false);
    expect(first).toEqual({
      open: true,
      mode: 'find',
      token: 1,
      range: { top: 2, left: 1, bottom: 9, right: 3 },
      col: 1,
    });
    const again = openFind(first, 'find', cellSelection({ row: 0, col: 2 }), false);
    expect([again.token, again.range, again.col]).toEqual([2, null, 2]);
  });

  it('Ctrl+F keeps the replace field shown; a read-only grid never shows it', () => {
    const one = cellSelection({ row: 0, col: 0 });
    const replacing = openFind(CLOSED, 'replace', one, false);
    expect(openFind(replacing, 'find', one, false).mode).toBe('replace');
    expect(openFind(closeFind(replacing), 'find', one, false).mode).toBe('find');
    expect(openFind(CLOSED, 'replace', one, true).mode).toBe('find');
  });
});
