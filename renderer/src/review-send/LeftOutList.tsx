import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { leftOutRows, PLAN_GRIDS, reasonCounts, type PlanGrid } from './plan-summary.ts';
import { DraftRowList, FixLinks } from './DraftRowList.tsx';

/** Rows not sent because of a validation error, each with why, and a way back to its grid. */
export function LeftOutList(props: {
  leftOut: ImportPreview['leftOut'];
  codeOf: (grid: PlanGrid, draftId: string) => string;
}) {
  const { t } = useTranslation();
  const rows = leftOutRows(props.leftOut, props.codeOf);
  const grids = PLAN_GRIDS.filter((grid) => rows.some((row) => row.grid === grid));
  const reason = (code: string) =>
    t(`send.leftOut.reasons.${code}`, { defaultValue: code.replaceAll('_', ' ') });
  return (
    <section className="card send-left-out" aria-labelledby="left-out-title" data-testid="left-out">
      <h2 id="left-out-title">{t('send.leftOut.heading', { count: rows.length })}</h2>
      <p>{t('send.leftOut.body')}</p>
      <ul className="send-reasons">
        {reasonCounts(props.leftOut).map(([code, count]) => (
          <li key={code}>
            {reason(code)}: {count}
          </li>
        ))}
      </ul>
      <DraftRowList
        label={t('send.leftOut.heading', { count: rows.length })}
        rows={rows}
        noteOf={(row) => reason(row.reason)}
      />
      <FixLinks grids={grids} />
    </section>
  );
}
