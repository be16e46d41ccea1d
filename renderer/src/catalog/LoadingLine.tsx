import { useTranslation } from 'react-i18next';
import { gridOfView, type ViewName } from './model/view.ts';

/**
 * The progress line while the whole draft loads under a grid drawn from the core's window. The
 * load is one call, so the line says what is coming, not how far it is (an indeterminate bar).
 */
export function LoadingLine(props: {
  view: ViewName;
  /** The rows coming; null when not known (the grid's filters keep only some). */
  count: number | null;
}) {
  const { t, i18n } = useTranslation();
  const rows = props.count === null ? '' : new Intl.NumberFormat(i18n.language).format(props.count);
  const line =
    props.count === null
      ? t('grid.loadingFiltered', { grid: t(`grid.tab.${gridOfView(props.view)}`) })
      : t(`grid.loadingWhole.${props.view}`, { rows });
  return (
    <p className="muted small grid-loading-line" role="status">
      <progress aria-hidden="true" /> {line}
    </p>
  );
}
