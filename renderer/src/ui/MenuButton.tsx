import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextItem, type MenuKey } from './menu-keys.ts';

/** What the arrow keys move between: the panel's enabled items, in order. */
const ITEMS =
  '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], button, input, select, a[href]';

function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (item) =>
      !item.matches(':disabled') &&
      item.getAttribute('aria-disabled') !== 'true' &&
      // An item inside another item (a checkbox in a menuitem's label) is reached through it.
      item.parentElement?.closest(ITEMS) === null,
  );
}

const MENU_KEYS: Record<string, MenuKey> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * A button that opens a panel under it. Escape, a click elsewhere or a choice (`close`) hides
 * it; Escape and a choice give the focus back to the button. The arrow keys, Home and End move
 * between the panel's items (roving focus: the focused item is the one Tab leaves from), and
 * opening it by keyboard (Enter, Space, ArrowDown) focuses the first. `role="menu"` (the default)
 * for a list of choices whose items say menuitem / menuitemcheckbox / menuitemradio;
 * `role="group"` for a panel of fields (a date range), which Tab walks as well.
 * Every menu of the voucher screens, and the catalog's export menu.
 */
export function MenuButton(props: {
  /** What the button says. */
  label: ReactNode;
  title?: string;
  className?: string;
  buttonClassName: string;
  panelClassName: string;
  /** The panel's role: a menu of choices, or a group of fields. */
  role?: 'menu' | 'group';
  /** The panel's accessible name (defaults to the button's text). */
  panelLabel?: string;
  testId?: string;
  panelTestId?: string;
  /** Told as the panel opens (to hold what it offers steady while it is open). */
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const role = props.role ?? 'menu';
  // Set when the menu opens from the keyboard: its first item takes the focus once drawn.
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      itemsOf(panel.current)[0]?.focus();
    }
    const outside = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
    };
  }, [open]);

  // By id, not a ref: `close` is handed to the panel's content as it renders.
  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = MENU_KEYS[event.key];
    if (key === undefined) return;
    // A field's own arrows (a select, a date's parts, a text caret) stay the field's.
    const target = event.target as HTMLElement;
    if (target.matches('select, input:not([type="checkbox"]):not([type="radio"])')) return;
    const items = itemsOf(panel.current);
    const index = nextItem(items.indexOf(target), items.length, key);
    if (index === null) return;
    event.preventDefault();
    items[index]?.focus();
  };

  return (
    <div
      className={['menu-button', props.className].filter(Boolean).join(' ')}
      ref={wrap}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        id={buttonId}
        type="button"
        className={props.buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup={role === 'menu' ? 'menu' : 'true'}
        title={props.title}
        data-testid={props.testId}
        onClick={(event) => {
          // detail 0: Enter or Space, not a pointer.
          if (!open && event.detail === 0) focusFirst.current = true;
          if (!open) props.onOpen?.();
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || (event.key === 'ArrowUp' && !open)) {
            event.preventDefault();
            if (open) itemsOf(panel.current)[0]?.focus();
            else {
              focusFirst.current = true;
              props.onOpen?.();
              setOpen(true);
            }
          }
        }}
      >
        {props.label}
      </button>
      <div
        id={id}
        ref={panel}
        className={props.panelClassName}
        role={role}
        aria-label={props.panelLabel}
        aria-labelledby={props.panelLabel === undefined ? buttonId : undefined}
        hidden={!open}
        data-testid={props.panelTestId}
        onKeyDown={onPanelKey}
      >
        {open && props.children(close)}
      </div>
    </div>
  );
}
