import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// "Export ▾": a disclosure button showing the export formats. A disclosure (not an ARIA menu):
// Tab reaches the choices in order, Escape or a click elsewhere closes it, and a choice closes it.

export function ExportMenu(props: { onExport: (format: 'csv' | 'xlsx') => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
    };
  }, [open]);

  return (
    <div
      className="export-menu"
      ref={wrap}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button small icon-button"
        aria-expanded={open}
        aria-controls={id}
        title={t('catalogFiles.export.menuTitle')}
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        <span className="button-icon" aria-hidden="true">
          ⤓
        </span>
        <span className="button-label">{t('catalogFiles.export.menu')}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={id} className="export-menu-list" hidden={!open}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="export-menu-item"
            onClick={() => {
              setOpen(false);
              props.onExport(format);
            }}
          >
            {t(`catalogFiles.export.${format}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
