import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './header-menu.css';

// A catalog grid column's header menu, as Excel's AutoFilter drop-down: a panel under the
// header's button holding sections (sort; the column's layout entries; its filter). Drawn over
// the page (a portal, fixed under its button) since the grid's scrolling box would clip it.
// Escape or a click elsewhere closes it; Escape gives the focus back to where it was. The arrow
// keys move within a section's items (data-arrow-group around, data-arrow-item on each),
// wrapping at the ends; Tab goes from section to section.

const WIDTH = 300;

type Place = { left: number; maxHeight: number } & ({ top: number } | { bottom: number });

function placeUnder(anchor: HTMLElement | null): Place {
  if (anchor === null) return { top: 80, left: 80, maxHeight: window.innerHeight - 96 };
  const rect = anchor.getBoundingClientRect();
  const left = Math.max(4, Math.min(rect.left, window.innerWidth - WIDTH - 4));
  const below = window.innerHeight - rect.bottom - 8;
  return below >= 360 || below >= rect.top
    ? { top: rect.bottom + 2, left, maxHeight: below }
    : { bottom: window.innerHeight - rect.top + 2, left, maxHeight: rect.top - 8 };
}

const ARROWS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/** Moves the focus within the arrow group of the focused item; true when it did. */
function moveInGroup(target: HTMLElement, key: string): boolean {
  const step = ARROWS[key];
  const group = target.closest('[data-arrow-group]');
  if (step === undefined || group === null || !target.matches('[data-arrow-item]')) return false;
  const items = [...group.querySelectorAll<HTMLElement>('[data-arrow-item]')].filter(
    (item) => !item.matches(':disabled') && item.getAttribute('aria-disabled') !== 'true',
  );
  if (items.length === 0) return false;
  const now = items.indexOf(target);
  const next =
    step === 'first'
      ? 0
      : step === 'last'
        ? items.length - 1
        : (now + step + items.length) % items.length;
  items[next]?.focus();
  return true;
}

/** A section of the menu, with a line above the next. */
export function MenuSection(props: { label?: string; children: ReactNode }) {
  return (
    <div className="column-menu-section" role="group" aria-label={props.label} data-arrow-group>
      {props.children}
    </div>
  );
}

/** One entry of a section: a button the arrow keys reach. */
export function MenuItem(props: {
  onSelect: () => void;
  disabled?: boolean;
  /** A mark before the label (a check, an arrow). */
  mark?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="column-menu-item"
      data-arrow-item
      disabled={props.disabled}
      onClick={props.onSelect}
    >
      <span aria-hidden="true" className="column-menu-mark">
        {props.mark ?? ''}
      </span>
      {props.children}
    </button>
  );
}

export function HeaderMenu(props: {
  /** The panel's accessible name, e.g. "Brand code: sort and filter". */
  label: string;
  /** The header's button the panel opens under. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The sections, in order. */
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // Placed as it opens, and again when the window's size changes under it.
  const [at, setAt] = useState<Place>(() => placeUnder(props.anchor));
  const { onClose } = props;

  useEffect(() => {
    // The first entry takes the focus when the menu opens, as in Excel.
    panel.current?.querySelector<HTMLElement>('[data-arrow-item]:not(:disabled)')?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) !== true && props.anchor?.contains(target) !== true) {
        onClose();
      }
    };
    const resized = () => {
      setAt(placeUnder(props.anchor));
    };
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', resized);
    };
    // On opening only: the anchor of an open menu stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The menu's keys are its own, not the grid's around it.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (moveInGroup(event.target as HTMLElement, event.key)) event.preventDefault();
  };

  return createPortal(
    <div
      ref={panel}
      className="column-menu"
      role="dialog"
      aria-label={props.label}
      style={at}
      onKeyDown={onKeyDown}
    >
      {props.children}
    </div>,
    document.body,
  );
}
