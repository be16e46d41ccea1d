import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridWindowDriver } from './grid-window-driver.ts';
import { useCoreSaveState } from './use-core-save-state.ts';

/**
 * The save indicator in core mode: the same element as SaveIndicator (GridToolbar.tsx), its state
 * from the window driver's queue (an edit is saved when the core answered it) and refusals.
 */
export const CoreSaveIndicator = memo(function CoreSaveIndicator({
  driver,
}: {
  driver: GridWindowDriver | null;
}) {
  const { t } = useTranslation();
  const { state, refusal } = useCoreSaveState(driver);
  const long =
    state === 'refused' && refusal !== null
      ? t('grid.save.refusedBecause', { reason: refusal })
      : t(`grid.save.${state}`);
  // A refusal looks as a failed save does (catalog.css); nothing retries it.
  const look = state === 'refused' ? 'failed' : state;
  return (
    <span className={`save-state save-${look}`} role="status" data-state={state} title={long}>
      {/* One of the two shows, by the editor's width (catalog.css). */}
      <span className="save-long">{long}</span>
      <span className="save-short">{t(`grid.saveShort.${state}`)}</span>
    </span>
  );
});
