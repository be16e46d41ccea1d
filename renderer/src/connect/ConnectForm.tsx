import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import type { AppError } from '../../../app/errors.ts';
import { KikanError } from '../lib/bridge-client.ts';
import { useCallMutation } from '../lib/queries.ts';
import { CredentialFields } from './CredentialFields.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { ChoiceGroup } from '../ui/ChoiceGroup.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { TextField } from '../ui/TextField.tsx';
import {
  createConnectFormSchema,
  emptyForm,
  formFieldOfPath,
  formForProfile,
  type ConnectFormInput,
  type ConnectFormValues,
} from './form-schema.ts';

interface Props {
  /** Reconnecting this saved profile; null for a new connection. */
  target: ProfileView | null;
  onConnected: (profile: ProfileView) => void;
  onNewInstead: () => void;
}

export function ConnectForm({ target, onConnected, onNewInstead }: Props) {
  const { t } = useTranslation();
  // Messages are built into the schema; t changes with the language, and so does the schema.
  const schema = useMemo(() => createConnectFormSchema(t), [t]);
  const form = useForm<ConnectFormInput, unknown, ConnectFormValues>({
    resolver: zodResolver(schema),
    defaultValues: target ? formForProfile(target) : emptyForm(),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const [formError, setFormError] = useState<AppError | null>(null);
  const withToken = useCallMutation('connections.connectWithToken');
  const withSecret = useCallMutation('connections.connectWithSecret');

  const submit = async (values: ConnectFormValues) => {
    setFormError(null);
    const profile = {
      name: values.name,
      hostKind: values.hostKind,
      baseUrl: values.baseUrl,
      voucherPrefix: values.voucherPrefix,
      secretTransport: values.secretTransport,
    };
    const profileId = target ? { profileId: target.id } : {};
    try {
      const view =
        values.method === 'token'
          ? await withToken.mutateAsync({ profile, ...profileId, token: values.token.trim() })
          : await withSecret.mutateAsync({
              profile,
              ...profileId,
              clientId: values.clientId.trim(),
              clientSecret: values.clientSecret.trim(),
              scope: values.scope,
              rememberSecret: values.rememberSecret,
            });
      // Only after success does the form (with its secrets) start over.
      reset(emptyForm());
      onConnected(view);
    } catch (caught) {
      const error: AppError =
        caught instanceof KikanError
          ? caught.error
          : { kind: 'internal', message: t('error.internal') };
      if (error.kind === 'invalid_input' && error.fields.length > 0) {
        let placed = false;
        for (const issue of error.fields) {
          const field = formFieldOfPath(issue.path);
          if (!field) continue;
          placed = true;
          setError(field, { type: 'server', message: issue.message });
        }
        if (placed) return;
      }
      setFormError(error);
    }
  };

  return (
    <form
      className="card connect-form"
      noValidate
      aria-labelledby="connect-title"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <div className="form-head">
        <h2 id="connect-title">
          {target ? t('connect.reconnectTitle', { name: target.name }) : t('connect.title')}
        </h2>
        <p className="muted">{target ? t('connect.reconnectIntro') : t('connect.intro')}</p>
        {target && (
          <button type="button" className="link-button" onClick={onNewInstead}>
            {t('connect.newInstead')}
          </button>
        )}
      </div>

      <fieldset className="section">
        <legend>{t('connect.profileLegend')}</legend>
        <TextField
          id="connect-name"
          label={t('connect.name')}
          registration={register('name')}
          error={fieldErrorText(t, 'name', errors.name)}
        />
        <ChoiceGroup
          legend={t('connect.hostKind')}
          registration={register('hostKind')}
          options={(['production', 'development', 'custom'] as const).map((kind) => ({
            value: kind,
            label: t(`hostKind.${kind}`),
          }))}
        />
        <TextField
          id="connect-base-url"
          label={t('connect.baseUrl')}
          type="url"
          placeholder="https://"
          hint={t('connect.baseUrlHint')}
          registration={register('baseUrl')}
          error={fieldErrorText(t, 'baseUrl', errors.baseUrl)}
        />
        <TextField
          id="connect-voucher-prefix"
          label={t('connect.voucherPrefix')}
          placeholder="/v1"
          hint={t('connect.voucherPrefixHint')}
          registration={register('voucherPrefix')}
          error={fieldErrorText(t, 'voucherPrefix', errors.voucherPrefix)}
        />
      </fieldset>

      <div className="section">
        <CredentialFields form={form} />
      </div>

      {formError && <ErrorAlert title={t('connect.failed')} error={formError} />}

      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('connect.submitting') : t('connect.submit')}
        </button>
      </div>
    </form>
  );
}
