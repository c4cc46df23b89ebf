import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { ChallengesPanelTestQuery } from '../../../../__generated__/ChallengesPanelTestQuery.graphql';
import { ChallengesPanel } from '../ChallengesPanel';

const query = graphql`
  query ChallengesPanelTestQuery @relay_test_operation {
    viewer {
      ...ChallengesPanel_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ChallengesPanelTestQuery>(query, {});
  return data.viewer ? <ChallengesPanel viewer={data.viewer} /> : null;
}

const entry = (name: string, rank: number, days: number, isViewer = false) => ({
  rank,
  daysCounted: days,
  isViewer,
  person: { profileId: `P${name}`, displayName: name, avatarLetter: name[0], avatarColor: '#107C10' },
});

function renderPanel(challenges: Record<string, unknown>[]) {
  const environment = createMockEnvironment();
  let index = 0;
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      SocialChallengeConnection: () => ({ edges: challenges.map(() => ({})) }),
      SocialChallenge: () => ({
        id: `Q2g${index}`,
        kind: 'log_every_day',
        phase: 'active',
        startDate: '2026-11-20',
        endDate: '2026-11-26',
        totalDays: 7,
        goalDays: 7,
        participantCount: 2,
        viewerIsCreator: false,
        pendingInvitees: null,
        creator: { displayName: 'Ana' },
        ...challenges[index++],
      }),
      SocialProfileConnection: () => ({ edges: [{ node: { userId: 'u-ben', displayName: 'Ben' } }] }),
      SocialChallengeLimits: () => ({ maxDays: 90, maxFriends: 20 }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Harness />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

jest.setTimeout(20_000);

describe('Challenges panel', () => {
  it('shows an invitation without a leaderboard, and joins or declines it', async () => {
    const environment = renderPanel([{ title: 'Fortnight of logging', viewerStatus: 'invited', leaderboard: null }]);
    const card = await screen.findByRole('region', { name: 'Fortnight of logging' });
    expect(card).toHaveTextContent('Ana invited you to this challenge');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Join challenge' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useAcceptSocialChallengeMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ challengeId: 'Q2g0' });
  });

  it("ranks participants with each one's days out of the goal, and lets the creator end it", async () => {
    const environment = renderPanel([
      {
        title: 'Protein week',
        kind: 'protein_target',
        goalDays: 5,
        viewerStatus: 'joined',
        viewerIsCreator: true,
        pendingInvitees: [],
        leaderboard: [entry('Ben', 1, 3), entry('Ana', 2, 1, true)],
      },
    ]);
    const board = await screen.findByRole('list', { name: 'Leaderboard for Protein week' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1BBen3 of 5 days', '2AAna (you)1 of 5 days']);
    expect(within(board).getByRole('progressbar', { name: 'Ben: 3 of 5 days' })).toBeInTheDocument();
    expect(screen.getByText(/Goal: protein target on 5 of 7 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave challenge' })).not.toBeInTheDocument();
    // Ending asks first, then ends for everyone.
    fireEvent.click(screen.getByRole('button', { name: 'End challenge' }));
    expect(screen.getByText(/End it today for everyone\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useEndSocialChallengeMutation'));
  });

  it('starts a challenge with the chosen friends and kind', async () => {
    const environment = renderPanel([]);
    expect(await screen.findByText(/Only the people in a challenge see it/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New challenge' });
    // The length's range is the server's SOCIAL_CHALLENGE_MAX_DAYS.
    expect(within(dialog).getByText('1 to 90')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /Length in days/ })).toHaveAttribute('max', '90');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hit your protein target' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Length in days/ }), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start challenge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invite at least one friend.');
    // `hidden: true`: in jsdom Fluent's modalizer leaves a stale aria-hidden on the dialog after a re-render.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben', hidden: true }));
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start challenge', hidden: true }));
    });
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useCreateSocialChallengeMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      kind: 'protein_target',
      days: 7,
      goalDays: 5,
      inviteUserIds: ['u-ben'],
      title: null,
    });
  });
});
