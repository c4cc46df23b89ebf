import { createContext, useContext } from 'react';

/** Lets pages (e.g. the food log's camera button) open the shell's AI assistant dialog. */
export const AssistantLauncherContext = createContext<(() => void) | null>(null);

export function useOpenAssistant(): () => void {
  const open = useContext(AssistantLauncherContext);
  if (open === null) throw new Error('useOpenAssistant must be used within the app layout');
  return open;
}
