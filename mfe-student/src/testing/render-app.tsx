/** Renders the exposed App at a path (it brings its own antd providers), with a location probe. */
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import App from '../app/App';

// Vite's import.meta.glob (vitest runs on Vite; typed here so browser code gets no Vite types).
declare global {
  interface ImportMeta {
    glob(pattern: string, options: { eager: true }): Record<string, unknown>;
  }
}

// The App loads each page lazily (its own chunk in the build). Loading every page module here,
// when the test file loads, keeps that one-off transform out of each test's time limits.
import.meta.glob('../features/**/components/*Page.tsx', { eager: true });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderApp(path: string) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** Opens an antd Select by its label and clicks the option with that name (as the browser tests do). */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const dropdown = dropdowns[dropdowns.length - 1];
  if (!dropdown) throw new Error(`No open dropdown for ${label}`);
  await user.click(within(dropdown).getByRole('option', { name: option }));
}
