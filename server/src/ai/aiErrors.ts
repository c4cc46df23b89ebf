/** Why a language-model call failed; every kind is answered to the client as AI_PROVIDER_ERROR (502). */
export type AiFailureKind = 'timeout' | 'rate_limited' | 'provider_error' | 'malformed_output';

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';

  constructor(
    readonly kind: AiFailureKind,
    readonly modelId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Output that parsed but broke the schema or the facts (a number the facts do not contain, an unknown finding). */
export class AiOutputInvalidError extends Error {
  override readonly name = 'AiOutputInvalidError';
}

const USER_MESSAGES: Record<AiFailureKind, string> = {
  timeout: 'did not answer in time',
  rate_limited: 'is rate-limiting requests right now',
  provider_error: 'returned an error',
  malformed_output: 'returned an answer that could not be used',
};

export function aiFailureMessage(error: AiProviderError): string {
  return `The AI model ${error.modelId} ${USER_MESSAGES[error.kind]}. Nothing was saved and your monthly quota was not used; try again, or choose the built-in engine.`;
}
