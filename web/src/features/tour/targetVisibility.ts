/** Why a step's target cannot be shown (the console warnings of spec section 8), or null when it can. */
export function targetProblem(selector: string): 'Target not mounted' | 'Target not visible' | null {
  if (selector === 'body') return null;
  const element = document.querySelector(selector);
  if (!element) return 'Target not mounted';
  return element.getClientRects().length === 0 ? 'Target not visible' : null;
}
