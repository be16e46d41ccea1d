import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The send screens' heading (the screen's title), with the way back to the catalog. */
export function SendTitleRow({ title }: { title: string }) {
  return (
    <div className="send-title-row">
      <h1 id="screen-title">{title}</h1>
      <ToCatalogLink />
    </div>
  );
}

/** "Back to the catalog", as the send screens and their results say it. */
export function ToCatalogLink() {
  const { t } = useTranslation();
  return (
    <Link to="/catalog" className="link-button">
      {t('send.toCatalog')}
    </Link>
  );
}
