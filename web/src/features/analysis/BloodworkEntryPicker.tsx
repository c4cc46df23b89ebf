import { Field, Select } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { BloodworkEntryPicker_viewer$key } from '../../__generated__/BloodworkEntryPicker_viewer.graphql';
import { AppLink } from '../../shell/AppLink';
import { formatDate } from './analysisLabels';

const entriesFragment = graphql`
  fragment BloodworkEntryPicker_viewer on Viewer {
    bloodworkEntries(first: 50, status: confirmed) {
      edges {
        node {
          id
          date
          labValues {
            flag
          }
        }
      }
    }
  }
`;

interface BloodworkEntryPickerProps {
  viewer: BloodworkEntryPicker_viewer$key;
  value: string;
  onChange: (entryId: string) => void;
  disabled?: boolean;
}

export function useBloodworkEntryIds(viewer: BloodworkEntryPicker_viewer$key): string[] {
  return useFragment(entriesFragment, viewer).bloodworkEntries.edges.map((edge) => edge.node.id);
}

/** Picks one of the viewer’s confirmed bloodwork entries (newest first); drafts wait for their review. */
export function BloodworkEntryPicker({ viewer, value, onChange, disabled }: BloodworkEntryPickerProps) {
  const entries = useFragment(entriesFragment, viewer).bloodworkEntries.edges.map((edge) => edge.node);
  if (entries.length === 0) {
    return (
      <Field label="Bloodwork entry" validationState="warning" validationMessage="Add a bloodwork entry first.">
        <AppLink to="/bloodwork">Go to Bloodwork</AppLink>
      </Field>
    );
  }
  return (
    <Field label="Bloodwork entry">
      <Select value={value} onChange={(_, data) => onChange(data.value)} disabled={disabled}>
        {entries.map((entry) => {
          const flagged = entry.labValues.filter((lab) => lab.flag === 'high' || lab.flag === 'low').length;
          return (
            <option key={entry.id} value={entry.id}>
              {formatDate(entry.date)} · {entry.labValues.length} values{flagged > 0 ? `, ${flagged} out of range` : ''}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}
