import { describe, expect, it } from 'vitest';
import { commandFor, type KeyInput } from '../../../renderer/src/catalog/model/keymap.ts';

const key = (k: string, more: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...more,
});

describe('grid keys', () => {
  it('leaves every key to an input method while it composes, the ending Enter included', () => {
    expect(commandFor(key('Enter', { isComposing: true }), 'enter', false)).toBeNull();
    expect(commandFor(key('ArrowDown', { isComposing: true }), 'none', false)).toBeNull();
    expect(commandFor(key('Process'), 'enter', false)).toBeNull();
  });

  it('Enter and Tab commit an edit and move; Escape cancels; arrows move only in enter mode', () => {
    expect(commandFor(key('Enter'), 'enter', false)).toEqual({
      type: 'commit',
      then: { type: 'advance', key: 'enter', back: false },
    });
    expect(commandFor(key('Tab', { shiftKey: true }), 'edit', false)).toEqual({
      type: 'commit',
      then: { type: 'advance', key: 'tab', back: true },
    });
    expect(commandFor(key('Escape'), 'edit', false)).toEqual({ type: 'cancel' });
    expect(commandFor(key('ArrowLeft'), 'enter', false)).toEqual({
      type: 'commit',
      then: { type: 'move', move: 'left' },
    });
    expect(commandFor(key('ArrowLeft'), 'edit', false)).toBeNull();
  });

  it('on a selected cell: Excel’s shortcuts, Cmd on macOS and Ctrl elsewhere', () => {
    expect(commandFor(key('z', { ctrlKey: true }), 'none', false)).toEqual({ type: 'undo' });
    expect(commandFor(key('y', { ctrlKey: true }), 'none', false)).toEqual({ type: 'redo' });
    expect(commandFor(key('z', { metaKey: true, shiftKey: true }), 'none', true)).toEqual({
      type: 'redo',
    });
    expect(commandFor(key('z', { ctrlKey: true }), 'none', true)).toBeNull();
    expect(commandFor(key('d', { ctrlKey: true }), 'none', false)).toEqual({ type: 'fillDown' });
    expect(commandFor(key('Delete'), 'none', false)).toEqual({ type: 'clear' });
    expect(commandFor(key('F2'), 'none', false)).toEqual({ type: 'edit' });
    expect(commandFor(key('Enter'), 'none', false)).toEqual({ type: 'open' });
    expect(commandFor(key('ArrowRight', { shiftKey: true }), 'none', false)).toEqual({
      type: 'move',
      move: 'right',
      extend: true,
    });
    expect(commandFor(key('Home', { ctrlKey: true }), 'none', false)).toEqual({
      type: 'move',
      move: 'first',
      extend: false,
    });
    // A printable character is not a command: it reaches the cell input and starts an edit.
    expect(commandFor(key('a'), 'none', false)).toBeNull();
  });

  it('Ctrl+Arrow jumps to the data edge, with Shift it extends; Ctrl+R fills right', () => {
    expect(commandFor(key('ArrowDown', { ctrlKey: true }), 'none', false)).toEqual({
      type: 'jump',
      direction: 'down',
      extend: false,
    });
    expect(commandFor(key('ArrowLeft', { metaKey: true, shiftKey: true }), 'none', true)).toEqual({
      type: 'jump',
      direction: 'left',
      extend: true,
    });
    expect(commandFor(key('r', { ctrlKey: true }), 'none', false)).toEqual({ type: 'fillRight' });
    // While typing into a cell, Ctrl+Arrow belongs to the text.
    expect(commandFor(key('ArrowDown', { ctrlKey: true }), 'enter', false)).toBeNull();
  });
});
