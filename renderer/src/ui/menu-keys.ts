// Where a menu's arrow keys, Home and End move the focus (MenuButton.tsx): wrapping at the ends,
// as menus do; from nowhere (the focus not on an item), ArrowDown goes to the first.

export type MenuKey = 'next' | 'previous' | 'first' | 'last';

/** The index to focus, or null when there is nothing to move to. */
export function nextItem(current: number, count: number, key: MenuKey): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}
