import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia } from '../../../tools/test-support/match-media';
import { AppProviders } from './AppProviders';

function MotionProbe() {
  const { token } = antdTheme.useToken();
  return <output data-testid="motion">{String(token.motion)}</output>;
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function renderWithPreference(reduced: boolean) {
  window.matchMedia = fakeMatchMedia((query) => reduced && query === '(prefers-reduced-motion: reduce)');
  render(
    <AppProviders>
      <MotionProbe />
    </AppProviders>,
  );
  return screen.getByTestId('motion').textContent;
}

describe('AppProviders', () => {
  it("turns antd's motion off for a person who asks for reduced motion", () => {
    expect(renderWithPreference(true)).toBe('false');
  });

  it("keeps antd's motion otherwise", () => {
    expect(renderWithPreference(false)).toBe('true');
  });
});
