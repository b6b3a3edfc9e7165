/**
 * What a remote renders when its team runs it alone (no shell): the runtime config, a router
 * and the header, around the same App the shell would mount (which brings its own antd providers).
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { useSession } from '@portal/shared-ui/session/session-store';
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
        <StandaloneHeader />
        <App />
        <RouteAnnouncer />
      </BrowserRouter>
    </StrictMode>,
  );
}
