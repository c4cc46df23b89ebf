import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
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

function renderFeed(posts: { text: string; isMine: boolean }[]) {
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
          audience: 'friends',
          createdAt: '2026-11-23T10:00:00.000Z',
          editedAt: null,
        };
      },
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
    expect(operation.request.variables.input).toEqual({ text: 'Oats again', audience: 'friends', meal: null });
    await act(async () => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
    });
  });
});
