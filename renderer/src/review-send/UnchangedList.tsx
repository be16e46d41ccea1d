import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnchangedChoice } from '../../../app/imports/unchanged.ts';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { PLAN_GRIDS } from './plan-summary.ts';
import { ChangesList } from './ChangesList.tsx';

/**
 * Rows the same as this connection last sent them: how many per grid, what "the same" means,
 * and the switch that sends them anyway (they are left out by default).
 */
export function UnchangedList(props: {
  profileId: string;
  unchanged: ImportPreview['unchanged'];
  choice: UnchangedChoice;
  onChoice: (choice: UnchangedChoice) => void;
  /** The plan is being made again for a new choice. */
  replanning: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const { unchanged } = props;
  const same = PLAN_GRIDS.reduce((n, grid) => n + unchanged[grid].same, 0);
  const changed = PLAN_GRIDS.reduce((n, grid) => n + unchanged[grid].changed, 0);
  const fresh = PLAN_GRIDS.reduce((n, grid) => n + unchanged[grid].new, 0);
  const anyway = props.choice === 'send';
  return (
    <section
      className="card send-warning send-unchanged"
      aria-labelledby="unchanged-title"
      data-testid="unchanged"
      data-choice={props.choice}
    >
      <h2 id="unchanged-title">{t('sendUnchanged.heading', { count: same, n: number(same) })}</h2>
      <ul className="send-reasons">
        {PLAN_GRIDS.filter((grid) => unchanged[grid].same > 0).map((grid) => {
          const count = unchanged[grid].same;
          const what = t(`sendUnchanged.grid.${grid}`, { count, n: number(count) });
          return (
            <li key={grid} data-testid="unchanged-grid" data-grid={grid} data-count={count}>
              {t(anyway ? 'sendUnchanged.sentAnyway' : 'sendUnchanged.leftOut', { count, what })}
            </li>
          );
        })}
      </ul>
      <p className="muted small">{t('sendUnchanged.meaning')}</p>
      {/* Read only when opened: each read classifies every draft row. */}
      <SameRows
        profileId={props.profileId}
        label={t('sendUnchanged.show', { count: same, n: number(same) })}
      />
      <label className="send-option">
        <input
          type="checkbox"
          role="switch"
          checked={anyway}
          onChange={(event) => {
            props.onChoice(event.currentTarget.checked ? 'send' : 'leave_out');
          }}
        />
        <span>
          {t('sendUnchanged.anyway')}
          <span className="muted small send-option-note">{t('sendUnchanged.anywayNote')}</span>
        </span>
      </label>
      {props.replanning && (
        <p aria-live="polite" aria-busy="true" className="muted">
          {t('send.atRisk.replanning')}
        </p>
      )}
      <p className="muted small" data-testid="unchanged-to-send">
        {t('sendUnchanged.toSend', { changed: number(changed), fresh: number(fresh) })}{' '}
        {anyway ? '' : t('sendUnchanged.stay')}
      </p>
    </section>
  );
}

/** The list of rows the same as last sent, read only once opened (each read reads every draft row). */
function SameRows(props: { profileId: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="send-same-details"
      data-testid="same-rows-toggle"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary>{props.label}</summary>
      {open && <ChangesList profileId={props.profileId} which="same" />}
    </details>
  );
}
