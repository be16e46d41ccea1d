import { describe, expect, it } from 'vitest';
import {
  EMPTY_PREFS,
  move,
  parsePrefs,
  reconcile,
  resize,
  toggle,
  visibleColumns,
} from '../../../renderer/src/vouchers/column-prefs.ts';
import { showDate } from '../../../renderer/src/vouchers/dates.ts';
import { rowKeyAction } from '../../../renderer/src/vouchers/row-keys.ts';

const key = (k: string, altKey = false) => ({ key: k, altKey, ctrlKey: false, metaKey: false });

describe('column prefs', () => {
  it('keeps the saved order, appends new columns and hides optional ones by default', () => {
    const saved = { order: ['status', 'id'], hidden: ['gone'], widths: { id: 90 } };
    const prefs = reconcile(saved, ['id', 'status', 'note', 'x_extra'], (id) => id === 'x_extra');
    expect(prefs.order).toEqual(['status', 'id', 'note', 'x_extra']);
    expect(visibleColumns(prefs)).toEqual(['status', 'id', 'note']);
    expect(prefs.widths).toEqual({ id: 90 });
  });

  it('moves, toggles and resizes within bounds, never hiding the last column', () => {
    let prefs = reconcile(EMPTY_PREFS, ['a', 'b'], () => false);
    prefs = move(prefs, 'b', -1);
    expect(prefs.order).toEqual(['b', 'a']);
    expect(move(prefs, 'b', -1)).toBe(prefs);
    prefs = toggle(prefs, 'a');
    expect(visibleColumns(prefs)).toEqual(['b']);
    expect(toggle(prefs, 'b')).toBe(prefs);
    expect(resize(prefs, 'a', 5).widths['a']).toBe(48);
    expect(resize(prefs, 'a', 5000).widths['a']).toBe(800);
  });

  it('reads garbage as empty prefs', () => {
    expect(parsePrefs('{')).toEqual(EMPTY_PREFS);
    expect(parsePrefs('null')).toEqual(EMPTY_PREFS);
    expect(parsePrefs('{"order":[1],"widths":{"a":"x","b":70}}')).toEqual({
      order: [],
      hidden: [],
      widths: { b: 70 },
    });
  });
});

describe('row keys', () => {
  it('moves, opens and goes back', () => {
    expect(rowKeyAction(key('ArrowDown'), 0, 3, 10)).toEqual({ kind: 'move', index: 1 });
    expect(rowKeyAction(key('ArrowDown'), 2, 3, 10)).toEqual({ kind: 'move', index: 2 });
    expect(rowKeyAction(key('ArrowUp'), 0, 3, 10)).toEqual({ kind: 'move', index: 0 });
    expect(rowKeyAction(key('PageDown'), 0, 100, 10)).toEqual({ kind: 'move', index: 10 });
    expect(rowKeyAction(key('End'), 0, 100, 10)).toEqual({ kind: 'move', index: 99 });
    expect(rowKeyAction(key('Enter'), 4, 5, 10)).toEqual({ kind: 'open', index: 4 });
    expect(rowKeyAction(key('Enter'), -1, 5, 10)).toBeNull();
    expect(rowKeyAction(key('Escape'), 0, 0, 10)).toEqual({ kind: 'back' });
    expect(rowKeyAction(key('ArrowLeft', true), 0, 5, 10)).toEqual({ kind: 'back' });
    expect(rowKeyAction(key('a'), 0, 5, 10)).toBeNull();
  });
});

describe('dates', () => {
  it('shows a date in the locale and keeps YYYY-MM-DD for hover and copy', () => {
    expect(showDate('2026-03-09', 'en-US')).toEqual({ text: 'Mar 9, 2026', iso: '2026-03-09' });
    expect(showDate('2026-03-09', 'ja-JP')).toEqual({ text: '2026/03/09', iso: '2026-03-09' });
    expect(showDate('2026-02-30', 'en-US')).toEqual({ text: '2026-02-30', iso: null });
    expect(showDate('next week', 'en-US')).toEqual({ text: 'next week', iso: null });
    expect(showDate(null, 'en-US')).toEqual({ text: '', iso: null });
  });
});
