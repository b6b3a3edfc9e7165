/** Renders the exposed App at a path (it brings its own antd providers), with a location probe. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { currentLocation, renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

// The App loads each page lazily (its own chunk in the build). Loading every page module here,
// when the test file loads, keeps that one-off transform out of each test's time limits.
import.meta.glob(['../features/**/components/*.tsx', '!**/*.test.tsx'], { eager: true });

export function renderApp(path: string) {
  return renderRemote(App, path);
}

/** The path the router is at (without the query). */
export const currentPath = () => currentLocation().split('?')[0];

/** Chooses the option with that name in the select with that label: a native one, or an antd Select opened and clicked (as the browser tests do). */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  const field = screen.getByLabelText(label);
  if (field instanceof HTMLSelectElement) {
    await user.selectOptions(field, option);
    return;
  }
  await user.click(field);
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const dropdown = dropdowns[dropdowns.length - 1];
  if (!dropdown) throw new Error(`No open dropdown for ${label}`);
  await user.click(within(dropdown).getByRole('option', { name: option }));
}
