import type { TFunction } from 'i18next';
import type { AppError } from '../../../app/errors.ts';

/** A typed error as the user reads it: what happened, plus main's own words (the server's message). */
export function describeError(
  t: TFunction,
  error: AppError,
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
      summary = t('error.rate_limited', { time: new Date(error.until).toLocaleTimeString() });
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
