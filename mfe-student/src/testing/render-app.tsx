/** Renders the exposed App at a path, inside the providers the shell gives it, with a location probe. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '../../../tools/test-support/render-route';
import App from '../app/App';

export { currentPath } from '../../../tools/test-support/render-route';

export const renderApp = (path: string) => renderRoute(App, path);

/** Opens an antd Select by its label and clicks the option with that name (as the browser tests do). */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const dropdown = dropdowns[dropdowns.length - 1];
  if (!dropdown) throw new Error(`No open dropdown for ${label}`);
  await user.click(within(dropdown).getByRole('option', { name: option }));
}
