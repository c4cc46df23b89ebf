import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Camera24Regular, DiamondRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOpenAssistant } from '../../shell/AssistantLauncherContext';
import { BOTTOM_NAVIGATION_HEIGHT } from '../../shell/BottomNavigation';
import { useAuth } from '../auth/useAuth';

const useStyles = makeStyles({
  fab: {
    position: 'fixed',
    right: '24px',
    bottom: '24px',
    zIndex: 8,
    width: '56px',
    height: '56px',
    minWidth: '56px',
    boxShadow: tokens.shadow16,
    '@media (max-width: 1023px)': { bottom: `calc(${BOTTOM_NAVIGATION_HEIGHT + 16}px + env(safe-area-inset-bottom))`, right: '16px' },
  },
  surface: { width: 'min(440px, calc(100vw - 32px))' },
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/** The food log's floating camera button: photo logging is a Pro feature (spec section 2). */
export function PhotoLogButton() {
  const styles = useStyles();
  const navigate = useNavigate();
  const openAssistant = useOpenAssistant();
  const { user } = useAuth();
  const [isExplainerOpen, setExplainerOpen] = useState(false);
  const isPro = user?.tier === 'pro';

  return (
    <>
      <Tooltip content="Log a meal from a photo" relationship="label">
        <Button
          className={styles.fab}
          appearance="primary"
          shape="circular"
          icon={<Camera24Regular />}
          onClick={() => (isPro ? openAssistant() : setExplainerOpen(true))}
          data-tour="food-entry"
        />
      </Tooltip>
      <Dialog open={isExplainerOpen} onOpenChange={(_, data) => setExplainerOpen(data.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>Photo logging is a Pro feature</DialogTitle>
            <DialogContent>
              Take a picture of your plate and Nutri's AI recognises the foods and estimates the portions, so you can
              log a meal in one tap. It needs a vision-capable AI model, which comes with Pro.
              <ul className={styles.list}>
                <li>Unlimited AI usage</li>
                <li>Photo and voice logging</li>
                <li>Bloodwork analysis and advanced analytics</li>
              </ul>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setExplainerOpen(false)}>
                Not now
              </Button>
              <Button
                appearance="primary"
                icon={<DiamondRegular />}
                onClick={() => {
                  setExplainerOpen(false);
                  void navigate('/upgrade');
                }}
              >
                Upgrade to Pro
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
