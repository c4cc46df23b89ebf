import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import SocialPersonPageQueryNode, { type SocialPersonPageQuery } from '../../../__generated__/SocialPersonPageQuery.graphql';
import { SocialPersonContent } from '../SocialPersonPage';

function renderPerson(profile: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SocialPersonPageQuery>(environment, SocialPersonPageQueryNode, { userId: 'user-2' });
  environment.mock.resolveMostRecentOperation((operation) =>
    profile === null
      ? { data: { socialProfile: null } }
      : MockPayloadGenerator.generate(operation, {
          SocialProfile: () => ({ userId: 'user-2', displayName: 'Ana', avatarLetter: 'A', avatarColor: '#0F6CBD', bio: null, ...profile }),
          SocialPostConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
        }),
  );
  render(
    <MemoryRouter>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <SocialPersonContent queryRef={queryRef} userId="user-2" />
        </Suspense>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return environment;
}

jest.setTimeout(20_000);

describe('Social person page', () => {
  it('says the same thing for a missing, private or blocking person: nothing leaks', async () => {
    renderPerson(null);
    expect(await screen.findByText("This profile isn't available")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a stranger only the name of a friends-only profile, with Add friend and Block', async () => {
    const environment = renderPerson({ relation: 'none', loggingStreak: null, progress: null });
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.queryByText('Logging streak')).not.toBeInTheDocument();
    expect(screen.getByText(/Ana shares with friends only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useSendFriendRequestMutation');
    expect(operation.request.variables.input).toEqual({ userId: 'user-2' });
    await act(async () => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
    });
  });

  it('shows a friend the streak and, when the owner turned it on, progress', async () => {
    renderPerson({ relation: 'friends', loggingStreak: 12, progress: { weightChangeKg: -2.5, daysOnTarget: 18, outOfDays: 30 } });
    expect(await screen.findByText('12 days')).toBeInTheDocument();
    expect(screen.getByText('18 of 30')).toBeInTheDocument();
    expect(screen.getByText('-2.5 kg')).toBeInTheDocument();
    expect(screen.getByText('You are friends')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove friend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  });
});
