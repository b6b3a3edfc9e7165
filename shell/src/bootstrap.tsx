import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { syncSessionFromStorage, useSession } from '@portal/shared-ui/session/session-store';
import { App } from './app/App';
import { loadRemoteApp } from './features/remotes/load-remote-app';

/** The env-config.json a server-rendered page carries (shell/server/public-pages.mjs): no request for it. */
function embeddedRuntimeConfig(): RuntimeConfig | null {
  const text = document.getElementById('portal-env-config')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RuntimeConfig;
  } catch {
    return null;
  }
}

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/**
 * A public page rendered on the server for a visitor is hydrated: the public remote is loaded
 * first, so the first render in the browser is the page already shown. Signed in, the header
 * differs from the visitor's the server rendered, so the page is rendered afresh instead.
 */
async function hydrateServerPage(container: HTMLElement): Promise<boolean> {
  if (!container.firstElementChild || useSession.getState().accessToken) return false;
  try {
    await loadRemoteApp('mfe_public');
  } catch {
    return false;
  }
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what Lighthouse counts as blocking time); the served page
  // stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, tree);
  });
  return true;
}

async function start() {
  const container = document.getElementById('root')!;
  const embedded = embeddedRuntimeConfig();
  try {
    if (embedded) setRuntimeConfig(embedded);
    else await loadRuntimeConfig();
  } catch {
    createRoot(container).render(
      <p style={{ padding: 24, fontFamily: 'sans-serif' }}>The portal could not load its settings. Please reload the page.</p>,
    );
    return;
  }
  // Another tab signing in or out changes the stored tokens; follow it.
  window.addEventListener('storage', syncSessionFromStorage);
  if (await hydrateServerPage(container)) return;
  createRoot(container).render(tree);
}

void start();
