import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { AiProvidersNote } from '../AiProvidersNote';

function renderNote(aiModels: object[]) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <AiProvidersNote />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return act(async () => environment.mock.resolveMostRecentOperation({ data: { aiModels } }));
}

describe('AiProvidersNote', () => {
  it('tells admins which models users are not offered and what enables them', async () => {
    const hint = 'Set OPENAI_API_KEY to enable the OpenAI models.';
    await renderNote([
      { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', available: false, setupHint: hint },
      { id: 'gpt-4o', label: 'GPT-4o', available: false, setupHint: hint },
      { id: 'builtin', label: 'Built-in engine (no AI provider)', available: true, setupHint: null },
    ]);
    expect(screen.getByText('AI models not offered to users')).toBeInTheDocument();
    expect(screen.getByText(/GPT-3.5 Turbo, GPT-4o are hidden from users/)).toBeInTheDocument();
    expect(screen.getAllByText(hint)).toHaveLength(1);
  });

  it('says nothing when every model is configured', async () => {
    await renderNote([{ id: 'builtin', label: 'Built-in engine (no AI provider)', available: true, setupHint: null }]);
    expect(screen.queryByText('AI models not offered to users')).not.toBeInTheDocument();
  });
});
