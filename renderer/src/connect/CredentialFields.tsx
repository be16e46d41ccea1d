import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { PERMISSIONS } from '../../../app/permissions.ts';
import { ChoiceGroup } from '../ui/ChoiceGroup.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ConnectFormInput, ConnectFormValues } from './form-schema.ts';

type Form = UseFormReturn<ConnectFormInput, unknown, ConnectFormValues>;

/** The two ways to connect. Switching keeps what was typed in the other one. */
export function CredentialFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { register, formState, watch } = form;
  const method = watch('method');
  const errors = formState.errors;

  return (
    <>
      <ChoiceGroup
        legend={t('connect.methodLegend')}
        registration={register('method')}
        options={[
          { value: 'token', label: t('connect.methodToken') },
          { value: 'secret', label: t('connect.methodSecret') },
        ]}
      />
      {method === 'token' ? (
        <TextField
          id="connect-token"
          label={t('connect.token')}
          type="password"
          hint={t('connect.tokenHint')}
          registration={register('token')}
          error={fieldErrorText(t, 'token', errors.token)}
        />
      ) : (
        <div className="credential-secret">
          <div className="field-row">
            <TextField
              id="connect-client-id"
              label={t('connect.clientId')}
              registration={register('clientId')}
              error={fieldErrorText(t, 'clientId', errors.clientId)}
            />
            <TextField
              id="connect-client-secret"
              label={t('connect.clientSecret')}
              type="password"
              registration={register('clientSecret')}
              error={fieldErrorText(t, 'clientSecret', errors.clientSecret)}
            />
          </div>
          <fieldset className="scope-group">
            <legend>{t('connect.scopeLegend')}</legend>
            <p className="field-hint">{t('connect.scopeHint')}</p>
            <div className="scope-grid">
              {PERMISSIONS.map((permission) => (
                <label key={permission} className="check">
                  <input type="checkbox" value={permission} {...register('scope')} />
                  <span>
                    {t(`permission.${permission}`)}
                    <code className="permission-code">{permission}</code>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="check">
            <input type="checkbox" {...register('rememberSecret')} />
            <span>{t('connect.rememberSecret')}</span>
          </label>
          <ChoiceGroup
            legend={t('connect.transportLegend')}
            registration={register('secretTransport')}
            options={[
              { value: 'body', label: t('connect.transportBody') },
              { value: 'basic', label: t('connect.transportBasic') },
            ]}
          />
        </div>
      )}
    </>
  );
}
