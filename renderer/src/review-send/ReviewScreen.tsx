import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import { DEFAULT_AT_RISK_CHOICE, type AtRiskChoice } from '../../../app/imports/at-risk.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { DEFAULT_UNCHANGED_CHOICE, type UnchangedChoice } from '../../../app/imports/unchanged.ts';
import { useCatalogStore } from '../drafts/use-catalog-store.ts';
import { flushCoreWrites } from '../drafts/core-windows.ts';
import { useCallMutation } from '../lib/queries.ts';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { PermissionNotice } from '../ui/PermissionNotice.tsx';
import { PlanView } from './PlanView.tsx';
import type { PlanGrid } from './plan-summary.ts';
import { usePreview, useUnfinished } from './use-send.ts';
import './review-send.css';
import { SendTitleRow } from './SendTitleRow.tsx';
import { UnknownCodesList } from './UnknownCodesList.tsx';
import { CoreUnknownCodesList } from './CoreUnknownCodesList.tsx';
import { useCoreRowCodes } from './use-core-row-codes.ts';

/** /send: the plan of the active connection's drafts, and the button that sends it. */
export function ReviewScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  if (active === null) return <EmptyState title={t('send.title')} body={t('send.noConnection')} />;
  return <ReviewOf key={active.id} profile={active} />;
}

/** What the review reads of the drafts: from the page's catalog store, or the core's calls. */
interface ReviewDrafts {
  /** The code of a row the plan names; absent: asked of the core (catalog.rowCodes). */
  codeOf?: (grid: PlanGrid, draftId: string) => string;
  /** Settles once every edit typed is saved (main then plans and sends them). */
  flush: () => Promise<void>;
  unknownCodes: ReactNode;
}

function ReviewOf({ profile }: { profile: ProfileView }) {
  const [store, snap] = useCatalogStore(profile.id);
  // Core mode (issue 28): the page holds no drafts; the core answers what the review reads.
  const drafts: ReviewDrafts =
    snap.status === 'core'
      ? {
          flush: () => Promise.all([store.flush(), flushCoreWrites()]).then(() => undefined),
          unknownCodes: <CoreUnknownCodesList profileId={profile.id} />,
        }
      : {
          codeOf: (grid: PlanGrid, draftId: string): string => {
            const entry = snap.data[grid].find((e) => e.id === draftId);
            if (entry === undefined) return '';
            return 'code' in entry.row ? entry.row.code : entry.row.product_code;
          },
          flush: () => store.flush(),
          unknownCodes: snap.status === 'ready' && (
            <UnknownCodesList profileId={profile.id} store={store} data={snap.data} />
          ),
        };
  return <Review profile={profile} drafts={drafts} />;
}

function Review({ profile, drafts }: { profile: ProfileView; drafts: ReviewDrafts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [atRisk, setAtRisk] = useState<AtRiskChoice>(DEFAULT_AT_RISK_CHOICE);
  const [unchanged, setUnchanged] = useState<UnchangedChoice>(DEFAULT_UNCHANGED_CHOICE);
  const preview = usePreview(profile.id, atRisk, unchanged);
  const unfinished = useUnfinished(profile.id);
  const start = useCallMutation('imports.start');
  const open: ImportProgress | undefined = unfinished.data?.imports[0];
  const [stopAtRefusal, setStopAtRefusal] = useState(false);

  const coreCodeOf = useCoreRowCodes(
    profile.id,
    drafts.codeOf === undefined ? preview.data?.leftOut : undefined,
  );
  const codeOf = drafts.codeOf ?? coreCodeOf;
  const send = async () => {
    await drafts.flush();
    const { importId } = await start.mutateAsync({
      profileId: profile.id,
      stopAtRefusal,
      atRisk,
      unchanged,
    });
    await navigate({ to: '/send/$importId', params: { importId } });
  };

  return (
    <section className="screen send-screen" aria-labelledby="screen-title">
      <SendTitleRow title={t('send.title')} />
      <PermissionNotice profile={profile} needs={['kikan_masters_write', 'kikan_products_write']} />
      {open !== undefined && (
        <div className="card send-notice" role="note">
          <p>
            {t(
              open.state === 'interrupted'
                ? 'send.unfinished.interrupted'
                : 'send.unfinished.running',
            )}
          </p>
          <Link
            to="/send/$importId"
            params={{ importId: open.importId }}
            className="button small primary"
          >
            {t('send.unfinished.open')}
          </Link>
        </div>
      )}
      {preview.isPending && (
        <p aria-busy="true" className="muted">
          {t('send.planning')}
        </p>
      )}
      {preview.error && <ErrorAlert title={t('send.previewFailed')} error={preview.error.error} />}
      {start.error && <ErrorAlert title={t('send.startFailed')} error={start.error.error} />}
      {drafts.unknownCodes}
      {preview.data && (
        <PlanView
          profileId={profile.id}
          preview={preview.data}
          codeOf={codeOf}
          canSend={open === undefined && isUsable(profile) && !start.isPending}
          sending={start.isPending}
          stopAtRefusal={stopAtRefusal}
          onStopAtRefusal={setStopAtRefusal}
          atRiskChoice={atRisk}
          onAtRiskChoice={setAtRisk}
          unchangedChoice={unchanged}
          onUnchangedChoice={setUnchanged}
          replanning={preview.isPlaceholderData}
          onSend={() => {
            send().catch(() => undefined); // the mutation's error is shown above
          }}
        />
      )}
    </section>
  );
}
