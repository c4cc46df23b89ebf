/**
 * A matchMedia for jsdom that understands min-width/max-width and prefers-color-scheme,
 * so layout tests can run "at" a phone or desktop width.
 */
let viewportWidth = 1440;
let prefersDark = false;
const lists = new Set<{ query: string; listeners: Set<() => void> }>();

function evaluate(query: string): boolean {
  return query.split(' and ').every((part) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(part);
    if (minWidth) return viewportWidth >= Number(minWidth[1]);
    const maxWidth = /max-width:\s*(\d+)px/.exec(part);
    if (maxWidth) return viewportWidth <= Number(maxWidth[1]);
    if (part.includes('prefers-color-scheme: dark')) return prefersDark;
    return false;
  });
}

function notifyAll(): void {
  lists.forEach((list) => list.listeners.forEach((listener) => listener()));
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  notifyAll();
}

export function setPrefersDark(isDark: boolean): void {
  prefersDark = isDark;
  notifyAll();
}

window.matchMedia = (query: string): MediaQueryList => {
  const entry = { query, listeners: new Set<() => void>() };
  lists.add(entry);
  return {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    addListener: (listener: () => void) => entry.listeners.add(listener),
    removeListener: (listener: () => void) => entry.listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
};
