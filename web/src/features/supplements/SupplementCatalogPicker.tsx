import { Button, Combobox, Field, Input, makeStyles, MessageBar, MessageBarBody, Option, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { formatAmount } from './formatAmount';
import { useSupplementCatalogSearch, type SupplementProduct } from './useSupplementCatalogSearch';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  product: { flex: '1 1 260px', minWidth: 0 },
  quantity: { width: '120px' },
  optionMeta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  listbox: { maxHeight: '320px' },
});

export interface CatalogDose {
  product: string;
  quantity: number;
}

function strengthText(product: SupplementProduct): string {
  if (!product.strength) return product.form;
  const { amount, unit, of } = product.strength;
  return `${formatAmount(amount)} ${unit}${of ? ` of ${of}` : ''} per ${product.form}`;
}

/** A searchable catalog picker: each product shows its strength; the dose defaults to the typical one. */
export function SupplementCatalogPicker({ onLog, isLogging }: { onLog(dose: CatalogDose): Promise<string>; isLogging: boolean }) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<SupplementProduct | null>(null);
  const [quantity, setQuantity] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [result, setResult] = useState<{ intent: 'success' | 'error'; message: string } | null>(null);
  const { products, isLoading } = useSupplementCatalogSearch(selected && search === selected.name ? '' : search);
  const parsedQuantity = Number(quantity);
  const isQuantityValid = quantity.trim() !== '' && Number.isFinite(parsedQuantity) && parsedQuantity > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !isQuantityValid) return;
    try {
      const name = await onLog({ product: selected.key, quantity: parsedQuantity });
      setResult({ intent: 'success', message: `Logged ${name}.` });
    } catch (error) {
      setResult({ intent: 'error', message: toRequestError(error).message });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Log a supplement from the catalog">
      <div className={styles.row}>
        <Field className={styles.product} label="Supplement">
          <Combobox
            freeform
            placeholder="Search the catalog, e.g. magnesium"
            value={search}
            selectedOptions={selected ? [selected.key] : []}
            listbox={{ className: styles.listbox }}
            open={isOpen}
            onOpenChange={(_, data) => setOpen(data.open)}
            onChange={(event) => {
              setSearch(event.target.value);
              setOpen(true);
              setSelected(null);
              setResult(null);
            }}
            onOptionSelect={(_, data) => {
              const product = products.find((candidate) => candidate.key === data.optionValue);
              if (!product) return;
              setSelected(product);
              setOpen(false);
              setSearch(product.name);
              setQuantity(String(product.typicalDose));
              setResult(null);
            }}
          >
            {isLoading && products.length === 0 ? (
              <Option disabled value="" text="Searching…">
                Searching…
              </Option>
            ) : products.length === 0 ? (
              <Option disabled value="" text="No matching supplements">
                No matching supplements
              </Option>
            ) : (
              products.map((product) => (
                <Option key={product.key} value={product.key} text={product.name}>
                  <div>
                    <div>{product.name}</div>
                    <div className={styles.optionMeta}>{strengthText(product)}</div>
                  </div>
                </Option>
              ))
            )}
          </Combobox>
        </Field>
        <Field
          className={styles.quantity}
          label={selected ? `Amount (${selected.form}s)` : 'Amount'}
          validationMessage={quantity !== '' && !isQuantityValid ? 'Enter a number above 0' : undefined}
        >
          <Input type="number" min={0} step="any" inputMode="decimal" value={quantity} onChange={(_, data) => setQuantity(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={!selected || !isQuantityValid || isLogging} icon={isLogging ? <Spinner size="tiny" /> : undefined}>
          {isLogging ? 'Logging…' : 'Log'}
        </Button>
      </div>
      {selected && <div className={styles.optionMeta}>{strengthText(selected)}</div>}
      <div aria-live="polite">
        {result && (
          <MessageBar intent={result.intent}>
            <MessageBarBody>{result.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </form>
  );
}
