import { describe, expect, it } from 'vitest';
import {
  stepOfKey,
  stepOfMouseButton,
  type KeyLike,
} from '../../renderer/src/lib/back-forward-gestures.ts';

const key = (patch: Partial<KeyLike>): KeyLike => ({
  key: 'ArrowLeft',
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  inEditable: false,
  ...patch,
});

describe('back and forward gestures', () => {
  it('Alt+Left goes back, Alt+Right forward', () => {
    expect(stepOfKey(key({}))).toBe('back');
    expect(stepOfKey(key({ key: 'ArrowRight' }))).toBe('forward');
  });

  it('leaves other keys, other modifiers, text fields and handled keys alone', () => {
    expect(stepOfKey(key({ altKey: false }))).toBeNull();
    expect(stepOfKey(key({ key: 'ArrowUp' }))).toBeNull();
    expect(stepOfKey(key({ shiftKey: true }))).toBeNull();
    expect(stepOfKey(key({ ctrlKey: true }))).toBeNull();
    expect(stepOfKey(key({ metaKey: true }))).toBeNull();
    expect(stepOfKey(key({ inEditable: true }))).toBeNull();
    expect(stepOfKey(key({ defaultPrevented: true }))).toBeNull();
  });

  it('maps the mouse side buttons', () => {
    expect(stepOfMouseButton(3)).toBe('back');
    expect(stepOfMouseButton(4)).toBe('forward');
    expect(stepOfMouseButton(0)).toBeNull();
    expect(stepOfMouseButton(2)).toBeNull();
  });
});
