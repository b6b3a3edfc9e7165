/**
 * What a remote renders when its team runs it alone (no shell): the runtime config,
 * a router, the providers and the header, around the same App the shell would mount.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { Header } from '@portal/shared-ui/components/Header';
import { RouteAnnouncer } from '@portal/shared-ui/components/RouteAnnouncer';

function StandaloneHeader() {
  const signedIn = useSession((s) => !!s.accessToken);
  return <Header mode={signedIn ? 'dashboard' : 'public'} />;
}

export async function renderStandalone(App: ComponentType, elementId = 'root'): Promise<void> {
  await loadRuntimeConfig();
  const element = document.getElementById(elementId);
  if (!element) throw new Error(`#${elementId} not found`);
  createRoot(element).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <StandaloneHeader />
          <App />
          <RouteAnnouncer />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
