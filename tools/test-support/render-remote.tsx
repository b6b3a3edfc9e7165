/**
 * Renders a remote's exposed App at a path, inside the providers the shell gives it, with a
 * location probe (currentLocation) for asserting navigation.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

// antd's style tags go into a detached node: the tests read no CSS, and jsdom's getComputedStyle (which
// Testing Library calls for every element a role query looks at) slows down with every sheet in the document.
const detachedStyles = document.createElement('div');

export function renderRemote(App: ComponentType, path: string) {
  // The pointer-events check reads computed styles up the tree, which antd's many style tags make slow in jsdom.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <StyleProvider container={detachedStyles}>
      <MemoryRouter initialEntries={[path]}>
        <AppProviders>
          <App />
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>
    </StyleProvider>,
  );
  return { user, ...result };
}

/** The path (and query) the router is at. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
