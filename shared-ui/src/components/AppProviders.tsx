/**
 * antd's ConfigProvider (the one portal theme) and App (context for App.useApp() message and
 * modal). Each remote's exposed App mounts it around its own routes: antd is compiled into each
 * remote, not shared, so its context must come from the same copy the screens use.
 */
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
