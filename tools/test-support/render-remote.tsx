/** Renders a remote's exposed App at a path, as the shell mounts it (the App brings its own antd providers), with a location probe. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRemote(App: ComponentType, path: string) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The path (and query) the router is at. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';
