import { useNavigate, useParams } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../lib/queries.ts';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { localToday } from '../lib/local-today.ts';
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
      <LookUp key={code} initial={code} />
      {code !== '' && <ProductStory key={`${active.id}:${code}`} code={code} />}
    </section>
  );
}

function LookUp({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (code === '') {
      setError(t('products.codeRequired'));
      return;
    }
    setError(null);
    void navigate({ to: '/products/$code', params: { code } });
  };
  return (
    <form className="product-lookup" role="search" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="product-code">{t('products.codeLabel')}</label>
        <input
          id="product-code"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={typed}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : 'product-code-error'}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        {error !== null && (
          <p className="field-error" id="product-code-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button">
        {t('products.show')}
      </button>
    </form>
  );
}

function ProductStory({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useCallQuery('vouchers.product', { productCode: code, today: localToday() });
  if (query.error) return <ErrorAlert title={t('products.loadFailed')} error={query.error.error} />;
  if (query.isPending) return <p className="muted">{t('products.loading')}</p>;
  return <ProductStoryView story={query.data} />;
}
