import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnLayout } from '../model/column-layout.ts';
import type { ViewName } from '../model/view.ts';
import { nextItem, type MenuKey } from '../../ui/menu-keys.ts';
import { HiddenColumnsPanel } from './HiddenColumnsPanel.tsx';
import { layoutMenuItems } from './layout-menu-items.ts';
import '../../ui/header-menu.css';

// A column's layout menu (freeze, hide, move, fit, show hidden columns), opened by a right-click
// on its header or by Shift+F10 / the context-menu key. Drawn over the page at the pointer (or
// under the header), its arrow keys, Home and End move between the entries; Escape, Tab (in the
// menu) or a click outside closes it and the focus goes back where it was.

export interface ColumnLayoutMenuProps {
  view: ViewName;
  columnKey: string;
  /** The view's layout as it is now. */
  layout: ColumnLayout;
  labelOf: (key: string) => string;
  onLayout: (layout: ColumnLayout) => void;
  onFit: () => void;
  /** Where it opens (viewport coordinates). */
  at: { x: number; y: number };
  onClose: () => void;
}

const WIDTH = 256;
const KEYS: Partial<Record<string, MenuKey>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

export function ColumnLayoutMenu(props: ColumnLayoutMenuProps) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState(false);
  const popup = useRef<HTMLDivElement>(null);
  const { onClose } = props;
  const label = t('columnLayout.menu', { column: props.labelOf(props.columnKey) });
  const items = layoutMenuItems({ ...props, t });

  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!popup.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
    };
  }, [onClose]);

  useEffect(() => {
    const first = popup.current?.querySelector<HTMLElement>(
      panel ? 'input' : '[role=menuitem]:not([aria-disabled=true])',
    );
    first?.focus();
  }, [panel]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The menu's keys are its own, not the grid's around it.
    event.stopPropagation();
    // Tab leaves the menu; in the list of columns it goes from tick to tick.
    if (event.key === 'Escape' || (event.key === 'Tab' && !panel)) {
      event.preventDefault();
      onClose();
      return;
    }
    const key = KEYS[event.key];
    if (key === undefined || panel) return;
    const enabled = [
      ...(popup.current?.querySelectorAll<HTMLElement>(
        '[role=menuitem]:not([aria-disabled=true])',
      ) ?? []),
    ];
    const now = enabled.findIndex((el) => el === document.activeElement);
    const next = nextItem(now, enabled.length, key);
    if (next === null) return;
    event.preventDefault();
    enabled[next]?.focus();
  };

  const left = Math.max(4, Math.min(props.at.x, window.innerWidth - WIDTH - 4));
  const top = Math.max(4, Math.min(props.at.y, window.innerHeight - 300));
  return createPortal(
    <div
      ref={popup}
      className={
        panel ? 'header-menu-panel column-layout-menu' : 'header-menu-list column-layout-menu'
      }
      style={{ left, top, maxHeight: window.innerHeight - top - 8 }}
      role={panel ? 'dialog' : 'menu'}
      aria-label={label}
      data-view={props.view}
      onKeyDown={onKeyDown}
    >
      {panel ? (
        <HiddenColumnsPanel
          layout={props.layout}
          labelOf={props.labelOf}
          onLayout={props.onLayout}
          onDone={onClose}
        />
      ) : (
        items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-disabled={item.disabled === true ? true : undefined}
            className="header-menu-item"
            onClick={() => {
              if (item.disabled === true) return;
              item.onSelect?.();
              if (item.opensPanel === true) setPanel(true);
              else onClose();
            }}
          >
            {item.label}
          </button>
        ))
      )}
    </div>,
    document.body,
  );
}
