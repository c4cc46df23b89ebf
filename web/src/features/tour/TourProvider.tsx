import { tokens } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Actions, EventData, Events, Locale, Status, Step } from 'react-joyride';
import { useLocation, useNavigate } from 'react-router';
import { LOCAL_STORAGE_KEYS, writeLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { targetProblem } from './targetVisibility';
import { TourContext, type TourContextValue } from './TourContext';
import { TOUR_NAVIGATION_DELAY_MS, TOUR_SCROLL_DURATION_MS, TOUR_SCROLL_OFFSET, TOUR_START_DELAY_MS, TOUR_TOOLTIP_WIDTH, TOUR_Z_INDEX } from './tourTiming';
import { areStepsValid, TUTORIALS, type TutorialStep, type TutorialType } from './tutorials';

// Joyride's event names; typed by its own literal types so the module itself loads lazily.
const TARGET_NOT_FOUND: Events = 'error:target_not_found';
const STEP_AFTER: Events = 'step:after';
const FINISHED: Status = 'finished';
const SKIPPED: Status = 'skipped';
const NEXT: Actions = 'next';
const PREV: Actions = 'prev';
const CLOSE: Actions = 'close';
const SKIP: Actions = 'skip';

// The tour engine's UI loads only when a tour runs: most visits never show one.
const Joyride = lazy(() => import('react-joyride').then((module) => ({ default: module.Joyride })));

/** Spec section 2: the tour's button labels. */
const TOUR_LOCALE: Locale = {
  back: 'Back',
  close: 'Close',
  last: 'Last',
  next: 'Next',
  nextWithProgress: 'Next (Step {current} of {total})',
  skip: 'Skip',
};

interface TourState {
  type: TutorialType | null;
  steps: readonly TutorialStep[];
  index: number;
  /** False while the tour waits (start delay, navigation): nothing is shown. */
  isShown: boolean;
}

const IDLE: TourState = { type: null, steps: [], index: 0, isShown: false };

const toJoyrideStep = (step: TutorialStep): Step => ({
  target: step.target,
  placement: step.placement,
  title: step.title,
  content: step.content,
  skipBeacon: step.disableBeacon ?? true,
});

interface TourProviderProps {
  children: ReactNode;
  /** The tutorials by name (tests pass their own lists). */
  tutorials?: Readonly<Record<string, unknown>>;
}

/** Runs the guided tours of spec section 4 on react-joyride, in controlled mode. */
export function TourProvider({ children, tutorials = TUTORIALS }: TourProviderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isNewUser, clearNewUserFlag } = useAuth();
  const [tour, setTourState] = useState<TourState>(IDLE);
  // Timers and event handlers read the latest values through refs, so a delayed step never acts on a stale tour.
  const tourRef = useRef(tour);
  const pathnameRef = useRef(pathname);
  const isNewUserRef = useRef(isNewUser);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    pathnameRef.current = pathname;
    isNewUserRef.current = isNewUser;
  }, [pathname, isNewUser]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setTour = useCallback((next: TourState) => {
    tourRef.current = next;
    setTourState(next);
  }, []);

  const later = useCallback((action: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  }, []);

  const endTour = useCallback(() => {
    window.clearTimeout(timer.current);
    const ended = tourRef.current.type;
    if (ended === null) return;
    setTour(IDLE);
    if (ended === 'firstTime' && isNewUserRef.current) {
      isNewUserRef.current = false;
      clearNewUserFlag();
      writeLocalStorage(LOCAL_STORAGE_KEYS.tutorialCompleted, 'true');
    }
  }, [clearNewUserFlag, setTour]);

  const goToStep = useCallback(
    (index: number) => {
      const current = tourRef.current;
      const step = current.steps[index];
      if (!step) return endTour();
      if (step.navigateTo && step.navigateTo !== pathnameRef.current) {
        setTour({ ...current, index, isShown: false });
        void navigate(step.navigateTo);
        later(() => showStep(index), TOUR_NAVIGATION_DELAY_MS);
        return;
      }
      showStep(index);

      function showStep(at: number) {
        const latest = tourRef.current;
        const target = latest.steps[at]?.target;
        if (target === undefined) return endTour();
        const problem = targetProblem(target);
        if (problem === null) return setTour({ ...latest, index: at, isShown: true });
        console.warn(problem);
        console.warn('Tutorial target not found, skipping to next step');
        if (at + 1 < latest.steps.length) goToStep(at + 1);
        else endTour();
      }
    },
    [endTour, later, navigate, setTour],
  );

  const startTour = useCallback(
    (type: string) => {
      if (!Object.hasOwn(tutorials, type)) {
        console.warn('Tutorial type not found');
        return;
      }
      const steps = tutorials[type];
      if (!areStepsValid(steps)) {
        console.warn('Steps are not valid');
        return;
      }
      setTour({ type: type as TutorialType, steps, index: 0, isShown: false });
      const firstRoute = steps[0]?.navigateTo;
      if (firstRoute && firstRoute !== pathnameRef.current) void navigate(firstRoute);
      later(() => goToStep(0), TOUR_START_DELAY_MS);
    },
    [goToStep, later, navigate, setTour, tutorials],
  );

  const onEvent = useCallback(
    (data: EventData) => {
      if (tourRef.current.type === null) return;
      if (data.type === TARGET_NOT_FOUND) {
        console.warn('Tutorial target not found, skipping to next step');
        if (data.index + 1 < tourRef.current.steps.length) goToStep(data.index + 1);
        else endTour();
        return;
      }
      if (data.status === FINISHED || data.status === SKIPPED) return endTour();
      if (data.type !== STEP_AFTER) return;
      if (data.action === CLOSE || data.action === SKIP) return endTour();
      if (data.action === NEXT) return goToStep(data.index + 1);
      if (data.action === PREV) return goToStep(Math.max(0, data.index - 1));
    },
    [endTour, goToStep],
  );

  // Joyride renders into a portal; one inside the FluentProvider gives its tooltip the theme's colour tokens.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const joyrideSteps = useMemo(() => tour.steps.map(toJoyrideStep), [tour.steps]);
  const value = useMemo<TourContextValue>(() => ({ activeTour: tour.type, startTour, endTour }), [tour.type, startTour, endTour]);

  return (
    <TourContext.Provider value={value}>
      {children}
      <div ref={setPortal} />
      {tour.type !== null && portal && (
        <Suspense fallback={null}>
          <Joyride
            portalElement={portal}
            steps={joyrideSteps}
            stepIndex={tour.index}
            run={tour.isShown}
            continuous
            onEvent={onEvent}
            locale={TOUR_LOCALE}
            options={{
              showProgress: true,
              buttons: ['back', 'close', 'primary', 'skip'],
              closeButtonAction: 'skip',
              dismissKeyAction: 'close',
              overlayClickAction: 'close',
              skipBeacon: true,
              width: TOUR_TOOLTIP_WIDTH,
              zIndex: TOUR_Z_INDEX,
              scrollOffset: TOUR_SCROLL_OFFSET,
              scrollDuration: TOUR_SCROLL_DURATION_MS,
              primaryColor: tokens.colorBrandBackground,
              textColor: tokens.colorNeutralForeground1,
              backgroundColor: tokens.colorNeutralBackground1,
              arrowColor: tokens.colorNeutralBackground1,
            }}
          />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}
