import type { AiConfig } from '../../config.js';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { canUseModel, DEFAULT_MODEL_ID, findModel, modelCatalog, type AiModel } from '../../ai/modelCatalog.js';
import type { User } from '../users/user.entity.js';

/** The model a request runs with: the one named, else the user's preferred model when their tier allows it, else the default. */
export function chooseModel(ai: AiConfig, user: User, requested: string | null | undefined, field = 'model'): AiModel {
  const named = requested?.trim();
  if (!named) {
    const preferred = findModel(ai, user.preferredAIModel);
    return preferred && canUseModel(preferred, user.tier) ? preferred : findModel(ai, DEFAULT_MODEL_ID)!;
  }
  const model = findModel(ai, named);
  if (!model) {
    const ids = modelCatalog(ai).map((entry) => entry.id);
    throw badInput(`'${named}' is not a model. Choose one of: ${ids.join(', ')}.`, [{ field, message: 'Unknown model' }]);
  }
  if (!canUseModel(model, user.tier)) {
    throw appError(ErrorCode.PAYMENT_REQUIRED, `${model.label} is available on Pro. Upgrade to Pro to use every AI model, or choose ${DEFAULT_MODEL_ID} or the built-in engine.`);
  }
  return model;
}
