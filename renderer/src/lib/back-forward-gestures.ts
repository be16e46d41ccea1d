// Back and forward the way desktop apps do it: Alt+Left / Alt+Right and the mouse's back and
// forward buttons. The app window has no browser chrome to do it for us.

export type BackOrForward = 'back' | 'forward';

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  /** Whether the key goes to a text field, where Alt+arrows may move the caret (macOS). */
  inEditable: boolean;
}

export function stepOfKey(event: KeyLike): BackOrForward | null {
  if (event.defaultPrevented || event.inEditable) return null;
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowLeft') return 'back';
  if (event.key === 'ArrowRight') return 'forward';
  return null;
}

/** MouseEvent.button: 3 is the "back" side button, 4 "forward". */
export function stepOfMouseButton(button: number): BackOrForward | null {
  if (button === 3) return 'back';
  if (button === 4) return 'forward';
  return null;
}

export function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
    target.type,
  );
}
