import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlanGrid } from './plan-summary.ts';
import { VirtualList } from './VirtualList.tsx';

interface DraftRow {
  grid: PlanGrid;
  draftId: string;
  code: string;
}

/** Draft rows by grid and code, with a note per row when there is one (why left out, refused). */
export function DraftRowList<T extends DraftRow>(props: {
  label: string;
  rows: readonly T[];
  noteOf?: (row: T) => string;
}) {
  const { t } = useTranslation();
  return (
    <VirtualList
      label={props.label}
      items={props.rows}
      keyOf={(row) => `${row.grid}:${row.draftId}`}
      render={(row) => {
        const note = props.noteOf?.(row) ?? '';
        return (
          <>
            <span className="send-row-grid">{t(`send.grid.${row.grid}`)}</span>
            <code className="send-row-code">{row.code === '' ? t('send.noCode') : row.code}</code>
            {note !== '' && <span className="send-row-reason">{note}</span>}
          </>
        );
      }}
    />
  );
}

/** A way back to each grid that holds rows to fix. */
export function FixLinks({ grids }: { grids: readonly PlanGrid[] }) {
  const { t } = useTranslation();
  return (
    <p className="send-links">
      {grids.map((grid) => (
        <Link key={grid} to="/catalog/$grid" params={{ grid }} className="link-button">
          {t('send.leftOut.fix', { grid: t(`send.kinds.${grid}`) })}
        </Link>
      ))}
    </p>
  );
}
