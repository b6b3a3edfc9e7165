/** Renders the exposed App at a path, inside the providers the shell gives it, with a location probe. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { currentLocation, renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

export function renderApp(path: string) {
  return renderRemote(App, path);
}

/** The path the router is at (without the query). */
export const currentPath = () => currentLocation().split('?')[0];

/** Opens an antd Select by its label and clicks the option with that name (as the browser tests do). */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const dropdown = dropdowns[dropdowns.length - 1];
  if (!dropdown) throw new Error(`No open dropdown for ${label}`);
  await user.click(within(dropdown).getByRole('option', { name: option }));
}
