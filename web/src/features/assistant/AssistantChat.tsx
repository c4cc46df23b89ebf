import type { AssistantRequest } from '../../shell/AssistantLauncherContext';
import { Button, makeStyles, mergeClasses, Textarea, tokens, Tooltip } from '@fluentui/react-components';
import { CameraRegular, ImageRegular, LightbulbRegular, MicRegular, SendRegular, StopRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AssistantChatQuery } from '../../__generated__/AssistantChatQuery.graphql';
import type { GraphQLRequestError } from '../../relay/graphqlErrors';
import { useRemoveFoodLogItemMutation } from '../food-log/useRemoveFoodLogItemMutation';
import { useUpdateFoodLogItemMutation } from '../food-log/useUpdateFoodLogItemMutation';
import { AssistantUsageMeter } from './AssistantUsageMeter';
import {
  CONNECTION_FAILED,
  LIMIT_FALLBACK,
  MEAL_LOG_FAILED,
  PHOTO_FAILED,
  PHOTO_PRO_ONLY,
  SPEECH_UNSUPPORTED,
  SUGGESTIONS_FAILED,
  VISION_MODELS,
  VISION_WARNING,
  WELCOME,
} from './assistantTexts';
import { ChatEntryBubble } from './ChatEntryBubble';
import { clientDateNow, clientTimeNow, historyOf, type ChatEntry, type SuggestionEntry } from './chatEntries';
import { RecipePanel } from './RecipePanel';
import { useAnalyzeMealPhotoMutation } from './useAnalyzeMealPhotoMutation';
import { useConfirmMealPhotoMutation } from './useConfirmMealPhotoMutation';
import { useLogAssistantRecipeMutation } from './useLogAssistantRecipeMutation';
import { useSpeechRecognition } from './useSpeechRecognition';
import { useStreamAssistantMessage } from './useStreamAssistantMessage';

const query = graphql`
  query AssistantChatQuery {
    viewer {
      user {
        tier
        preferredAIModel
        ...AssistantUsageMeter_user
      }
      assistantConversation(first: 30) {
        edges {
          node {
            id
            role
            content
          }
        }
      }
    }
    aiModels {
      id
      vision
      available
    }
  }
`;

const CLOSE_AFTER_LOGGING_MS = 4000;
const MEAL_IDEAS = 'Suggest meals that fit what I have left today';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  hidden: { display: 'none' },
  messages: {
    flexGrow: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  composer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  inputRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  input: { flexGrow: 1 },
});

let nextKey = 0;
const newKey = () => `local-${(nextKey += 1)}`;

type ChatData = AssistantChatQuery['response'];

/** Loads the conversation and the user's plan; the chat itself is below. */
export function AssistantChat({ onClose, request = null }: { onClose(then?: string): void; request?: AssistantRequest | null }) {
  const data = useLazyLoadQuery<AssistantChatQuery>(query, {}, { fetchPolicy: 'network-only' });
  if (!data.viewer) return null;
  return <Chat viewer={data.viewer} aiModels={data.aiModels} onClose={onClose} request={request} />;
}

interface ChatProps {
  viewer: NonNullable<ChatData['viewer']>;
  aiModels: ChatData['aiModels'];
  onClose(then?: string): void;
  request: AssistantRequest | null;
}

/** The chat: conversation, composer, voice, photo gating, suggestions and recipes. */
function Chat({ viewer, aiModels, onClose, request }: ChatProps) {
  const styles = useStyles();
  const user = viewer.user;
  const isPro = user.tier === 'pro';
  const [entries, setEntries] = useState<ChatEntry[]>(() => {
    const stored = [...viewer.assistantConversation.edges].reverse().map(({ node }) => ({ key: node.id, role: node.role, content: node.content }) as ChatEntry);
    return [{ key: 'welcome', role: 'assistant', content: WELCOME }, ...stored];
  });
  const [text, setText] = useState('');
  const [undone, setUndone] = useState<ReadonlySet<string>>(new Set());
  // A suggestion's recipe replaces the chat until it is closed; the chat stays mounted (and scrolled) behind it.
  const [recipe, setRecipe] = useState<SuggestionEntry | null>(null);
  const [audio, setAudio] = useState<string | null>(null);
  const [send, isSending] = useStreamAssistantMessage();
  // The reply as a configured model writes it; null until its first words (and with the built-in engine).
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [logRecipe] = useLogAssistantRecipeMutation();
  const removeItem = useRemoveFoodLogItemMutation();
  const [updateItem] = useUpdateFoodLogItemMutation();
  const [analyzePhoto, isAnalyzing] = useAnalyzeMealPhotoMutation();
  const confirmPhoto = useConfirmMealPhotoMutation();
  const photoInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | null>(null);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries, streamingText]);
  useEffect(() => () => void (closeTimer.current && window.clearTimeout(closeTimer.current)), []);

  const add = useCallback((entry: Omit<ChatEntry, 'key'>) => setEntries((current) => [...current, { key: newKey(), ...entry }]), []);

  const submit = useCallback(
    (message: string, { isSuggestionRequest = false } = {}) => {
      const trimmed = message.trim();
      if (!trimmed || isSending) return;
      const history = historyOf(entries);
      add({ role: 'user', content: trimmed });
      setText('');
      setStreamingText(null);
      send(
        { message: trimmed, type: 'general', conversationHistory: history, clientDate: clientDateNow(), clientTime: clientTimeNow(), tts: isPro },
        setStreamingText,
      )
        .then((reply) => {
          // The final text replaces what was streamed (the server may have put the database's figures in its place).
          add({ role: 'assistant', content: reply.response, date: reply.date, logged: reply.logged, suggestions: reply.suggestions });
          if (reply.audio) setAudio(reply.audio);
        })
        .catch((error: GraphQLRequestError) => {
          if (error.code === 'USAGE_LIMIT_EXCEEDED') add({ role: 'assistant', notice: 'limit', content: error.message || LIMIT_FALLBACK });
          else if (error.code === 'BAD_USER_INPUT') add({ role: 'assistant', notice: 'error', content: error.message });
          else add({ role: 'assistant', notice: 'error', content: isSuggestionRequest ? SUGGESTIONS_FAILED : CONNECTION_FAILED });
        })
        .finally(() => setStreamingText(null));
    },
    [add, entries, isPro, isSending, send],
  );

  const speech = useSpeechRecognition(useCallback((transcript: string) => submit(transcript), [submit]));
  const startVoice = () => {
    if (!speech.isSupported) window.alert(SPEECH_UNSUPPORTED);
    else if (speech.isListening) speech.stop();
    else speech.start();
  };

  const chosenModel = useMemo(() => aiModels.find((model) => model.id === user.preferredAIModel), [aiModels, user.preferredAIModel]);
  const startPhoto = (source: 'upload' | 'camera') => {
    if (!isPro) return add({ role: 'assistant', notice: 'upgrade', content: PHOTO_PRO_ONLY });
    if (!chosenModel?.vision || !VISION_MODELS.includes(chosenModel.id)) return add({ role: 'assistant', notice: 'warning', content: VISION_WARNING });
    if (!chosenModel.available) {
      return add({
        role: 'assistant',
        notice: 'warning',
        content: `Photo analysis isn't available on this server: no provider for ${chosenModel.id} is configured. Describe your meal in words and I'll log it.`,
      });
    }
    (source === 'camera' ? cameraInput : photoInput).current?.click();
  };

  // Opened from the food log's camera button: the photo flow starts at once (for free users, the Pro message).
  const startedRequest = useRef(false);
  useEffect(() => {
    if (startedRequest.current || !request?.photo) return;
    startedRequest.current = true;
    startPhoto(request.photo);
    // Once per opening; startPhoto reads the current plan and model.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const onPhotoChosen = (file: File | undefined) => {
    if (!file) return;
    add({ role: 'user', content: `Photo: ${file.name}` });
    analyzePhoto(file, clientDateNow())
      .then((items) =>
        add(
          items.length
            ? { role: 'assistant', content: "Here's what I see. Adjust the grams if needed, then tap **Log it**.", photoMeal: { items, isLogged: false } }
            : { role: 'assistant', notice: 'warning', content: "I couldn't recognise any food on that photo. Try another picture, or describe the meal." },
        ),
      )
      .catch((error: GraphQLRequestError) => {
        if (error.code === 'PAYMENT_REQUIRED') add({ role: 'assistant', notice: 'upgrade', content: PHOTO_PRO_ONLY });
        else if (error.code === 'USAGE_LIMIT_EXCEEDED') add({ role: 'assistant', notice: 'limit', content: error.message || LIMIT_FALLBACK });
        else if (['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'].includes(error.code))
          add({ role: 'assistant', notice: 'warning', content: error.message });
        else add({ role: 'assistant', notice: 'error', content: PHOTO_FAILED });
      });
  };

  const logPhotoMeal = (entryKey: string, items: { foodId: string; grams: number }[]) =>
    confirmPhoto({ items, clientDate: clientDateNow(), clientTime: clientTimeNow() })
      .then((result) => {
        setEntries((current) =>
          current.map((entry) => (entry.key === entryKey && entry.photoMeal ? { ...entry, photoMeal: { ...entry.photoMeal, isLogged: true } } : entry)),
        );
        add({ role: 'assistant', content: `Logged your meal to ${result.mealType}: ${Math.round(result.calories)} kcal.` });
      })
      .catch(() => add({ role: 'assistant', notice: 'error', content: MEAL_LOG_FAILED }));

  const undo = (itemId: string, date: string) => {
    setUndone((current) => new Set(current).add(itemId));
    removeItem({ date, itemId }).catch(() => {
      setUndone((current) => {
        const next = new Set(current);
        next.delete(itemId);
        return next;
      });
      add({ role: 'assistant', notice: 'error', content: "Sorry, I couldn't undo that. You can remove it from the Food Log." });
    });
  };

  const onShareRecipe = (chosen: { name: string; appliedRequests: readonly string[] }) => {
    const params = new URLSearchParams([['shareRecipe', chosen.name], ...chosen.appliedRequests.map((request) => ['recipeChange', request])]);
    // The page changes once the assistant has closed (AppLayout), never in the same moment.
    onClose(`/social?${params}`);
  };
  const onLogRecipe = async (chosen: { name: string; appliedRequests: readonly string[] }) => {
    const result = await logRecipe({ mealName: chosen.name, modifications: [...chosen.appliedRequests], date: clientDateNow(), clientTime: clientTimeNow() });
    add({ role: 'assistant', content: `Logged one serving of **${chosen.name}** to ${result.mealType}: ${Math.round(result.calories)} kcal.` });
    closeTimer.current = window.setTimeout(() => onClose(), CLOSE_AFTER_LOGGING_MS);
  };

  return (
    <div className={styles.root}>
      <div
        ref={list}
        className={mergeClasses(styles.messages, recipe !== null && styles.hidden)}
        role="log"
        aria-live="polite"
        // Announced once complete, not word by word while it streams.
        aria-busy={isSending}
        aria-label="Conversation"
      >
        {entries.map((entry) => (
          <ChatEntryBubble
            key={entry.key}
            entry={entry}
            undoneIds={undone}
            onUndo={undo}
            onEdit={(item, choice, date) =>
              void updateItem({
                date,
                itemId: item.id,
                mealType: choice.mealType,
                amount: { quantity: choice.quantity, unit: choice.unit },
                preview: { quantity: choice.quantity, unit: choice.unit, grams: choice.preview.grams, macros: choice.preview.macros },
              }).catch(() => add({ role: 'assistant', notice: 'error', content: "Sorry, I couldn't change that item. You can edit it in the Food Log." }))
            }
            onOpenSuggestion={setRecipe}
            onNavigate={(to) => onClose(to)}
            onLogPhotoMeal={logPhotoMeal}
          />
        ))}
        {isSending && streamingText !== null && (
          <ChatEntryBubble
            entry={{ key: 'streaming', role: 'assistant', content: streamingText, isStreaming: true }}
            undoneIds={undone}
            onUndo={undo}
            onEdit={() => undefined}
            onOpenSuggestion={setRecipe}
            onNavigate={(to) => onClose(to)}
          />
        )}
        {((isSending && streamingText === null) || isAnalyzing) && (
          <ChatEntryBubble
            entry={{ key: 'typing', role: 'assistant', notice: 'warning', content: 'Thinking…' }}
            undoneIds={undone}
            onUndo={undo}
            onEdit={() => undefined}
            onOpenSuggestion={setRecipe}
            onNavigate={(to) => onClose(to)}
          />
        )}
      </div>
      <div className={mergeClasses(styles.composer, recipe !== null && styles.hidden)}>
        <div className={styles.toolbar}>
          <Button size="small" icon={<LightbulbRegular />} onClick={() => submit(MEAL_IDEAS, { isSuggestionRequest: true })} disabled={isSending}>
            Meal ideas
          </Button>
          <Tooltip content={speech.isListening ? 'Stop listening' : 'Speak your message'} relationship="label">
            <Button size="small" appearance="subtle" icon={speech.isListening ? <StopRegular /> : <MicRegular />} onClick={startVoice} />
          </Tooltip>
          <Tooltip content="Log a meal from a photo" relationship="label">
            <Button size="small" appearance="subtle" icon={<ImageRegular />} onClick={() => startPhoto('upload')} disabled={isAnalyzing} />
          </Tooltip>
          <Tooltip content="Take a photo of your meal" relationship="label">
            <Button size="small" appearance="subtle" icon={<CameraRegular />} onClick={() => startPhoto('camera')} disabled={isAnalyzing} />
          </Tooltip>
          {audio && (
            <>
              <audio src={audio} autoPlay onEnded={() => setAudio(null)} aria-label="Spoken reply" />
              <Button size="small" appearance="subtle" icon={<StopRegular />} onClick={() => setAudio(null)}>
                Stop audio
              </Button>
            </>
          )}
          <input
            ref={photoInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            hidden
            onChange={(event) => {
              onPhotoChosen(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <input
            ref={cameraInput}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(event) => {
              onPhotoChosen(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <span className={styles.spacer} />
          <AssistantUsageMeter user={user} />
        </div>
        <form
          className={styles.inputRow}
          onSubmit={(event) => {
            event.preventDefault();
            submit(text);
          }}
        >
          <Textarea
            className={styles.input}
            value={text}
            onChange={(_, change) => setText(change.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit(text);
              }
            }}
            placeholder="Describe a meal or ask a question…"
            aria-label="Message to the assistant"
            resize="none"
          />
          <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={!text.trim() || isSending} aria-label="Send">
            Send
          </Button>
        </form>
      </div>
      {recipe && (
        <RecipePanel mealName={recipe.name} mealDescription={recipe.description} onClose={() => setRecipe(null)} onLog={onLogRecipe} onShare={onShareRecipe} />
      )}
    </div>
  );
}
