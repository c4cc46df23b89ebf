import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { TourAutoStart } from '../TourAutoStart';
import { TierBenefitsTour } from '../TierBenefitsTour';
import { TUTORIALS } from '../tutorials';
import { advance, layOutVisibleTargets, renderTour, step, tour } from './tourHarness';

let warn: jest.SpiedFunction<typeof console.warn>;
beforeEach(() => {
  jest.useFakeTimers();
  layOutVisibleTargets();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
});

const threeSteps = {
  demo: [step('one', 'First step'), step('two', 'Second step'), step('three', 'Third step')],
};
const acrossRoutes = {
  demo: [step('one', 'On A', '/a'), step('two', 'On B', '/b'), step('three', 'Back on A', '/a')],
};
const tooltip = () => screen.queryByRole('alertdialog');
const click = (name: string | RegExp) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('the tour engine (spec section 4)', () => {
  it('begins 100 ms after start, with progress, Skip and Close, then Back and finally Last', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'two', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(99);
    expect(tooltip()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('First step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next (Step 1 of 3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    click('Next (Step 1 of 3)');
    await advance(0);
    expect(screen.getByText('Second step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    click('Next (Step 2 of 3)');
    await advance(0);
    expect(screen.getByText('Third step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeInTheDocument();
    click('Back');
    await advance(0);
    expect(screen.getByText('Second step')).toBeInTheDocument();
  });

  it('draws the tooltip 380 px wide on layer 1300', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'two', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(100);
    expect(tooltip()).toHaveStyle({ width: '380px' });
    expect(screen.getByTestId('overlay')).toHaveStyle({ zIndex: '1300' });
  });

  it('navigates to the first step’s route when starting elsewhere', async () => {
    const { router } = renderTour({ path: '/c', tutorials: acrossRoutes, pages: { '/a': ['one', 'three'], '/b': ['two'] } });
    act(() => tour().startTour('demo'));
    expect(router.state.location.pathname).toBe('/a');
    await advance(100);
    expect(screen.getByText('On A')).toBeInTheDocument();
  });

  it('hides the tour, navigates and reshows it 500 ms later for steps on another route, both ways', async () => {
    const { router } = renderTour({ tutorials: acrossRoutes, pages: { '/a': ['one', 'three'], '/b': ['two'] } });
    act(() => tour().startTour('demo'));
    await advance(100);
    click('Next (Step 1 of 3)');
    await advance(0);
    expect(router.state.location.pathname).toBe('/b');
    expect(tooltip()).not.toBeInTheDocument();
    await advance(499);
    expect(tooltip()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('On B')).toBeInTheDocument();

    click('Back');
    await advance(0);
    expect(router.state.location.pathname).toBe('/a');
    expect(tooltip()).not.toBeInTheDocument();
    await advance(500);
    expect(screen.getByText('On A')).toBeInTheDocument();
  });

  it('skips a step whose target is not mounted, with the console warnings', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(100);
    click('Next (Step 1 of 3)');
    await advance(0);
    expect(screen.getByText('Third step')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Target not mounted');
    expect(warn).toHaveBeenCalledWith('Tutorial target not found, skipping to next step');
  });

  it('skips a hidden target with "Target not visible", and ends when the last target is missing', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'two'] }, hidden: ['two'] });
    act(() => tour().startTour('demo'));
    await advance(100);
    click('Next (Step 1 of 3)');
    await advance(0);
    expect(warn).toHaveBeenCalledWith('Target not visible');
    expect(warn).toHaveBeenCalledWith('Tutorial target not found, skipping to next step');
    expect(tooltip()).not.toBeInTheDocument();
    expect(tour().activeTour).toBeNull();
  });

  it('closes on Escape', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'two', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(100);
    act(() => fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' }));
    await advance(0);
    expect(tooltip()).not.toBeInTheDocument();
    expect(tour().activeTour).toBeNull();
  });

  it('closes on a click on the overlay', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'two', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(100);
    const overlayPath = screen.getByTestId('spotlight').querySelector('path');
    act(() => fireEvent.click(overlayPath ?? screen.getByTestId('overlay')));
    await advance(0);
    expect(tour().activeTour).toBeNull();
  });

  it('ends on Skip and on Last', async () => {
    renderTour({ tutorials: threeSteps, pages: { '/a': ['one', 'two', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(100);
    click('Skip');
    await advance(0);
    expect(tour().activeTour).toBeNull();

    act(() => tour().startTour('demo'));
    await advance(100);
    click('Next (Step 1 of 3)');
    await advance(0);
    click('Next (Step 2 of 3)');
    await advance(0);
    click('Last');
    await advance(0);
    expect(tour().activeTour).toBeNull();
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('does not run an invalid step list, and only warns for an unknown tutorial', async () => {
    renderTour({
      tutorials: { broken: [{ title: 'no target' }], empty: [], notAList: { target: 'body' } },
      pages: { '/a': [] },
    });
    for (const type of ['broken', 'empty', 'notAList']) {
      act(() => tour().startTour(type));
      await advance(1000);
      expect(tour().activeTour).toBeNull();
    }
    expect(warn.mock.calls.filter(([message]) => message === 'Steps are not valid')).toHaveLength(3);
    act(() => tour().startTour('nope'));
    expect(warn).toHaveBeenCalledWith('Tutorial type not found');
    expect(tour().activeTour).toBeNull();
  });
});

describe('the first-time tour', () => {
  it('starts 1000 ms after a new user is signed in, and ending it clears the flag and stores tutorialCompleted', async () => {
    const { router, clearNewUserFlag } = renderTour({
      path: '/profile',
      isNewUser: true,
      extra: <TourAutoStart />,
      pages: {
        '/food-log': ['bottom-navigation', 'ai-assistant-button', 'food-log', 'food-entry'],
        '/supplements': ['supplements'],
        '/bloodwork': ['bloodwork'],
        '/analysis': ['analysis'],
        '/profile': [],
      },
    });
    await advance(999);
    expect(tour().activeTour).toBeNull();
    await advance(1);
    expect(tour().activeTour).toBe('firstTime');
    expect(router.state.location.pathname).toBe('/food-log');
    await advance(100);

    const visited: string[] = [];
    for (let index = 1; index <= 9; index += 1) {
      const title = TUTORIALS.firstTime[index - 1]?.title ?? '';
      expect(screen.getByText(title)).toBeInTheDocument();
      visited.push(router.state.location.pathname);
      click(index < 9 ? `Next (Step ${index} of 9)` : 'Last');
      await advance(500);
    }
    expect(new Set(visited)).toEqual(new Set(['/food-log', '/supplements', '/bloodwork', '/analysis', '/profile']));
    expect(tour().activeTour).toBeNull();
    expect(clearNewUserFlag).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('tutorialCompleted')).toBe('true');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not start for a returning user, nor when the tutorial was completed', async () => {
    renderTour({ isNewUser: false, extra: <TourAutoStart /> });
    await advance(2000);
    expect(tour().activeTour).toBeNull();
  });

  it('does not start again once tutorialCompleted is stored', async () => {
    window.localStorage.setItem('tutorialCompleted', 'true');
    renderTour({ isNewUser: true, extra: <TourAutoStart /> });
    await advance(2000);
    expect(tour().activeTour).toBeNull();
  });

  it('does not auto-start over a tour that is already running', async () => {
    renderTour({ isNewUser: true, extra: <TourAutoStart />, tutorials: { ...TUTORIALS, ...threeSteps }, pages: { '/a': ['one', 'two', 'three'] } });
    act(() => tour().startTour('demo'));
    await advance(1500);
    expect(tour().activeTour).toBe('demo');
  });

  it('skipping it as a returning user (a replay) leaves tutorialCompleted alone', async () => {
    const { clearNewUserFlag } = renderTour({ pages: { '/food-log': [] } });
    act(() => tour().startTour('firstTime'));
    await advance(100);
    click('Skip');
    await advance(0);
    expect(clearNewUserFlag).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('tutorialCompleted')).toBeNull();
  });
});

describe('the tier benefits tour', () => {
  it('shows its one centred step once the user becomes Pro', async () => {
    const { setTier } = renderTour({ extra: <TierBenefitsTour /> });
    await advance(1000);
    expect(tour().activeTour).toBeNull();
    setTier('pro');
    await advance(100);
    expect(screen.getByText('Welcome to Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeInTheDocument();
  });

  it('is not shown to someone who was already Pro', async () => {
    renderTour({ tier: 'pro', extra: <TierBenefitsTour /> });
    await advance(1000);
    expect(tour().activeTour).toBeNull();
  });
});
