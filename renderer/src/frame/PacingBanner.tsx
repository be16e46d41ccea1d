import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePacing } from '../lib/queries.ts';

/** Shown while the service's rate limit has paused a token's queue; counts down to the resume. */
export function PacingBanner() {
  const paused = usePacing();
  if (paused.length === 0) return null;
  const resumeAt = Math.max(...paused.map((entry) => entry.resumeAt ?? 0));
  return <Countdown key={resumeAt} resumeAt={resumeAt} />;
}

function Countdown({ resumeAt }: { resumeAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  const seconds = Math.ceil((resumeAt - now) / 1000);
  return (
    <div className="banner banner-warning" role="status" data-testid="pacing-banner">
      {seconds > 0 ? t('pacing.paused', { seconds }) : t('pacing.resuming')}
    </div>
  );
}
