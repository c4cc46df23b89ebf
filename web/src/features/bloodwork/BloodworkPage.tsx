import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { BloodworkPageEntryQuery } from '../../__generated__/BloodworkPageEntryQuery.graphql';
import type { BloodworkPageQuery } from '../../__generated__/BloodworkPageQuery.graphql';
import { FullPageSpinner } from '../../shell/FullPageSpinner';
import { PageHeader } from '../../shell/PageHeader';
import { bloodworkHistoryConnectionId } from './bloodworkConnection';
import { BloodworkEntryDetail } from './BloodworkEntryDetail';
import { BloodworkHistoryList } from './BloodworkHistoryList';
import { BloodworkManualEntry } from './BloodworkManualEntry';
import { BloodworkReview } from './BloodworkReview';
import { BloodworkTrends } from './BloodworkTrends';
import { BloodworkUploadCard } from './BloodworkUploadCard';
import { useAddBloodworkMutation } from './useAddBloodworkMutation';
import { useDeleteBloodworkMutation } from './useDeleteBloodworkMutation';
import { useUploadBloodworkMutation } from './useUploadBloodworkMutation';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** Which part of the page shows, kept in the URL so Back and reload work. */
type BloodworkView = { kind: 'overview' } | { kind: 'manual' } | { kind: 'entry' | 'review' | 'edit'; id: string };

function viewFrom(params: URLSearchParams): BloodworkView {
  for (const kind of ['review', 'edit', 'entry'] as const) {
    const id = params.get(kind);
    if (id) return { kind, id };
  }
  return params.get('view') === 'manual' ? { kind: 'manual' } : { kind: 'overview' };
}

function useBloodworkNavigation() {
  const [params, setParams] = useSearchParams();
  return {
    view: viewFrom(params),
    show: (next: Record<string, string>, replace = false) => {
      setParams(next, { replace });
      window.scrollTo({ top: 0 });
    },
  };
}

function BloodworkOverview() {
  const { view, show } = useBloodworkNavigation();
  const data = useLazyLoadQuery<BloodworkPageQuery>(
    graphql`
      query BloodworkPageQuery {
        viewer {
          id
          ...BloodworkTrends_viewer
        }
        ...BloodworkHistoryList_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const connectionId = data.viewer ? bloodworkHistoryConnectionId(data.viewer.id) : '';
  const [upload, progress] = useUploadBloodworkMutation(connectionId);
  const [addBloodwork, isAdding] = useAddBloodworkMutation(connectionId);
  if (!data.viewer) return null;

  if (view.kind === 'manual') {
    return <BloodworkManualEntry onSave={addBloodwork} isSaving={isAdding} onSaved={(id) => show({ entry: id }, true)} onCancel={() => show({})} />;
  }
  return (
    <>
      <BloodworkUploadCard onUpload={upload} progress={progress} onUploaded={(id) => show({ review: id })} onManualEntry={() => show({ view: 'manual' })} />
      <BloodworkHistoryList query={data} onOpen={(id, isDraft) => show(isDraft ? { review: id } : { entry: id })} />
      <BloodworkTrends viewer={data.viewer} />
    </>
  );
}

function BloodworkEntryView({ id, kind }: { id: string; kind: 'entry' | 'review' | 'edit' }) {
  const { show } = useBloodworkNavigation();
  const data = useLazyLoadQuery<BloodworkPageEntryQuery>(
    graphql`
      query BloodworkPageEntryQuery($id: ID!) {
        viewer {
          id
          bloodworkEntry(id: $id) {
            id
            status
            ...BloodworkEntryDetail_entry
            ...BloodworkReview_entry
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const [deleteEntry, isDeleting] = useDeleteBloodworkMutation(data.viewer ? bloodworkHistoryConnectionId(data.viewer.id) : '');
  const entry = data.viewer?.bloodworkEntry;
  if (!entry) return null;
  const deleteAndLeave = async (entryId: string) => {
    await deleteEntry(entryId);
    show({}, true);
  };

  // A draft has nothing to show but its review.
  if (kind === 'entry' && entry.status !== 'draft') {
    return (
      <BloodworkEntryDetail
        entry={entry}
        onBack={() => show({})}
        onEdit={(entryId) => show({ edit: entryId })}
        onDelete={deleteAndLeave}
        isDeleting={isDeleting}
      />
    );
  }
  return (
    <BloodworkReview
      // A fresh form per entry and mode.
      key={`${kind}-${entry.id}`}
      entry={entry}
      onSaved={(entryId) => show({ entry: entryId }, true)}
      onDiscard={deleteAndLeave}
      isDiscarding={isDeleting}
      onCancel={() => show({ entry: entry.id }, true)}
    />
  );
}

export function BloodworkPage() {
  const styles = useStyles();
  const { view } = useBloodworkNavigation();
  const subtitle = view.kind === 'review' ? 'Check the values read from your report, then save them.' : 'Your lab results, over time.';
  return (
    <div className={styles.root} data-tour="bloodwork">
      <PageHeader title="Bloodwork" subtitle={subtitle} />
      <Suspense fallback={<FullPageSpinner />}>
        {view.kind === 'overview' || view.kind === 'manual' ? <BloodworkOverview /> : <BloodworkEntryView id={view.id} kind={view.kind} />}
      </Suspense>
    </div>
  );
}
