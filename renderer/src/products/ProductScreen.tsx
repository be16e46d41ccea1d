import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../lib/queries.ts';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { localToday } from '../lib/local-today.ts';
import { ProductLookUp } from './ProductLookUp.tsx';
import { ProductStoryView } from './ProductStoryView.tsx';
import './products.css';

/** /products and /products/<code>: look a product up, then everything the vouchers say of it. */
export function ProductScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  const params: { code?: string } = useParams({ strict: false });
  const code = params.code?.trim() ?? '';
  if (!active || !isUsable(active)) {
    return <EmptyState title={t('products.title')} body={t('products.noConnection')} />;
  }
  return (
    <section className="screen product-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('products.title')}</h1>
      <p className="muted">{t('products.intro')}</p>
      <ProductLookUp key={code} initial={code} />
      {code !== '' && <ProductStory key={`${active.id}:${code}`} code={code} />}
    </section>
  );
}

function ProductStory({ code }: { code: string }) {
  const { t } = useTranslation();
  const [today] = useState(localToday);
  const query = useCallQuery('vouchers.product', { productCode: code, today });
  if (query.error) return <ErrorAlert title={t('products.loadFailed')} error={query.error.error} />;
  if (query.isPending) return <p className="muted">{t('products.loading')}</p>;
  return <ProductStoryView story={query.data} today={today} />;
}
