import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { SocialFeedTestQuery } from '../../../__generated__/SocialFeedTestQuery.graphql';
import { SocialFeed } from '../SocialFeed';

const query = graphql`
  query SocialFeedTestQuery @relay_test_operation {
    viewer {
      ...SocialFeed_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<SocialFeedTestQuery>(query, {});
  return data.viewer ? <SocialFeed viewer={data.viewer} /> : null;
}

function renderFeed(posts: { text: string; isMine: boolean; hidden?: boolean; audience?: string }[], url = '/social') {
  const environment = createMockEnvironment();
  let index = 0;
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      SocialPostConnection: () => ({ edges: posts.map(() => ({})), pageInfo: { hasNextPage: false, endCursor: null } }),
      SocialPost: () => {
        const post = posts[index++]!;
        return {
          text: post.text,
          viewerIsAuthor: post.isMine,
          meal: null,
          likeCount: 2,
          commentCount: 0,
          viewerHasLiked: false,
          hiddenByModerators: post.hidden ?? false,
          sharedDay: null,
          sharedRecipe: null,
          sharedMilestone: null,
          audience: post.audience ?? 'friends',
          createdAt: '2026-11-23T10:00:00.000Z',
          editedAt: null,
        };
      },
    }),
  );
  render(
    <MemoryRouter initialEntries={[url]}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Harness />
        </Suspense>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return environment;
}

jest.setTimeout(20_000);

describe('Social feed', () => {
  it('explains how to add friends when the feed is empty', async () => {
    renderFeed([]);
    expect(await screen.findByText('Your feed is empty')).toBeInTheDocument();
    expect(screen.getByText(/display name or their exact email address/)).toBeInTheDocument();
  });

  it("renders post text as text, never as HTML, and offers Report on others' posts and Delete on your own", async () => {
    renderFeed([
      { text: '<img src=x onerror="alert(1)"><b>bold?</b>', isMine: false },
      { text: 'my own post', isMine: true },
    ]);
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>bold?</b>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Report this post' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Report this post' }));
    expect(await screen.findByRole('dialog', { name: 'Report post' })).toHaveTextContent('Tell us what is wrong with it.');
  });

  it('sends the post with its audience and keeps Post disabled past 1,000 characters', async () => {
    const environment = renderFeed([]);
    const box = await screen.findByRole('textbox', { name: /Share with your friends/ });
    fireEvent.change(box, { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Oats again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useCreateSocialPostMutation');
    expect(operation.request.variables.input).toEqual({ text: 'Oats again', audience: 'friends' });
    await act(async () => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
    });
  });

  it('attaches one chosen thing: a day, a recipe or a milestone, and offers no lab values', async () => {
    const environment = renderFeed([]);
    const box = await screen.findByRole('textbox', { name: /Share with your friends/ });
    const attach = screen.getByRole('combobox', { name: /Attach/ });
    const options = [...(attach as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual([
      'Nothing',
      'A logged meal',
      'A day against my targets',
      'A recipe from the assistant',
      'My logging streak',
      'My days on target',
      'My weight change',
    ]);
    expect(options.join(' ')).not.toMatch(/lab|blood/i);

    const send = async (kind: string, fill: () => void, expected: Record<string, unknown>) => {
      fireEvent.change(box, { target: { value: 'look' } });
      fireEvent.change(screen.getByRole('combobox', { name: /Attach/ }), { target: { value: kind } });
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables.input).toEqual({ text: 'look', audience: 'friends', ...expected });
      await act(async () => {
        environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
      });
    };
    await send('day', () => fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-20' } }), { day: { date: '2026-11-20' } });
    await send(
      'recipe',
      () => {
        expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
        fireEvent.change(screen.getByRole('textbox', { name: /Recipe name/ }), { target: { value: ' Greek Yogurt Berry Parfait ' } });
      },
      { recipe: { name: 'Greek Yogurt Berry Parfait', modifications: [] } },
    );
    await send('logging_streak', () => undefined, { milestone: { kind: 'logging_streak' } });
  });

  it("opens with the recipe the assistant's Share sent, its changes kept, so posting shares the changed recipe", async () => {
    const environment = renderFeed([], '/social?shareRecipe=Greek+Yogurt+Berry+Parfait&recipeChange=more+protein&recipeChange=no+dairy');
    const box = await screen.findByRole('textbox', { name: /Share with your friends/ });
    expect(screen.getByRole('combobox', { name: /Attach/ })).toHaveValue('recipe');
    expect(screen.getByRole('textbox', { name: /Recipe name/ })).toHaveValue('Greek Yogurt Berry Parfait');
    expect(screen.getByText('Changed: more protein; no dairy')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Try this' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      text: 'Try this',
      audience: 'friends',
      recipe: { name: 'Greek Yogurt Berry Parfait', modifications: ['more protein', 'no dairy'] },
    });
  });

  it('tells the author their post was hidden by moderators, and edits the audience with the text', async () => {
    const environment = renderFeed([{ text: 'my post', isMine: true, hidden: true, audience: 'friends' }]);
    expect(await screen.findByText('Hidden by moderators after a report. Only you can see this post.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    // The composer has its own 'Who can see it'; the post's is the second.
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Who can see it' })[1]!, { target: { value: 'public' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useUpdateSocialPostMutation');
    expect(operation.request.variables.input).toMatchObject({ text: 'my post', audience: 'public' });
  });
});
