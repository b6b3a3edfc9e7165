import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { syncSessionFromStorage } from '@portal/shared-ui/session/session-store';
import { App } from './app/App';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadRuntimeConfig();
  } catch {
    root.render(<p style={{ padding: 24, fontFamily: 'sans-serif' }}>The portal could not load its settings. Please reload the page.</p>);
    return;
  }
  // Another tab signing in or out changes the stored tokens; follow it.
  window.addEventListener('storage', syncSessionFromStorage);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
