/**
 * antd's ConfigProvider (the one portal theme) and App (context for App.useApp() message and
 * modal). Each remote's exposed App mounts it around its own routes: antd is compiled into each
 * remote, not shared, so its context must come from the same copy the screens use.
 * A person who asks their system for reduced motion gets antd without its motion (dialogs,
 * drawers and menus appear at once, no ripple on a click), as the landing's slideshow holds still.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme, withoutMotion } from '@portal/shared-ui/config/theme';
import { usePrefersReducedMotion } from '@portal/shared-ui/hooks/use-prefers-reduced-motion';
import '@portal/shared-ui/styles/antd-a11y.css';

export function AppProviders({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? withoutMotion : theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
