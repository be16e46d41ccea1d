import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Field errors from the shared schemas are translated by field and issue code when we can. */
export function fieldErrorText(t: TFunction, field: string, error: FieldError | undefined) {
  if (!error) return undefined;
  return t(`validation.${field}.${error.type}`, { defaultValue: error.message ?? '' });
}
