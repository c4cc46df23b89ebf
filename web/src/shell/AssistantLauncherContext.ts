import { createContext, useContext } from 'react';

/** What the assistant should start with when a page opens it: `photo` starts the photo flow (camera). */
export interface AssistantRequest {
  photo?: 'camera';
}

/** Lets pages (e.g. the food log's camera button) open the shell's AI assistant dialog. */
export const AssistantLauncherContext = createContext<((request?: AssistantRequest) => void) | null>(null);

export function useOpenAssistant(): (request?: AssistantRequest) => void {
  const open = useContext(AssistantLauncherContext);
  if (open === null) throw new Error('useOpenAssistant must be used within the app layout');
  return open;
}
