/** Spec section 8: the assistant's error texts, word for word. */
export const LIMIT_FALLBACK = 'You have exceeded your usage limit. Please upgrade to Pro.';
export const CONNECTION_FAILED = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";
export const SUGGESTIONS_FAILED = "I'm sorry, I couldn't get meal suggestions right now. Please try again.";
export const RECIPE_LOG_FAILED = "Sorry, I couldn't log that meal. Please try again or log it manually.";
export const MEAL_LOG_FAILED = 'Failed to log meal. Please try again.';
export const PHOTO_FAILED = 'Photo analysis failed. Please try again later.';
export const SPEECH_UNSUPPORTED = 'Speech recognition is not supported in this browser.';
export const PHOTO_PRO_ONLY =
  "Photo food logging is available for Pro members only. Tap Upgrade to Pro below to log meals from a photo; until then, describe your meal here and I'll log it.";
export const VISION_MODELS = ['gpt-4o', 'gpt-4-turbo', 'gpt-4o-mini', 'gemini-1.5-pro', 'gemini-2.5-pro'];
export const VISION_WARNING = `Photo logging needs a vision-capable AI model: ${VISION_MODELS.join(', ')}. Choose one of them as your AI model in your Profile, then try again.`;
export const WELCOME =
  "Hi! I'm Nutri's assistant. Describe what you ate (\"two eggs and toast for breakfast\") and I'll log it, ask what's left of your targets today, ask about a food's nutrients, or tap **Meal ideas**.\n\nAnswers are for educational purposes only.";
