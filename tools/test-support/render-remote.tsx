/** Renders a remote's exposed App at a path, as the shell mounts it (the App brings its own antd providers), with a location probe. */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

// antd's style tags go into a detached node: the tests read no CSS, and jsdom's getComputedStyle (which
// Testing Library calls for every element a role query looks at, and user-event for every click) slows
// down with every sheet in the document: one query in a page with a table took 40 s.
const detachedStyles = document.createElement('div');

/** `extra` renders inside the router beside the App (controls a test drives, such as Back and Forward). */
export function renderRemote(App: ComponentType, path: string, extra?: ReactNode) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <StyleProvider container={detachedStyles}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
        {extra}
      </MemoryRouter>
    </StyleProvider>,
  );
  return { user, ...result };
}

/** The path (and query) the router is at. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
