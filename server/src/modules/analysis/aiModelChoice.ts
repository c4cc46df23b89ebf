import type { AiConfig } from '../../config.js';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { availableModels, canUseModel, defaultModel, findModel, type AiModel } from '../../ai/modelCatalog.js';
import type { User } from '../users/user.entity.js';

const listed = (labels: string[]) => (labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? ''));

/**
 * The model a request runs with: the one named, else the user's preferred model when this server can run it and
 * their tier allows it, else the default (the built-in engine when no provider is configured). A named model must be
 * one this server offers: a model it cannot run is refused, never silently swapped for another.
 */
export function chooseModel(ai: AiConfig, user: User, requested: string | null | undefined, field = 'model'): AiModel {
  const named = requested?.trim();
  if (!named) {
    const preferred = findModel(ai, user.preferredAIModel);
    return preferred?.available && canUseModel(preferred, user.tier) ? preferred : defaultModel(ai);
  }
  const offered = availableModels(ai);
  const model = findModel(ai, named);
  if (!model) {
    throw badInput(`'${named}' is not a model. Choose one of: ${offered.map((entry) => entry.id).join(', ')}.`, [{ field, message: 'Unknown model' }]);
  }
  const choices = offered.filter((candidate) => canUseModel(candidate, user.tier)).map((candidate) => candidate.label);
  if (!model.available) {
    throw badInput(`${model.label} isn't offered in Nutri yet. Choose ${listed(choices)}, or leave the model out to use your preferred model.`, [
      { field, message: 'Model not offered' },
    ]);
  }
  if (!canUseModel(model, user.tier)) {
    throw appError(ErrorCode.PAYMENT_REQUIRED, `${model.label} is available on Pro. Upgrade to Pro to use every AI model, or choose ${listed(choices)}.`);
  }
  return model;
}
