/**
 * A remote's routes, relative to where the shell mounts it, inside the remote's own antd providers
 * (antd is compiled into each remote, not shared) and the shared query client: its pages by path
 * and its own not-found page for any other path. Pages are lazy chunks: a route downloads only the
 * antd components its screen uses.
 */
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@portal/shared-ui/components/AppProviders';
import { QueryProvider } from '@portal/shared-ui/components/QueryProvider';
import { Spinner } from '@portal/shared-ui/components/Spinner';

interface AreaPage {
  name: string;
  path: string;
  element: ReactNode;
}

export function AreaRoutes({ pages, notFound }: { pages: readonly AreaPage[]; notFound: ReactNode }) {
  return (
    <AppProviders>
      <QueryProvider>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {pages.map((page) => (
              <Route key={page.name} path={page.path} element={page.element} />
            ))}
            <Route path="*" element={notFound} />
          </Routes>
        </Suspense>
      </QueryProvider>
    </AppProviders>
  );
}
