import type { TFunction } from 'i18next';
import type { AppError } from '../../../app/errors.ts';
import { formatTimeOfDay } from './format.ts';

/** A typed error as the user reads it: what happened, plus main's own words (the server's message). */
export function describeError(
  t: TFunction,
  error: AppError,
  /** The user's language, for the time a rate limit ends. */
  locale = 'en',
): { summary: string; detail: string | null } {
  let summary: string;
  switch (error.kind) {
    case 'forbidden':
      summary =
        error.permission === null
          ? t('error.forbiddenUnknown')
          : t('error.forbidden', { permission: error.permission });
      break;
    case 'rate_limited':
      summary = t('error.rate_limited', {
        time: formatTimeOfDay(error.until, locale),
      });
      break;
    case 'rejected':
      summary = t('error.rejected', { status: error.status });
      break;
    default:
      summary = t(`error.${error.kind}`);
  }
  const detail = error.message.trim();
  return { summary, detail: detail === '' || detail === summary ? null : detail };
}
