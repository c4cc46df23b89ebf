import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { DiamondRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';

const useStyles = makeStyles({
  surface: { width: 'min(440px, calc(100vw - 32px))' },
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/** What photo logging is and that it comes with Pro, for free users who tap the camera button. */
export function PhotoProExplainer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Photo logging is a Pro feature</DialogTitle>
          <DialogContent>
            Take a picture of your plate and Nutri's AI recognises the foods and estimates the portions, so you can log a meal in one tap. It needs a
            vision-capable AI model, which comes with Pro.
            <ul className={styles.list}>
              <li>Unlimited AI usage</li>
              <li>Photo and voice logging</li>
              <li>Bloodwork analysis and advanced analytics</li>
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            <Button
              appearance="primary"
              icon={<DiamondRegular />}
              onClick={() => {
                onOpenChange(false);
                void navigate('/upgrade');
              }}
            >
              Upgrade to Pro
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
