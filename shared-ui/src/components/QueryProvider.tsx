/**
 * The shared QueryClient's provider (TanStack Query is a federation singleton, so every remote reads
 * one cache). A remote mounts it around the routes whose server data goes through queries; one that
 * does not yet use queries does not download the library (page-weight budgets).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@portal/shared-ui/query/query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
