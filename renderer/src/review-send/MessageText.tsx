import { useTranslation } from 'react-i18next';
import type { MessageKind } from './message-kinds.ts';

/** A pipeline message in the UI's language, with the original text as its detail. */
export function MessageText({ kind, text }: { kind: MessageKind; text: string }) {
  const { t } = useTranslation();
  let words: string;
  switch (kind.kind) {
    case 'forbidden':
      words =
        kind.permission === null
          ? t('send.message.forbiddenUnknown')
          : t('send.message.forbidden', { permission: kind.permission });
      break;
    case 'dependsOnRefused':
      words = t('send.message.dependsOnRefused', { request: kind.request });
      break;
    case 'refused':
      words =
        kind.status === null
          ? t('send.message.refusedNoStatus')
          : t('send.message.refused', { status: kind.status });
      break;
    case 'isolating':
      words = t(`send.progress.isolating_${kind.how}`, { request: kind.request, rows: kind.rows });
      break;
    case 'waitingForMaster':
      words = t('send.message.waitingForMaster', { masters: kind.masters });
      break;
    case 'other':
      words = text;
      break;
    default:
      words = t(`send.message.${kind.kind}`);
  }
  const internal = kind.kind === 'conflict';
  return (
    <div
      className={`alert ${internal || kind.kind === 'forbidden' ? 'alert-error' : 'send-message'}`}
      data-message-kind={kind.kind}
    >
      <p>{words}</p>
      {words !== text && (
        <details className="send-details" open={internal}>
          <summary>{t('send.message.details')}</summary>
          <p className="alert-detail">{text}</p>
        </details>
      )}
    </div>
  );
}
