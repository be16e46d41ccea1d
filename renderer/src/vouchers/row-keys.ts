// Keyboard over a list (issue 7): arrows move, Page keys jump a screenful, Home/End go to the
// ends, Enter opens, Escape or Alt+Left goes back. Pure, so it is tested without a DOM.

export type RowKeyAction =
  { kind: 'move'; index: number } | { kind: 'open'; index: number } | { kind: 'back' } | null;

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export function rowKeyAction(
  event: KeyLike,
  index: number,
  count: number,
  pageRows: number,
): RowKeyAction {
  if (event.key === 'Escape' || (event.altKey && event.key === 'ArrowLeft'))
    return { kind: 'back' };
  if (event.altKey || event.ctrlKey || event.metaKey || count === 0) return null;
  const clamp = (value: number) => Math.max(0, Math.min(count - 1, value));
  switch (event.key) {
    case 'ArrowDown':
      return { kind: 'move', index: clamp(index + 1) };
    case 'ArrowUp':
      return { kind: 'move', index: clamp(index - 1) };
    case 'PageDown':
      return { kind: 'move', index: clamp(index + Math.max(1, pageRows)) };
    case 'PageUp':
      return { kind: 'move', index: clamp(index - Math.max(1, pageRows)) };
    case 'Home':
      return { kind: 'move', index: 0 };
    case 'End':
      return { kind: 'move', index: count - 1 };
    case 'Enter':
      return index >= 0 && index < count ? { kind: 'open', index } : null;
    default:
      return null;
  }
}
