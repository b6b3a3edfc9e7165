// Standalone start: the remote's own router, providers and header around the exposed App.
import { renderStandalone } from '@portal/shared-ui/components/StandaloneRoot';
import App from './app/App';

void renderStandalone(App);
