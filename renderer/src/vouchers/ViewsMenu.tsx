import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '../../../app/resources/saved-views.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { MenuButton } from '../ui/MenuButton.tsx';
import type { SavedViews } from './use-saved-views.ts';
import { exportViewFile, readViewFile } from './view-file.ts';

// The list's saved views: open one, save what the list shows as a new view or into the open one,
// rename, delete, make it the list's default, and share it as a file (export, import).

export function ViewsMenu(props: { kind: VoucherKind; views: SavedViews }) {
  const { t } = useTranslation();
  const { views, kind } = props;
  const [naming, setNaming] = useState<{ view: SavedView | null; name: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const current = views.current;

  /** Saves a new view or the new name; the menu closes once it is saved. */
  const submitName = async (close: () => void) => {
    if (naming === null || naming.name.trim() === '') return;
    if (naming.view === null) await views.saveAs(naming.name.trim());
    else await views.rename(naming.view, naming.name.trim());
    setNaming(null);
    close();
  };

  return (
    <MenuButton
      label={
        current === null ? t('voucherViews.views') : `${t('voucherViews.views')}: ${current.name}`
      }
      buttonClassName="button"
      panelClassName="menu-panel views-menu"
      className="views-menu-button"
    >
      {(close) => (
        <div className="views-menu-body" data-testid="views-menu">
          <p className="menu-heading">{t('voucherViews.viewsOf')}</p>
          {views.views.length === 0 && <p className="muted">{t('voucherViews.noViews')}</p>}
          <ul className="views-list">
            {views.views.map((view) => (
              <li key={view.id}>
                <button
                  type="button"
                  className="menu-item"
                  aria-current={view.id === current?.id ? 'true' : undefined}
                  onClick={() => {
                    views.open(view);
                    close();
                  }}
                >
                  {view.name}
                  {view.isDefault && (
                    <span className="muted"> ({t('voucherViews.isDefault')})</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {current !== null && (
            <div className="views-actions">
              <button
                type="button"
                className="menu-item"
                disabled={views.busy}
                onClick={() => {
                  void views.update(current).then(close);
                }}
              >
                {t('voucherViews.update', { name: current.name })}
              </button>
              <button
                type="button"
                className="menu-item"
                onClick={() => {
                  setNaming({ view: current, name: current.name });
                }}
              >
                {t('voucherViews.rename')}
              </button>
              <button
                type="button"
                className="menu-item"
                disabled={views.busy}
                onClick={() => {
                  void views.setDefault(current.isDefault ? null : current);
                }}
              >
                {current.isDefault ? t('voucherViews.clearDefault') : t('voucherViews.makeDefault')}
              </button>
              <button
                type="button"
                className="menu-item"
                onClick={() => {
                  exportViewFile(kind, current.name, current.spec);
                  close();
                }}
              >
                {t('voucherViews.exportView')}
              </button>
              <button
                type="button"
                className="menu-item danger"
                disabled={views.busy}
                onClick={() => {
                  if (window.confirm(t('voucherViews.confirmDelete', { name: current.name }))) {
                    void views.remove(current);
                  }
                }}
              >
                {t('voucherViews.remove')}
              </button>
            </div>
          )}
          {naming === null ? (
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                setNaming({ view: null, name: '' });
              }}
            >
              {t('voucherViews.saveAs')}
            </button>
          ) : (
            <form
              className="view-name-form"
              onSubmit={(event) => {
                event.preventDefault();
                void submitName(close);
              }}
            >
              <label>
                {t('voucherViews.nameLabel')}{' '}
                <input
                  autoFocus
                  maxLength={200}
                  value={naming.name}
                  onChange={(event) => {
                    setNaming({ ...naming, name: event.target.value });
                  }}
                />
              </label>
              <button type="submit" className="button primary" disabled={views.busy}>
                {t('voucherViews.save')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setNaming(null);
                }}
              >
                {t('voucherViews.cancel')}
              </button>
            </form>
          )}
          <button
            type="button"
            className="menu-item"
            onClick={() => {
              fileInput.current?.click();
            }}
          >
            {t('voucherViews.importView')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="view-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file === undefined) return;
              void readViewFile(file).then(async (read) => {
                if ('error' in read) {
                  setMessage(t('voucherViews.importFailed', { message: read.error }));
                  return;
                }
                if (read.file.kind !== kind) {
                  setMessage(
                    t('voucherViews.importFailed', {
                      message: t('voucherViews.otherKind', {
                        kind: t(`voucherKind.${read.file.kind}`),
                      }),
                    }),
                  );
                  return;
                }
                await views.saveSpec(read.file.name, read.file.view);
                setMessage(null);
                close();
              });
            }}
          />
          {message !== null && (
            <p role="alert" className="error-text">
              {message}
            </p>
          )}
        </div>
      )}
    </MenuButton>
  );
}
