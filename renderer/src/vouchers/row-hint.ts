// The key that, held with a click on a voucher's number, selects its row instead of opening it:
// Cmd on macOS, Ctrl elsewhere (the same keys the link's click handler checks).

export function selectModifier(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
}
