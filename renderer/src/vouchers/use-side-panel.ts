import { useCallback } from 'react';
import { useColumnPrefs } from './use-column-prefs.ts';

// Whether a list's side panel (the outstanding chart) is open, remembered per connection and
// list where main keeps the list's column prefs (vouchers.columnPrefs, screen
// "vouchers.<kind>.panels"): the panel is an entry of that screen's "columns", hidden when
// closed. Closed until the user opens it: the list comes first.

const PANELS = ['chart'] as const;
const closedAtFirst = () => true;

export interface SidePanel {
  open: boolean;
  toggle: () => void;
  /** Opens or closes it (a saved view says which). */
  setOpen: (open: boolean) => void;
}

export function useSidePanel(kind: string): SidePanel {
  const { prefs, update } = useColumnPrefs(`vouchers.${kind}.panels`, PANELS, closedAtFirst);
  const open = !prefs.hidden.includes('chart');
  const setOpen = useCallback(
    (next: boolean) => {
      update((current) => {
        const hidden = current.hidden.filter((panel) => panel !== 'chart');
        return { ...current, hidden: next ? hidden : [...hidden, 'chart'] };
      });
    },
    [update],
  );
  const toggle = useCallback(() => {
    update((current) => ({
      ...current,
      hidden: current.hidden.includes('chart')
        ? current.hidden.filter((panel) => panel !== 'chart')
        : [...current.hidden, 'chart'],
    }));
  }, [update]);
  return { open, toggle, setOpen };
}
