import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { setViewportWidth } from './matchMedia';

// Lazy routes and dialogs load through Babel on first use; on a busy two-core machine (load 15) that took over 4 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; React Router and Fluent UI use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
window.scrollTo = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1440);
});

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.theme;
});
