import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { badInput } from '../../graphql/errors.js';
import { checkDate } from '../food/foodLog.service.js';
import { mealTypeForTime, type MealType } from '../food/mealType.js';
import { monthStart } from '../users/calendar.js';
import { refundUsage, withUsage } from '../users/usageLimits.js';
import { aiFailureMessage, AiProviderError } from '../../ai/aiErrors.js';
import type { AiModel } from '../../ai/modelCatalog.js';
import { speakReply } from '../../ai/speech.js';
import { numbersNotIn, runToolChat } from '../../ai/toolChat.js';
import { Tier } from '../users/user.enums.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { FoodLogItem as FoodLogItemEntity } from '../food/foodLog.entity.js';
import { chooseModel } from '../analysis/aiModelChoice.js';
import { builtinAnswer, EDUCATIONAL_NOTE, type Answer } from './assistantAnswers.js';
import { assistantTools, type ToolEffects } from './assistantTools.js';
import { AssistantMessage, AssistantRole } from './assistantMessage.entity.js';
import { replyStream } from './assistantReplyStream.js';
import type { ChatType } from './engine/assistantIntent.js';
import type { MealSuggestion } from './recipes/recipeBook.js';

export const MAX_HISTORY = 12;
export const MAX_MESSAGE_LENGTH = 2000;

export interface ChatTurn {
  role: string;
  content: string;
}

export interface ChatInput {
  message: string;
  type?: string | null;
  conversationHistory?: ChatTurn[] | null;
  clientDate: string;
  clientTime?: string | null;
  tts?: boolean | null;
}

export interface ChatReply {
  response: string;
  loggedItems: FoodLogItemEntity[];
  mealType: MealType | null;
  date: string | null;
  suggestions: MealSuggestion[];
  audio: string | null;
  message: AssistantMessage;
}

const SYSTEM_PROMPT = `You are Nutri's assistant inside a nutrition tracking app. Help with logging meals, the user's daily intake and targets, food facts, meal ideas and recipes, and questions about the app. Use the tools for every number: never state calories, grams or nutrients that a tool did not return. To log food, call log_food with the user's own words. Keep answers short and friendly; use "- " bullet lines and **bold** for emphasis. Politely decline topics unrelated to nutrition or the app. ${EDUCATIONAL_NOTE} For medical questions, say so and suggest a doctor or registered dietitian.`;

/**
 * A configured language model answers with the assistant's tools; the tools do every number. Prose that states a
 * number no tool returned is replaced by the built-in engine's text for what the tools did. When the model fails,
 * anything its tools logged is removed again, so nothing half-done is left behind.
 */
async function modelAnswer(deps: ServiceDeps, viewer: User, model: AiModel, message: string, input: ChatInput): Promise<Answer> {
  const effects: ToolEffects = { loggedItems: [], mealType: null, date: null, suggestions: [], foodQueries: 0, lastText: null };
  const history = (input.conversationHistory ?? []).map((turn) => ({ role: turn.role as 'user' | 'assistant', content: turn.content }));
  try {
    const result = await runToolChat({
      config: deps.config.ai,
      model,
      system: `${SYSTEM_PROMPT}\nToday is ${input.clientDate}${input.clientTime ? `, ${input.clientTime}` : ''}.`,
      history,
      message,
      tools: assistantTools(deps, viewer, input, effects),
      onDelta: replyStream(),
    });
    const invented = numbersNotIn(result.content, [message, input.clientDate, ...result.toolResults.map((entry) => entry.result)]);
    const response = invented.length && effects.lastText ? effects.lastText : invented.length ? OFF_TOPIC_NUMBERS : result.content;
    return { response, loggedItems: effects.loggedItems, mealType: effects.mealType, date: effects.date, suggestions: effects.suggestions };
  } catch (error) {
    if (effects.loggedItems.length) {
      await deps.em.nativeDelete(FoodLogItemEntity, { id: { $in: effects.loggedItems.map((item) => item.id) } });
    }
    const month = monthStart(viewer.timezone);
    for (let index = 0; index < effects.foodQueries; index += 1) await refundUsage(deps.em, { userId: viewer.id, month, counter: 'aiFoodQueries' });
    if (!(error instanceof AiProviderError)) throw error;
    deps.logger.warn({ err: error, kind: error.kind, model: model.id }, 'AI provider failed');
    throw appError(ErrorCode.AI_PROVIDER_ERROR, aiFailureMessage(error), { reason: error.kind });
  }
}

const OFF_TOPIC_NUMBERS =
  'I can only give figures that come from the food database and your log. Ask me again, for example "how many calories are in a banana?", and I\'ll look it up.';

function checkChatInput(input: ChatInput): { message: string; type: ChatType } {
  const message = input.message.trim();
  if (!message) throw badInput('Type a message first.', [{ field: 'message', message: 'Required' }]);
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw badInput(`Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`, [{ field: 'message', message: 'Too long' }]);
  }
  const type = input.type ?? 'general';
  if (!['app', 'nutrition', 'general'].includes(type)) {
    throw badInput("'type' must be app, nutrition or general.", [{ field: 'type', message: 'Invalid type' }]);
  }
  const history = input.conversationHistory ?? [];
  if (history.length > MAX_HISTORY) {
    throw badInput(`Send at most the last ${MAX_HISTORY} messages as conversationHistory.`, [{ field: 'conversationHistory', message: 'Too many messages' }]);
  }
  history.forEach((turn, index) => {
    if (!['user', 'assistant'].includes(turn.role) || typeof turn.content !== 'string' || turn.content.length > 8000) {
      throw badInput(`conversationHistory[${index}] must be { role: 'user' | 'assistant', content } with at most 8000 characters.`, [
        { field: 'conversationHistory', message: 'Malformed message' },
      ]);
    }
  });
  checkDate(input.clientDate, 'clientDate');
  if (input.clientTime != null && !mealTypeForTime(input.clientTime)) {
    throw badInput(`'${input.clientTime}' is not a valid time (HH:MM, 24 h).`, [{ field: 'clientTime', message: 'Invalid time' }]);
  }
  return { message, type: type as ChatType };
}

export async function sendAssistantMessage(deps: ServiceDeps, viewer: User, input: ChatInput): Promise<ChatReply> {
  const { message, type } = checkChatInput(input);
  const user = viewer;
  return withUsage(deps.em, deps.config.ai, user, 'aiAssistantMessages', async () => {
    const model = chooseModel(deps.config.ai, user, null);
    const result =
      model.provider !== 'builtin' && model.available
        ? await modelAnswer(deps, viewer, model, message, input)
        : await builtinAnswer(deps, viewer, message, type, input);
    const question = new AssistantMessage({ user, role: AssistantRole.user, content: message });
    const reply = new AssistantMessage({ user, role: AssistantRole.assistant, content: result.response });
    reply.createdAt = new Date(question.createdAt.getTime() + 1);
    reply.loggedItemIds = (result.loggedItems ?? []).map((item) => item.id);
    reply.suggestedRecipeIds = (result.suggestions ?? []).map((suggestion) => suggestion.recipe.id);
    // One statement for both sides of the exchange (atomic without a transaction's extra round trips).
    await deps.em.insertMany(AssistantMessage, [question, reply]);
    return {
      response: result.response,
      loggedItems: result.loggedItems ?? [],
      mealType: result.mealType ?? null,
      date: result.date ?? null,
      suggestions: result.suggestions ?? [],
      // Server-generated speech is a Pro feature (spec section 6).
      audio:
        input.tts && user.tier === Tier.pro
          ? await speakReply(deps.config.ai, result.response, (error) => deps.logger.warn({ err: error }, 'Text-to-speech failed'))
          : null,
      message: reply,
    };
  });
}

export async function listConversation(deps: Pick<ServiceDeps, 'em'>, viewer: { id: string }, window: { offset: number; limit: number }) {
  return deps.em.findAndCount(
    AssistantMessage,
    { user: viewer.id },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], offset: window.offset, limit: window.limit },
  );
}
