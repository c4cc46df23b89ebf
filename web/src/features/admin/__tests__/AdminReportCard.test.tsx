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

function renderCard(report: { status: string; contentType: string }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      AiContentReport: () => ({
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
});
