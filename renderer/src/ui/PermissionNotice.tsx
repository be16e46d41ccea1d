import { useTranslation } from 'react-i18next';
import { permissionAnswer, type ProfileView } from '../../../app/connections.ts';
import type { Permission } from '../../../app/permissions.ts';

/** Says which permissions the active connection lacks for what this screen offers. */
export function PermissionNotice(props: { profile: ProfileView; needs: readonly Permission[] }) {
  const { t } = useTranslation();
  const missing = props.needs.filter((p) => permissionAnswer(props.profile, p) === 'denied');
  if (missing.length === 0) return null;
  return (
    <div className="card permission-notice" role="note">
      <p>{t('permissions.missing', { name: props.profile.name })}</p>
      <ul className="permission-list denied">
        {missing.map((permission) => (
          <li key={permission}>
            <code>{permission}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
