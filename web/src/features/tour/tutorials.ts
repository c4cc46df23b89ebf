import type { Placement } from 'react-joyride';

export type TutorialType = 'firstTime' | 'tierBenefits';

/** A tutorial step (spec section 3): where it points, what it says, and the route it lives on. */
export interface TutorialStep {
  /** A CSS selector of a marked page area, or 'body' for a centred step. */
  target: string;
  placement: Placement | 'center';
  title: string;
  content: string;
  navigateTo?: string;
  disableBeacon?: boolean;
}

const marker = (name: string) => `[data-tour="${name}"]`;

const firstTime: TutorialStep[] = [
  {
    target: 'body',
    placement: 'center',
    navigateTo: '/food-log',
    title: 'Welcome to Nutri',
    content: 'A quick look at where things are. It takes about a minute, and you can skip it at any time.',
    disableBeacon: true,
  },
  {
    target: marker('bottom-navigation'),
    placement: 'top',
    navigateTo: '/food-log',
    title: 'Getting around',
    content: 'Your dashboard, food log, supplements, bloodwork and analysis are always one tap away from here.',
    disableBeacon: true,
  },
  {
    target: marker('ai-assistant-button'),
    placement: 'bottom',
    navigateTo: '/food-log',
    title: 'Your AI assistant',
    content:
      'Ask a nutrition question, get meal ideas that fit what is left of your day, or describe a meal to log it. The free plan includes 10 assistant messages a month.',
    disableBeacon: true,
  },
  {
    target: marker('food-log'),
    placement: 'top',
    navigateTo: '/food-log',
    title: 'Your food log',
    content: 'Everything you eat, meal by meal, with your calories and macros against your daily targets.',
    disableBeacon: true,
  },
  {
    target: marker('food-entry'),
    placement: 'left',
    navigateTo: '/food-log',
    title: 'Log a meal',
    content: 'Search foods, quick-add calories, or snap a photo of your plate (Pro). AI food lookups are free up to 100 a month.',
    disableBeacon: true,
  },
  {
    target: marker('supplements'),
    placement: 'top',
    navigateTo: '/supplements',
    title: 'Supplements',
    content: 'Log your vitamins and supplements; their nutrients count towards your daily totals.',
    disableBeacon: true,
  },
  {
    target: marker('bloodwork'),
    placement: 'top',
    navigateTo: '/bloodwork',
    title: 'Bloodwork',
    content: 'Upload a lab report PDF or type your results in, and follow each marker over time against its reference range.',
    disableBeacon: true,
  },
  {
    target: marker('analysis'),
    placement: 'top',
    navigateTo: '/analysis',
    title: 'Analysis',
    content: 'Get an analysis of your nutrition, your bloodwork, or how the two relate. The free plan includes 3 AI analyses a month.',
    disableBeacon: true,
  },
  {
    target: 'body',
    placement: 'center',
    navigateTo: '/profile',
    title: 'Make it yours',
    content:
      'Your profile sets your calorie and macro targets and your daily reminder. Free limits reset every month; Pro removes them. You can replay this tour here at any time.',
    disableBeacon: true,
  },
];

const tierBenefits: TutorialStep[] = [
  {
    target: 'body',
    placement: 'center',
    title: 'Welcome to Pro',
    content:
      'Your AI food lookups, analyses and assistant messages are now unlimited, and photo logging, bloodwork analysis, voice logging and every AI model are unlocked.',
    disableBeacon: true,
  },
];

export const TUTORIALS: Readonly<Record<TutorialType, readonly TutorialStep[]>> = { firstTime, tierBenefits };

/** Spec section 5: a step list is an array of objects, each with a target. */
export function areStepsValid(steps: unknown): steps is TutorialStep[] {
  return (
    Array.isArray(steps) &&
    steps.length > 0 &&
    steps.every(
      (step) =>
        typeof step === 'object' && step !== null && typeof (step as { target?: unknown }).target === 'string' && (step as { target: string }).target !== '',
    )
  );
}
