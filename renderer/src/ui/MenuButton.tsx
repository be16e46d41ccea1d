import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that opens a panel under it: a disclosure, not an ARIA menu, so Tab reaches what the
 * panel holds in order. Escape, a click elsewhere or a choice (`close`) hides it; Escape and a
 * choice give the focus back to the button. The catalog's and the vouchers' export menus.
 */
export function MenuButton(props: {
  /** What the button says. */
  label: ReactNode;
  title?: string;
  className?: string;
  buttonClassName: string;
  panelClassName: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const buttonId = useId();

  useEffect(() => {
    if (!open) return;
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
        title={props.title}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {props.label}
      </button>
      <div id={id} className={props.panelClassName} hidden={!open}>
        {props.children(close)}
      </div>
    </div>
  );
}
