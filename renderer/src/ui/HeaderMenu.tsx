import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// A column header's menu (sort, filter, hide, move, freeze), for the voucher list and later the
// catalog grids: an ARIA menu under a small button in the header. Arrow keys (and Home, End)
// move between its items, Enter or Space chooses one, Escape or a click outside closes it and
// gives the focus back to the button. An item may open a panel (the column's value filter) in
// the menu's place; Escape there closes the whole menu. The menu is drawn over the page (a
// portal, fixed under its button): a grid's scrolling box would clip it and its rows cover it.

export interface HeaderMenuItem {
  id: string;
  label: string;
  disabled?: boolean;
  /** A toggle (aria-checked): freeze the number column. */
  checked?: boolean;
  /** Opens the menu's panel instead of closing the menu. */
  opensPanel?: boolean;
  onSelect?: () => void;
}

const WIDTH = 256;
/** Room the menu wants below its button; with less, it opens above. */
const ROOM = 320;

type Place = { left: number; maxHeight: number } & ({ top: number } | { bottom: number });

export function HeaderMenu(props: {
  /** The button's accessible name, e.g. "Supplier: column menu". */
  label: string;
  items: readonly HeaderMenuItem[];
  /** The panel an item with opensPanel shows; `close` closes the menu. */
  panel?: (close: () => void) => ReactNode;
  /** The column is filtered: the button says so. */
  active?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState<'menu' | 'panel' | null>(null);
  const [at, setAt] = useState<Place>({ top: 0, left: 0, maxHeight: 0 });
  const menuId = useId();
  const buttonId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open === null) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!wrap.current?.contains(target) && !popup.current?.contains(target)) setOpen(null);
    };
    document.addEventListener('mousedown', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
    };
  }, [open]);

  // The first item that can be chosen takes the focus when the menu opens (only then).
  const first = props.items.findIndex((item) => item.disabled !== true);
  useEffect(() => {
    if (open === 'menu') itemRefs.current[first]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening, not on every change
  }, [open]);

  const openMenu = (button: HTMLElement) => {
    const rect = button.getBoundingClientRect();
    const left = Math.max(4, Math.min(rect.right - WIDTH, window.innerWidth - WIDTH - 4));
    const below = window.innerHeight - rect.bottom - 8;
    setAt(
      below >= ROOM || below >= rect.top
        ? { top: rect.bottom + 2, left, maxHeight: below }
        : { bottom: window.innerHeight - rect.top + 2, left, maxHeight: rect.top - 8 },
    );
    setOpen('menu');
  };

  // By id, not a ref: `close` is handed to the panel's content as it renders.
  const close = () => {
    setOpen(null);
    document.getElementById(buttonId)?.focus();
  };

  const moveFocus = (event: KeyboardEvent) => {
    const enabled = props.items.flatMap((item, index) => (item.disabled === true ? [] : [index]));
    const now = enabled.indexOf(itemRefs.current.findIndex((el) => el === document.activeElement));
    const last = enabled.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? now >= last
          ? 0
          : now + 1
        : event.key === 'ArrowUp'
          ? now <= 0
            ? last
            : now - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    itemRefs.current[enabled[next] ?? -1]?.focus();
  };

  return (
    <div
      className={['header-menu', props.className].filter(Boolean).join(' ')}
      ref={wrap}
      onKeyDown={(event) => {
        // The menu's keys are its own, not the grid's around it (arrows there move rows). Keys
        // in the portal come here too: React passes events up its own tree.
        event.stopPropagation();
        if (event.key === 'Escape' && open !== null) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button
        id={buttonId}
        type="button"
        className={`header-menu-button${props.active === true ? ' active' : ''}`}
        aria-label={props.label}
        title={props.label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open === null ? undefined : menuId}
        onClick={(event) => {
          if (open === null) openMenu(event.currentTarget);
          else setOpen(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && open === null) {
            event.preventDefault();
            openMenu(event.currentTarget);
          }
        }}
      >
        {/* Drawn by CSS: the header's text stays the column's label. */}
        <span aria-hidden="true" className="header-menu-glyph" />
      </button>
      {open === 'menu' &&
        createPortal(
          <div
            id={menuId}
            ref={popup}
            style={at}
            role="menu"
            aria-label={props.label}
            className="header-menu-list"
            onKeyDown={moveFocus}
          >
            {props.items.map((item, index) => (
              <button
                key={item.id}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                aria-checked={item.checked}
                aria-disabled={item.disabled === true ? true : undefined}
                tabIndex={-1}
                className="header-menu-item"
                onClick={() => {
                  if (item.disabled === true) return;
                  item.onSelect?.();
                  if (item.opensPanel === true) setOpen('panel');
                  else close();
                }}
              >
                {item.checked === undefined ? null : (
                  <span aria-hidden="true" className="header-menu-check">
                    {item.checked ? '✓' : ''}
                  </span>
                )}
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
      {open === 'panel' &&
        props.panel &&
        createPortal(
          <div
            id={menuId}
            ref={popup}
            style={at}
            className="header-menu-panel"
            role="dialog"
            aria-label={props.label}
          >
            {props.panel(close)}
          </div>,
          document.body,
        )}
    </div>
  );
}
