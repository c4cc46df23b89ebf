import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { historyConnectionIds, type AnalysisKind } from './analysisConnections';
import { useDeleteAnalysisMutation } from './useDeleteAnalysisMutation';

const useStyles = makeStyles({
  surface: { width: 'min(420px, calc(100vw - 24px))', boxSizing: 'border-box' },
});

interface DeleteAnalysisButtonProps {
  analysisId: string;
  viewerId: string;
  kind: AnalysisKind;
  onDeleted: () => void;
}

/** Deletes an analysis after a confirmation. */
export function DeleteAnalysisButton({ analysisId, viewerId, kind, onDeleted }: DeleteAnalysisButtonProps) {
  const styles = useStyles();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, isDeleting] = useDeleteAnalysisMutation();

  const close = () => {
    if (isDeleting) return;
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    try {
      await remove(analysisId, historyConnectionIds(viewerId, kind));
      setOpen(false);
      onDeleted();
    } catch (requestError) {
      setError(toRequestError(requestError).message);
    }
  };

  return (
    <>
      <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Dialog open={isOpen} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>Delete this analysis?</DialogTitle>
            <DialogContent>
              <Text>It will be removed from your history. Your food logs and bloodwork stay as they are.</Text>
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={isDeleting}>
                Cancel
              </Button>
              <Button appearance="primary" onClick={() => void confirm()} disabled={isDeleting}>
                {isDeleting ? 'Deleting…' : 'Delete'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
