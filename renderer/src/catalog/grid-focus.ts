// The grid's cell input takes the keys again, at the active cell: after a toolbar button, a file
// dialog or the SKU matrix, the next Ctrl+Z or typed character goes to the grid, not to the
// button that was clicked. Deferred a frame so a closing dialog's own focus return comes first.
export function focusGrid(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLInputElement>('.grid-input')?.focus({ preventScroll: true });
  });
}

/** The action, then the focus back to the grid. */
export const thenFocusGrid =
  <A extends unknown[]>(action: (...args: A) => void) =>
  (...args: A): void => {
    action(...args);
    focusGrid();
  };
