// jsdom lacks a few browser APIs that antd and our components use.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMatchMedia } from './match-media';

// antd screens can take seconds to render in jsdom on a busy two-core machine; findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with pseudo elements, which jsdom does not implement.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element, pseudo?: string | null) => realGetComputedStyle(elt, pseudo ? undefined : pseudo);
