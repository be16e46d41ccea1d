import { useTranslation } from 'react-i18next';
import { SCREENS, type Navigate, type Screen } from './screens.ts';

const ICONS: Record<Screen, string> = {
  connect: '⇄',
  catalog: '▦',
  vouchers: '☰',
  history: '↺',
  settings: '⚙',
};

export function NavRail({ current, onNavigate }: { current: Screen; onNavigate: Navigate }) {
  const { t } = useTranslation();
  return (
    <nav className="rail" aria-label={t('nav.label')}>
      <div className="rail-brand">{t('app.name')}</div>
      <ul className="rail-list">
        {SCREENS.map((screen) => (
          <li key={screen}>
            <button
              type="button"
              className="rail-item"
              aria-current={screen === current ? 'page' : undefined}
              onClick={() => {
                onNavigate(screen);
              }}
            >
              <span className="rail-icon" aria-hidden="true">
                {ICONS[screen]}
              </span>
              {t(`nav.${screen}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
