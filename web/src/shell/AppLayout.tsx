import { makeStyles, mergeClasses, tokens, useFocusFinders } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AssistantLauncherContext, type AssistantRequest } from './AssistantLauncherContext';
import { RelayProvider } from '../relay/RelayProvider';
import { BillingNoticeBar } from '../features/billing/BillingNoticeBar';
import { TourProvider } from '../features/tour/TourProvider';
import { BottomNavigation, BOTTOM_NAVIGATION_HEIGHT } from './BottomNavigation';
import { DayNavigationProvider } from './dayNavigation/DayNavigationProvider';
import { FullPageSpinner } from './FullPageSpinner';
import { PageErrorBoundary } from './RouteErrorBoundary';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { TopBar } from './TopBar';
import { useIsIdle } from './useIsIdle';
import { useMediaQuery, WIDE_SCREEN_QUERY } from './useMediaQuery';

// Overlays load when first opened, so the dashboard's first load carries none of them.
const NavigationDrawer = lazy(() => import('./NavigationDrawer').then(({ NavigationDrawer }) => ({ default: NavigationDrawer })));
const ShellOverlays = lazy(() => import('./ShellOverlays').then(({ ShellOverlays }) => ({ default: ShellOverlays })));
const AssistantDialog = lazy(() => import('../features/assistant/AssistantDialog').then(({ AssistantDialog }) => ({ default: AssistantDialog })));

/** Spec section 9: content is at most 1200 px wide. */
export const CONTENT_MAX_WIDTH = 1200;

const useStyles = makeStyles({
  skipLink: {
    position: 'absolute',
    left: '-9999px',
    top: tokens.spacingVerticalS,
    zIndex: 100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { left: tokens.spacingHorizontalS },
  },
  column: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  columnBesideSidebar: { marginLeft: `${SIDEBAR_WIDTH}px` },
  main: {
    flex: 1,
    width: '100%',
    maxWidth: `${CONTENT_MAX_WIDTH}px`,
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    ':focus': { outline: 'none' },
  },
  mainCompact: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    paddingBottom: `calc(${BOTTOM_NAVIGATION_HEIGHT + 24}px + env(safe-area-inset-bottom))`,
  },
});

/** The signed-in shell: sidebar or drawer, top bar, content, bottom navigation, dialogs. */
export function AppLayout() {
  const styles = useStyles();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const { pathname } = useLocation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const openDrawer = useCallback(() => {
    setHasOpenedDrawer(true);
    setDrawerOpen(true);
  }, []);
  // 'closing' keeps the dialog mounted with open={false}: Fluent closes it its own way (focus back to the page, the
  // modal's aria-hidden marks lifted) and plays the exit. Unmounting it while open and changing page at the same
  // moment left tabster's modalizer active on a detached dialog, and with it `aria-hidden` on the whole page.
  const [assistant, setAssistant] = useState<'closed' | 'open' | 'closing'>('closed');
  const [assistantRequest, setAssistantRequest] = useState<AssistantRequest | null>(null);
  const pageAfterAssistant = useRef<string | null>(null);
  const navigate = useNavigate();
  const openAssistant = useCallback((request?: AssistantRequest) => {
    // Buttons may pass their click event: only a real request starts a flow.
    setAssistantRequest(request?.photo ? { photo: request.photo } : null);
    pageAfterAssistant.current = null;
    setAssistant('open');
  }, []);
  /** Closes the assistant; a page to go to (a link in a reply, Share) is opened once the dialog has gone. */
  const closeAssistant = useCallback((then?: string) => {
    pageAfterAssistant.current = then ?? null;
    setAssistant((current) => (current === 'open' ? 'closing' : current));
  }, []);
  const onAssistantExited = useCallback(() => {
    setAssistant((current) => (current === 'closing' ? 'closed' : current));
    const page = pageAfterAssistant.current;
    pageAfterAssistant.current = null;
    if (page) void navigate(page);
  }, [navigate]);
  const isIdle = useIsIdle();
  // Fluent shares one tabster (focus and modal manager) among the components using it and disposes it when the last
  // one unmounts. Disposing drops a modal's pending clean-up: when a dialog closed while the page changed (the old
  // page gone, the new one still loading), nothing held tabster for that moment and the page stayed aria-hidden
  // until a reload. The shell holds it for as long as it is mounted.
  useFocusFinders();

  return (
    <RelayProvider>
      <DayNavigationProvider>
        <TourProvider>
          <AssistantLauncherContext.Provider value={openAssistant}>
            <a href="#main-content" className={styles.skipLink}>
              Skip to content
            </a>
            {isWide && <Sidebar />}
            <div className={mergeClasses(styles.column, isWide && styles.columnBesideSidebar)}>
              <TopBar isWide={isWide} onOpenNavigation={openDrawer} onOpenAssistant={openAssistant} />
              <main id="main-content" tabIndex={-1} className={mergeClasses(styles.main, !isWide && styles.mainCompact)}>
                <BillingNoticeBar />
                <PageErrorBoundary key={pathname}>
                  <Suspense fallback={<FullPageSpinner />}>
                    <Outlet />
                  </Suspense>
                </PageErrorBoundary>
              </main>
            </div>
            {!isWide && hasOpenedDrawer && (
              <Suspense fallback={null}>
                <NavigationDrawer open={isDrawerOpen} onOpenChange={setDrawerOpen} />
              </Suspense>
            )}
            {!isWide && <BottomNavigation onOpenMore={openDrawer} />}
            {assistant !== 'closed' && (
              <Suspense fallback={null}>
                <AssistantDialog
                  open={assistant === 'open'}
                  onClose={closeAssistant}
                  onExited={onAssistantExited}
                  isFullScreen={!isWide}
                  request={assistantRequest}
                />
              </Suspense>
            )}
            {isIdle && (
              <Suspense fallback={null}>
                <ShellOverlays />
              </Suspense>
            )}
          </AssistantLauncherContext.Provider>
        </TourProvider>
      </DayNavigationProvider>
    </RelayProvider>
  );
}
