import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';

const useStyles = makeStyles({ surface: { width: 'min(440px, calc(100vw - 32px))' } });

interface SaveMealDialogProps {
  title: string;
  defaultName: string;
  isSaving: boolean;
  onClose(): void;
  onSave(name: string): void;
}

/** Names a logged meal before it goes to My Foods. */
export function SaveMealDialog({ title, defaultName, isSaving, onClose, onSave }: SaveMealDialogProps) {
  const styles = useStyles();
  const [name, setName] = useState(defaultName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name.trim() || defaultName);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label="Name" hint="How it will appear in My Foods.">
                <Input value={name} onChange={(_, data) => setName(data.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={isSaving}>
                Save to My Foods
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
