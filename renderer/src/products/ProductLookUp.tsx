import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSuggestOutput } from '../../../app/resources/product-suggest.ts';
import { useCallQuery } from '../lib/queries.ts';
import { useDebounced } from '../lib/use-debounced.ts';

// The Products screen's look-up: a combobox (ARIA 1.2, list autocomplete) that suggests products
// as the user types, from the cached vouchers and the catalog (`products.suggest`, ranked by the
// core). ArrowDown/ArrowUp move through the suggestions, Enter opens the one marked (or the code
// as typed), Escape closes the list. The input is a plain text field, styled as every other.

/** Typing pauses this long before the core is asked. */
const SETTLE_MS = 120;

export function ProductLookUp({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const asked = useDebounced(typed.trim(), SETTLE_MS);
  const query = useCallQuery(
    'products.suggest',
    // '' too, from the start: the core reads the cached codes before the first keystroke.
    { text: open ? asked : '' },
  );
  // The last answer stays on screen while the next one is read, so the list does not flicker
  // (kept as state from the render that saw it arrive: React's "value from a previous render").
  const [shown, setShown] = useState<ProductSuggestOutput | null>(null);
  if (query.data !== undefined && query.data !== shown) setShown(query.data);
  const items = open && typed.trim() !== '' ? (shown?.suggestions ?? []) : [];
  const expanded = items.length > 0;
  const optionId = (index: number) => `${listId}-option-${String(index)}`;

  const go = (code: string) => {
    setOpen(false);
    setActive(-1);
    setTyped(code);
    void navigate({ to: '/products/$code', params: { code } });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const picked = expanded && active >= 0 ? items[active] : undefined;
    if (picked !== undefined) {
      go(picked.code);
      return;
    }
    const code = typed.trim();
    if (code === '') {
      setError(t('products.codeRequired'));
      return;
    }
    setError(null);
    go(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (items.length === 0) return;
      const last = items.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const describedBy = [error === null ? null : 'product-code-error', `${listId}-status`]
    .filter((id) => id !== null)
    .join(' ');
  const status =
    !open || asked === '' || shown === null
      ? ''
      : t('products.suggestCount', { count: shown.matched });

  return (
    <form className="product-lookup" role="search" onSubmit={submit} noValidate>
      <div className="field product-combobox">
        <label htmlFor="product-code">{t('products.codeLabel')}</label>
        <input
          id="product-code"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t('products.codePlaceholder')}
          value={typed}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={describedBy}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
          }}
        />
        <ul
          id={listId}
          role="listbox"
          className="product-suggestions"
          aria-label={t('products.suggestions')}
          hidden={!expanded}
          data-testid="product-suggestions"
        >
          {items.map((item, index) => (
            <li
              key={item.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              // mousedown, not click: the input keeps its focus (a blur would close the list first).
              onMouseDown={(event) => {
                event.preventDefault();
                go(item.code);
              }}
              onMouseMove={() => {
                if (active !== index) setActive(index);
              }}
            >
              <code className="suggestion-code">{item.code}</code>
              {item.name !== '' && <span className="suggestion-name">{item.name}</span>}
              <span className="suggestion-sources">
                {item.sources.map((source) => t(`products.source.${source}`)).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" id={`${listId}-status`} role="status">
          {status}
        </p>
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
