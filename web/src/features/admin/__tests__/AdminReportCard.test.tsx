import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { AdminReportCardTestQuery } from '../../../__generated__/AdminReportCardTestQuery.graphql';
import { AdminReportCard } from '../AdminReportCard';

const query = graphql`
  query AdminReportCardTestQuery @relay_test_operation {
    aiContentReports(first: 1) {
      edges {
        node {
          ...AdminReportCard_report
        }
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<AdminReportCardTestQuery>(query, {});
  return (
    <ul>
      {data.aiContentReports.edges.map((edge, index) => (
        <AdminReportCard key={index} report={edge.node} />
      ))}
    </ul>
  );
}

function renderCard(report: { status: string; contentType: string; reportedContentId?: string | null; isContentHidden?: boolean | null }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      AiContentReport: () => ({
        reportedContentId: null,
        isContentHidden: null,
        ...report,
        reasonLabel: 'Spam or irrelevant content',
        description: null,
        content: 'Buy now',
        adminNotes: null,
        createdAt: '2026-11-20T09:30:00.000Z',
      }),
      User: () => ({ email: 'bo@example.com', internalID: 'bo-uuid' }),
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

describe('Admin report card', () => {
  it('names the status and where the content came from in words', async () => {
    renderCard({ status: 'pending', contentType: 'social_comment' });
    expect(await screen.findByRole('heading', { name: 'Spam or irrelevant content' })).toBeInTheDocument();
    expect(screen.getByText(/bo@example.com \(user id bo-uuid\) · Social comment/)).toBeInTheDocument();
    expect(screen.queryByText(/social_comment/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pending', 'Reviewed', 'Resolved', 'Dismissed']);
  });

  it('saves a new status only once something changed', async () => {
    const environment = renderCard({ status: 'pending', contentType: 'ai_assistant' });
    expect(await screen.findByText(/· Assistant answer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'resolved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('useReviewAiContentReportMutation');
    expect(mutation.request.variables.input).toMatchObject({ status: 'resolved', adminNotes: '' });
  });

  it('hides a reported social post and then offers to show it again', async () => {
    const environment = renderCard({ status: 'pending', contentType: 'social_post', reportedContentId: 'post-1', isContentHidden: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide post' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useHideReportedSocialContentMutation');
    expect(operation.request.variables.input).toMatchObject({ hidden: true });
    environment.mock.resolve(operation, {
      data: { hideReportedSocialContent: { report: { id: operation.request.variables.input.reportId, isContentHidden: true } } },
    });
    expect(await screen.findByText('The post is hidden from everyone but its author.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show post again' })).toBeInTheDocument();
  });

  it('has no hide button on AI content reports', async () => {
    renderCard({ status: 'pending', contentType: 'ai_assistant' });
    expect(await screen.findByText(/· Assistant answer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
  });
});
