import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUsable, useConnections } from '../lib/use-connections.ts';

/** A screen that later work fills: it says honestly what will appear, and how to get connected. */
export function EmptyState(props: { title: string; body: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { active } = useConnections();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{props.title}</h1>
      <div className="card empty">
        <p>{props.body}</p>
        {!isUsable(active) && (
          <p className="empty-connect">
            <span className="muted">
              {active
                ? t('empty.notUsable', { name: active.name, state: t(`state.${active.state}`) })
                : t('empty.notConnected')}
            </span>{' '}
            <Link to="/connect" className="link-button">
              {t('empty.goConnect')}
            </Link>
          </p>
        )}
      </div>
      {props.children}
    </section>
  );
}
