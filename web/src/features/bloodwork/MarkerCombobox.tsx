import { Combobox, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { searchMarkers, type BloodworkMarker } from './useMarkerCatalog';

const useStyles = makeStyles({
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  listbox: { maxHeight: '300px' },
});

interface MarkerComboboxProps {
  markers: ReadonlyArray<BloodworkMarker>;
  /** The chosen marker key, or '' for none. */
  value: string;
  onChange(marker: BloodworkMarker | null): void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}

/** Marker autocomplete over the catalog (names and the aliases labs print). */
export function MarkerCombobox({ markers, value, onChange, placeholder = 'Search markers, e.g. LDL', ...aria }: MarkerComboboxProps) {
  const styles = useStyles();
  const selected = markers.find((marker) => marker.key === value) ?? null;
  const [text, setText] = useState<string | null>(null);
  // Typing opens the list (also when the text arrives in one go, as from paste or autofill).
  const [isOpen, setOpen] = useState(false);
  const shownText = text ?? selected?.name ?? '';
  const matches = useMemo(() => searchMarkers(markers, text ?? ''), [markers, text]);

  return (
    <Combobox
      freeform
      {...aria}
      placeholder={placeholder}
      value={shownText}
      selectedOptions={selected ? [selected.key] : []}
      listbox={{ className: styles.listbox }}
      open={isOpen}
      onOpenChange={(_, data) => setOpen(data.open)}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
        if (selected) onChange(null);
      }}
      onOptionSelect={(_, data) => {
        const marker = markers.find((candidate) => candidate.key === data.optionValue) ?? null;
        if (!marker) return;
        setText(null);
        setOpen(false);
        onChange(marker);
      }}
    >
      {matches.length === 0 ? (
        <Option disabled value="" text="No matching markers">
          No matching markers
        </Option>
      ) : (
        matches.map((marker) => (
          <Option key={marker.key} value={marker.key} text={marker.name}>
            <div>
              <div>{marker.name}</div>
              <div className={styles.meta}>
                {marker.category} · {marker.unit}
              </div>
            </div>
          </Option>
        ))
      )}
    </Combobox>
  );
}
