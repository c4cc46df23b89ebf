import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ChallengeInviteTestQuery } from '../../../../__generated__/ChallengeInviteTestQuery.graphql';
import { clearApiCache } from '../../../../relay/apiCache';
import { RelayProvider } from '../../../../relay/RelayProvider';
import { AppRoot } from '../../../../shell/AppRoot';
import { installFakeServer, storeSignedInSession, viewerResponse } from '../../../../test/fakeServer';
import { renderApp } from '../../../../test/renderApp';
import { ChallengesPanel } from '../ChallengesPanel';

const query = graphql`
  query ChallengeInviteTestQuery {
    viewer {
      id
      ...ChallengesPanel_viewer
    }
  }
`;

function Panel() {
  const data = useLazyLoadQuery<ChallengeInviteTestQuery>(query, {});
  return data.viewer ? <ChallengesPanel viewer={data.viewer} /> : null;
}

function renderPanel() {
  return renderApp('/challenges', [
    {
      element: <AppRoot />,
      children: [
        {
          path: 'challenges',
          element: (
            <RelayProvider>
              <Suspense fallback="loading">
                <Panel />
              </Suspense>
            </RelayProvider>
          ),
        },
      ],
    },
  ]);
}

const person = (name: string) => ({ profileId: `P-${name}`, displayName: name, avatarLetter: name[0], avatarColor: '#107C10' });
const friend = (name: string) => ({ cursor: name, node: { __typename: 'SocialProfile', id: `P-${name}`, userId: `u-${name}`, displayName: name } });

function challenge(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SocialChallenge',
    id: 'Q2g1',
    title: 'Week of logging',
    kind: 'log_every_day',
    phase: 'active',
    startDate: '2026-11-20',
    endDate: '2026-11-26',
    totalDays: 7,
    goalDays: 7,
    viewerStatus: 'joined',
    viewerIsCreator: true,
    participantCount: 2,
    creator: { displayName: 'Ana' },
    pendingInvitees: [],
    leaderboard: [
      { rank: 1, daysCounted: 3, isViewer: true, person: person('Ana') },
      { rank: 2, daysCounted: 1, isViewer: false, person: person('Ben') },
    ],
    ...overrides,
  };
}

function panelResponse(challenges: Record<string, unknown>[]) {
  return {
    data: {
      viewer: {
        id: 'Vmlld2VyOjE=',
        socialChallenges: {
          edges: challenges.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { endCursor: null, hasNextPage: false },
        },
        challengeFriends: { edges: [friend('Ben'), friend('Cy'), friend('Dee')] },
        socialChallengeLimits: { maxDays: 90, maxFriends: 20 },
      },
    },
  };
}

describe('Inviting more friends to a challenge', () => {
  // Each test starts from an empty Relay store, as after signing in.
  beforeEach(() => clearApiCache());

  it('lets the creator pick friends not yet in it, sends the invitation and shows them as invited', async () => {
    const user = storeSignedInSession();
    const { requests } = installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      ChallengeInviteTestQuery: () => panelResponse([challenge()]),
      useInviteToSocialChallengeMutation: () => ({
        data: { inviteToSocialChallenge: { challenge: challenge({ pendingInvitees: [{ profileId: 'P-Dee', displayName: 'Dee' }] }) } },
      }),
    });
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Week of logging' });
    const open = within(card).getByRole('button', { name: 'Invite friends' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const picker = within(card).getByRole('group', { name: 'Invite friends to Week of logging' });
    // Ben already joined: only Cy and Dee are offered, and focus lands on the first of them.
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(picker).queryByRole('checkbox', { name: 'Ben' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(picker).getByRole('checkbox', { name: 'Cy' })).toHaveFocus());
    // Nothing picked: asked to pick, nothing sent.
    await userEvent.click(within(card).getByRole('button', { name: 'Send invitations' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Pick at least one friend to invite.');
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Dee' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send invitations' }));

    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Invited: Dee. They show on the leaderboard once they join.'));
    expect(requests.find((request) => request.operationName === 'useInviteToSocialChallengeMutation')?.variables).toEqual({
      input: { challengeId: 'Q2g1', inviteUserIds: ['u-Dee'] },
    });
    expect(within(card).queryByRole('group', { name: /Invite friends to/ })).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
    // Opened again, Dee is no longer offered; Escape closes it.
    await userEvent.click(open);
    const again = within(card).getByRole('group', { name: 'Invite friends to Week of logging' });
    expect(within(again).queryByRole('checkbox', { name: 'Dee' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(again).getByRole('checkbox', { name: 'Cy' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(within(card).queryByRole('group', { name: /Invite friends to/ })).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('shows the invitations still open when the page loads, and does not offer those friends again', async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      ChallengeInviteTestQuery: () => panelResponse([challenge({ pendingInvitees: [{ profileId: 'P-Cy', displayName: 'Cy' }] })]),
    });
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Week of logging' });
    expect(within(card).getByRole('status')).toHaveTextContent('Invited: Cy. They show on the leaderboard once they join.');
    await userEvent.click(within(card).getByRole('button', { name: 'Invite friends' }));
    const picker = within(card).getByRole('group', { name: 'Invite friends to Week of logging' });
    expect(within(picker).queryByRole('checkbox', { name: 'Cy' })).not.toBeInTheDocument();
    expect(within(picker).getByRole('checkbox', { name: 'Dee' })).toBeInTheDocument();
  });

  it("shows the server's reason when the invitation is refused", async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      ChallengeInviteTestQuery: () => panelResponse([challenge()]),
      useInviteToSocialChallengeMutation: () => ({
        errors: [{ message: 'This challenge has ended.', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    });
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Week of logging' });
    await userEvent.click(within(card).getByRole('button', { name: 'Invite friends' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Cy' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send invitations' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This challenge has ended.');
    expect(within(card).getByRole('status')).toHaveTextContent('');
  });

  it('is offered only to the creator, and only until the challenge ends', async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      ChallengeInviteTestQuery: () =>
        panelResponse([
          challenge({ id: 'Q2g1', title: 'Ended one', phase: 'finished' }),
          challenge({ id: 'Q2g2', title: 'Ben’s one', viewerIsCreator: false, creator: { displayName: 'Ben' } }),
          challenge({ id: 'Q2g3', title: 'Mine', phase: 'upcoming' }),
        ]),
    });
    renderPanel();
    expect(within(await screen.findByRole('region', { name: 'Mine' })).getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ended one' })).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ben’s one' })).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});
