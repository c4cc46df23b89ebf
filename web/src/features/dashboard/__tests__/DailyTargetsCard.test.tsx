import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { DailyTargetsCardTestQuery } from '../../../__generated__/DailyTargetsCardTestQuery.graphql';
import { DailyTargetsCard } from '../DailyTargetsCard';

function Harness() {
  const data = useLazyLoadQuery<DailyTargetsCardTestQuery>(
    graphql`
      query DailyTargetsCardTestQuery @relay_test_operation {
        viewer {
          ...DailyTargetsCard_viewer
        }
      }
    `,
    {},
  );
  return data.viewer ? <DailyTargetsCard viewer={data.viewer} /> : null;
}

function renderCard(user: { weight: number | null; height: number | null; dateOfBirth: string | null; gender: 'male' | 'female' | null }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      NutritionTargets: () => ({ calories: 2140, protein: 128, carbs: 241, fat: 59 }),
      User: () => user,
    }),
  );
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback="loading">
          <Harness />
        </Suspense>
      ),
    },
  ]);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

describe('DailyTargetsCard', () => {
  it('shows the calorie and macro targets from the server', async () => {
    renderCard({ weight: 70, height: 175, dateOfBirth: '1990-01-01', gender: 'female' });
    expect(await screen.findByText('2,140')).toBeInTheDocument();
    expect(screen.getByText('128 g')).toBeInTheDocument();
    expect(screen.getByText('241 g')).toBeInTheDocument();
    expect(screen.getByText('59 g')).toBeInTheDocument();
    expect(screen.getByText(/Calculated from your profile/)).toBeInTheDocument();
  });

  it('says when the targets are only defaults', async () => {
    renderCard({ weight: null, height: null, dateOfBirth: null, gender: null });
    expect(await screen.findByText(/These are general defaults/)).toBeInTheDocument();
  });
});
