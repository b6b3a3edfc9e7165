/**
 * antd's ConfigProvider (the one portal theme), App (context for App.useApp() message and
 * modal) and the shared QueryClient. Each remote's exposed App mounts it around its own routes:
 * antd is compiled into each remote, not shared, so its context must come from the same copy the
 * screens use; TanStack Query is a federation singleton, so every remote reads one cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '@portal/shared-ui/config/theme';
import { queryClient } from '@portal/shared-ui/query/query-client';
import '@portal/shared-ui/styles/antd-a11y.css';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
