import { Field, Text } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ModelPicker_models$key } from '../../__generated__/ModelPicker_models.graphql';
import { availabilityNote } from './modelAvailability';

// The dropdown (popover, positioning, focus management) loads after the page is drawn.
const ModelDropdown = lazy(() => import('./ModelDropdown').then((module) => ({ default: module.ModelDropdown })));

const modelsFragment = graphql`
  fragment ModelPicker_models on AIModel @relay(plural: true) {
    id
    label
    isAllowed
    isDefault
    tier
    provider
  }
`;

interface ModelPickerProps {
  models: ModelPicker_models$key;
  value: string;
  onChange: (modelId: string) => void;
  label?: string;
  disabled?: boolean;
  /** Model ids left out (a second opinion needs a different model). */
  exclude?: string[];
}

/**
 * A model picker with Pro locks; models the user may not use are disabled. The server lists only the models it can
 * run, so with no AI provider configured the built-in engine is the one choice, shown as plain text.
 */
export function ModelPicker({ models, value, onChange, label = 'AI model', disabled, exclude = [] }: ModelPickerProps) {
  const data = useFragment(modelsFragment, models).filter((model) => !exclude.includes(model.id));
  const selected = data.find((model) => model.id === value);
  if (data.length === 1 && selected) {
    return (
      <Field label={label} hint={availabilityNote(selected)}>
        <Text weight="semibold">{selected.label}</Text>
      </Field>
    );
  }
  return (
    <Field label={label} hint={selected ? availabilityNote(selected) : undefined}>
      <Suspense fallback={<Text weight="semibold">{selected?.label ?? 'Choose a model'}</Text>}>
        <ModelDropdown models={data} selected={selected} onChange={onChange} disabled={disabled} />
      </Suspense>
    </Field>
  );
}
