import { useTranslation } from 'react-i18next';
import type { ViewName } from './model/view.ts';

/**
 * The progress line while the whole draft loads under a grid drawn from the core's window. The
 * load is one call, so the line says what is coming, not how far it is (an indeterminate bar).
 */
export function LoadingLine(props: { view: ViewName; count: number }) {
  const { t, i18n } = useTranslation();
  const rows = new Intl.NumberFormat(i18n.language).format(props.count);
  return (
    <p className="muted small grid-loading-line" role="status">
      <progress aria-hidden="true" /> {t(`grid.loadingWhole.${props.view}`, { rows })}
    </p>
  );
}
