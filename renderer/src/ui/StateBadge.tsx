import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../../app/connections.ts';

export function StateBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-${state}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
