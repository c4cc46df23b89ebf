const BUILTIN_NOTE = 'Written by Nutri from your own data: no AI provider needed';

export function availabilityNote(model: { provider: string; isAllowed: boolean }) {
  if (!model.isAllowed) return 'Pro only';
  return model.provider === 'builtin' ? BUILTIN_NOTE : undefined;
}
