import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppMark } from './AppMark.tsx';
import { SCREENS, type Screen } from './screens.ts';

const ICONS: Record<Screen, string> = {
  connect: '⇄',
  catalog: '▦',
  send: '⇪',
  sent: '✓',
  vouchers: '☰',
  products: '◎',
  history: '↺',
  settings: '⚙',
};

/**
 * One link per section. A section is current (aria-current="page") on any of its routes:
 * /catalog/brands highlights Catalog, /connect?profile=… highlights Connect.
 */
export function NavRail({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="rail" aria-label={t('nav.label')}>
      <div className="rail-brand">
        <AppMark size={24} />
        <span className="rail-brand-name">{t('app.name')}</span>
      </div>
      <ul className="rail-list">
        {SCREENS.map((screen) => (
          <li key={screen}>
            <Link
              to={`/${screen}`}
              className="rail-item"
              activeOptions={{ exact: false, includeSearch: false }}
              onClick={onNavigate}
              title={t(`nav.${screen}`)}
            >
              <span className="rail-icon" aria-hidden="true">
                {ICONS[screen]}
              </span>
              <span className="rail-label">{t(`nav.${screen}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
