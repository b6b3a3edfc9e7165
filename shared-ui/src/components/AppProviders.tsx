/** antd ConfigProvider + App: mounted once by the shell, and by a remote running standalone. */
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '@portal/shared-ui/config/theme';
import '@portal/shared-ui/styles/antd-a11y.css';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
