import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { MacroPreview_query$key } from '../../__generated__/MacroPreview_query.graphql';
import type { MacroPreviewRefetchQuery } from '../../__generated__/MacroPreviewRefetchQuery.graphql';
import type { ProfileInput } from '../../__generated__/useUpdateProfileMutation.graphql';

const PREVIEW_DEBOUNCE_MS = 350;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    transition: 'opacity 150ms',
  },
  pending: { opacity: 0.7 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  cell: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  delta: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

interface Targets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

interface MacroPreviewProps {
  query: MacroPreview_query$key;
  /** The profile as currently edited; targets are recomputed by the server as if saved. */
  preview: ProfileInput;
  saved: Targets;
}

function signed(delta: number, unit: string): string {
  if (delta === 0) return 'no change';
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta).toLocaleString('en-US')} ${unit}`;
}

/** Live targets for the edited profile, from `nutritionTargets(preview:)`. */
export function MacroPreview({ query, preview, saved }: MacroPreviewProps) {
  const styles = useStyles();
  const [isPending, startTransition] = useTransition();
  const [data, refetch] = useRefetchableFragment<MacroPreviewRefetchQuery, MacroPreview_query$key>(
    graphql`
      fragment MacroPreview_query on Query @refetchable(queryName: "MacroPreviewRefetchQuery") @argumentDefinitions(preview: { type: "ProfileInput" }) {
        viewer {
          nutritionTargets(preview: $preview) {
            calories
            protein
            carbs
            fat
          }
        }
      }
    `,
    query,
  );

  const previewKey = JSON.stringify(preview);
  const lastRequested = useRef<string | null>(null);
  useEffect(() => {
    if (lastRequested.current === null) {
      lastRequested.current = previewKey;
      return;
    }
    if (lastRequested.current === previewKey) return;
    const timer = window.setTimeout(() => {
      lastRequested.current = previewKey;
      startTransition(() => {
        refetch({ preview: JSON.parse(previewKey) as ProfileInput }, { fetchPolicy: 'store-or-network' });
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [previewKey, refetch]);

  const targets = data.viewer?.nutritionTargets ?? saved;
  const cells = [
    { label: 'Calories', value: targets.calories.toLocaleString('en-US'), unit: 'kcal', delta: targets.calories - saved.calories },
    { label: 'Protein', value: `${targets.protein} g`, unit: 'g', delta: targets.protein - saved.protein },
    { label: 'Carbs', value: `${targets.carbs} g`, unit: 'g', delta: targets.carbs - saved.carbs },
    { label: 'Fat', value: `${targets.fat} g`, unit: 'g', delta: targets.fat - saved.fat },
  ];

  return (
    <section className={mergeClasses(styles.root, isPending && styles.pending)} aria-labelledby="macro-preview-title" aria-busy={isPending}>
      <div className={styles.header}>
        <h3 id="macro-preview-title" className={styles.title}>
          Your daily targets with these settings
        </h3>
        {isPending && <Spinner size="extra-tiny" aria-label="Updating the preview" />}
      </div>
      <div className={styles.grid} aria-live="polite">
        {cells.map(({ label, value, unit, delta }) => (
          <div key={label} className={styles.cell}>
            <span className={styles.value}>{value}</span>
            <span className={styles.label}>{label}</span>
            <span className={styles.delta}>{signed(delta, unit)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
