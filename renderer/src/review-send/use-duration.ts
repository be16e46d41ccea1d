import { useTranslation } from 'react-i18next';
import { durationWords } from './duration.ts';

/** Says a duration in the UI's language. */
export function useDurationText(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const words = durationWords(ms);
    return words.key === 'hoursMinutes'
      ? t('send.duration.hoursMinutes', { hours: words.hours, minutes: words.minutes })
      : t(`send.duration.${words.key}`, { count: words.count });
  };
}
