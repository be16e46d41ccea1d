import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../app/errors.ts';
import { describeError } from './error-text.ts';

export function ErrorAlert({ title, error }: { title: string; error: AppError }) {
  const { t, i18n } = useTranslation();
  const { summary, detail } = describeError(t, error, i18n.language);
  return (
    <div className="alert alert-error" role="alert" data-error-kind={error.kind}>
      <strong className="alert-title">{title}</strong>
      <p>{summary}</p>
      {detail && <p className="alert-detail">{detail}</p>}
    </div>
  );
}
