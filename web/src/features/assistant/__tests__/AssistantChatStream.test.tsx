import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayProvider } from '../../../relay/RelayProvider';
import { AppRoot } from '../../../shell/AppRoot';
import { installFakeServer, storeSignedInSession, viewerResponse } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { CONNECTION_FAILED } from '../assistantTexts';
import { AssistantDialog } from '../AssistantDialog';
import { setUnauthenticatedHandler } from '../../../relay/network';
import { CHAT_STREAM_URL, streamAssistantReply, takeEvents } from '../streamAssistantReply';

jest.setTimeout(30_000);

const USER_ID = 'VXNlcjox';
const ITEM_ID = 'Rm9vZExvZ0l0ZW06NDI=';

const chatQuery = (used: number) => ({
  data: {
    viewer: {
      id: 'Vmlld2VyOjE=',
      user: { id: USER_ID, tier: 'free', preferredAIModel: 'gpt-4o-mini', usage: { aiAssistantMessages: used }, usageLimits: { aiAssistantMessages: 10 } },
      assistantConversation: { edges: [] },
    },
    aiModels: [{ id: 'gpt-4o-mini', vision: true, available: true }],
  },
});

const settleQuery = (used: number) => ({
  data: {
    viewer: {
      id: 'Vmlld2VyOjE=',
      user: { id: USER_ID, tier: 'free', usage: { aiAssistantMessages: used }, usageLimits: { aiAssistantMessages: 10 } },
      foodLog: {
        id: 'Rm9vZExvZzox',
        meals: [
          {
            items: [
              {
                id: ITEM_ID,
                name: 'Egg, whole, cooked, scrambled',
                displayName: 'Egg, whole, cooked, scrambled',
                brand: null,
                foodId: 'Rm9vZDox',
                quantity: 2,
                unit: 'large',
                grams: 122,
                mealType: 'breakfast',
                isQuickAdd: false,
                nutrition: { calories: 182, protein: 12, carbs: 2, fat: 13 },
              },
            ],
          },
        ],
      },
    },
  },
});

const FINAL = {
  response: 'Logged to breakfast:\n- **Egg, whole, cooked, scrambled**: 122 g, 182 kcal',
  loggedFood: [{ id: ITEM_ID, name: 'Egg, whole, cooked, scrambled', grams: 122 }],
  meal: null,
  mealType: 'breakfast',
  date: '2026-11-24',
  mealSuggestions: [],
  audio: null,
};

/** A streaming response the test writes to: each `send` is one network chunk (an event may be split across two). */
function streamingResponse() {
  const encoder = new TextEncoder();
  const chunks: (Uint8Array | null)[] = [];
  const waiting: ((chunk: Uint8Array | null) => void)[] = [];
  const push = (chunk: Uint8Array | null) => {
    const next = waiting.shift();
    if (next) next(chunk);
    else chunks.push(chunk);
  };
  const reader = {
    read: () =>
      new Promise<{ done: boolean; value?: Uint8Array }>((resolve) => {
        const deliver = (chunk: Uint8Array | null) => resolve(chunk ? { done: false, value: chunk } : { done: true });
        if (chunks.length) deliver(chunks.shift()!);
        else waiting.push(deliver);
      }),
    cancel: async () => undefined,
  };
  const response = { status: 200, headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }), body: { getReader: () => reader } };
  return {
    response: response as unknown as Response,
    send: (text: string) => push(encoder.encode(text)),
    event: (name: string, data: unknown) => push(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => push(null),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return { status, headers: new Headers({ 'content-type': 'application/json' }), json: async () => body } as unknown as Response;
}

/** The fake GraphQL server for queries; the chat stream answered by `answer`, which records each request's body. */
function installServer(answer: () => Response) {
  let used = 2;
  const user = storeSignedInSession();
  const server = installFakeServer({
    AuthProviderQuery: () => viewerResponse(user),
    AssistantChatQuery: () => chatQuery(used),
    useStreamAssistantMessageSettleQuery: () => settleQuery(used),
  });
  const graphqlFetch = globalThis.fetch;
  const streamed: Record<string, unknown>[] = [];
  globalThis.fetch = (async (url: unknown, init?: RequestInit) => {
    if (url !== CHAT_STREAM_URL) return graphqlFetch(url as string, init);
    streamed.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    return answer();
  }) as typeof fetch;
  return { ...server, streamed, setUsed: (value: number) => (used = value) };
}

function renderAssistant() {
  return renderApp('/assistant', [
    {
      element: <AppRoot />,
      children: [
        {
          path: 'assistant',
          element: (
            <RelayProvider>
              <AssistantDialog open onClose={() => undefined} isFullScreen={false} />
            </RelayProvider>
          ),
        },
      ],
    },
  ]);
}

async function sendMessage(text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'AI assistant' });
  await screen.findByText('2/10 messages this month');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message to the assistant' }), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

describe('the assistant reads the streamed reply', () => {
  it('shows the words as they arrive, then settles on the final answer with Undo and the new usage', async () => {
    const stream = streamingResponse();
    const server = installServer(() => stream.response);
    renderAssistant();
    const dialog = await sendMessage('two scrambled eggs for breakfast');
    expect(server.streamed[0]).toMatchObject({ message: 'two scrambled eggs for breakfast', type: 'general', conversationHistory: [] });

    await act(async () => stream.event('delta', { text: 'Logging your ' }));
    const streaming = await within(dialog).findByTestId('chat-streaming-reply');
    expect(streaming).toHaveTextContent('Logging your');
    expect(within(dialog).getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
    // An event split across two network chunks.
    await act(async () => stream.send('event: delta\ndata: {"text":"scrambled'));
    await act(async () => stream.send(' eggs…"}\n\n'));
    await waitFor(() => expect(within(dialog).getByTestId('chat-streaming-reply')).toHaveTextContent('Logging your scrambled eggs…'));
    expect(within(dialog).queryByRole('button', { name: /^Undo logging/ })).toBeNull();

    server.setUsed(3);
    await act(async () => stream.event('done', FINAL));
    // The final text replaces the streamed one (the server may have put the database's figures in its place).
    await within(dialog).findByRole('button', { name: 'Undo logging Egg, whole, cooked, scrambled' });
    expect(within(dialog).queryByTestId('chat-streaming-reply')).toBeNull();
    expect(within(dialog).queryByText(/Logging your scrambled eggs/)).toBeNull();
    expect(within(dialog).getAllByText('Egg, whole, cooked, scrambled', { exact: false }).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByTestId('chat-assistant-message')).toHaveLength(2); // the welcome and the reply
    expect(within(dialog).getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'false');
    await screen.findByText('3/10 messages this month');
    const settle = server.requests.find((request) => request.operationName === 'useStreamAssistantMessageSettleQuery');
    expect(settle?.variables).toEqual({ date: '2026-11-24', withFood: true });
  });

  it('shows the built-in engine’s answer at once (only the final event), without logged food', async () => {
    const stream = streamingResponse();
    installServer(() => stream.response);
    renderAssistant();
    const dialog = await sendMessage('how much protein is in an egg?');
    await act(async () => {
      stream.event('done', { ...FINAL, response: 'A large egg has about 6 g of protein.', loggedFood: [], date: null });
    });
    await within(dialog).findByText('A large egg has about 6 g of protein.');
    expect(within(dialog).queryByTestId('chat-streaming-reply')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Undo logging/ })).toBeNull();
  });

  it('keeps today’s texts: the server’s limit text with the upgrade prompt (403), the connection text (502, an error mid-stream)', async () => {
    const limit = 'You have reached your monthly limit of 10 AI assistant messages. Upgrade to Pro for unlimited messages.';
    let answer = () => jsonResponse(403, { error: 'USAGE_LIMIT_EXCEEDED', message: limit });
    installServer(() => answer());
    renderAssistant();
    const dialog = await sendMessage('hello');
    await within(dialog).findByText(limit);
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();

    answer = () => jsonResponse(502, { error: 'AI_PROVIDER_ERROR', message: 'The AI provider did not answer.' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message to the assistant' }), 'hello again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getAllByText(CONNECTION_FAILED)).toHaveLength(1));

    const stream = streamingResponse();
    answer = () => stream.response;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message to the assistant' }), 'and again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await act(async () => stream.event('delta', { text: 'Half a rep' }));
    await within(dialog).findByTestId('chat-streaming-reply');
    await act(async () => stream.event('error', { error: 'AI_PROVIDER_ERROR', message: 'The AI provider did not answer.' }));
    await waitFor(() => expect(within(dialog).getAllByText(CONNECTION_FAILED)).toHaveLength(2));
    expect(within(dialog).queryByTestId('chat-streaming-reply')).toBeNull();
    expect(within(dialog).queryByText('Half a rep')).toBeNull();
  });
});

describe('takeEvents', () => {
  it('splits complete server-sent events off and keeps the rest', () => {
    expect(takeEvents('event: delta\ndata: {"text":"a"}\n\nevent: done\r\ndata: {}\r\n\r\nevent: del')).toEqual({
      events: [
        { event: 'delta', data: '{"text":"a"}' },
        { event: 'done', data: '{}' },
      ],
      rest: 'event: del',
    });
  });
});

describe('streamAssistantReply', () => {
  it('ends the session when the server refuses the token (401), as every other request does', async () => {
    storeSignedInSession();
    const signedOut = jest.fn();
    const restore = setUnauthenticatedHandler(signedOut);
    const fetchMock = jest.fn(async () => jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Please sign in again.' }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const request = { message: 'hi', type: 'nutrition' as const, conversationHistory: [], clientDate: '2026-11-24', clientTime: '08:00', tts: false };
      await expect(streamAssistantReply(request, () => undefined)).rejects.toThrow('Please sign in again.');
      expect(signedOut).toHaveBeenCalledTimes(1);
    } finally {
      global.fetch = realFetch;
      restore();
    }
  });
});
