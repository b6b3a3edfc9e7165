// A window.matchMedia for jsdom, which has none: `matches` decides which media queries hold.
import { vi } from 'vitest';

export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}
