import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ResumeNotice } from '../../../app/imports/schemas.ts';
import { formatTime } from '../ui/format.ts';

/** "An import interrupted on <time> was resumed": said once, with a link to its progress or results. */
export function ResumedNotice({ notice, onHide }: { notice: ResumeNotice; onHide: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="status"
      className="import-prompt-note"
      data-testid="resumed-notice"
      data-import-id={notice.importId}
    >
      <p>
        <strong>
          {t('importPrompt.resumedByApp', {
            time: formatTime(notice.interruptedAt, i18n.language),
          })}
        </strong>
      </p>
      <div className="import-prompt-actions">
        <Link to="/send/$importId" params={{ importId: notice.importId }}>
          {t('importPrompt.showResumed')}
        </Link>
        <button type="button" className="button small" onClick={onHide}>
          {t('importPrompt.dismiss')}
        </button>
      </div>
    </div>
  );
}
