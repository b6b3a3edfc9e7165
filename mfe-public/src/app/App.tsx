// Exposed as mfe_public/App: the landing page, /login, /verify and the policies (app/routes.ts),
// relative to where the shell mounts it. The shell renders the Header above this App; each page is
// its own chunk, so /verify and /login do not download the landing page.
// Budget rule: the visitor's pages (150 KB landing, 160 KB /login) use no antd and no @ant-design/*
// at all, only plain elements and CSS in the portal theme. Guarded by src/app/no-antd.test.ts.
import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { PUBLIC_ROUTES, type PublicRouteName } from './routes';

const LandingPage = lazy(() => import('../features/landing/components/LandingPage').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const LegalPage = lazy(() => import('../features/legal/components/LegalPage').then((m) => ({ default: m.LegalPage })));
const VerifyPage = lazy(() => import('../features/verify/components/VerifyPage').then((m) => ({ default: m.VerifyPage })));

/** Each page and what its spinner says while its chunk loads. */
const PAGES: Record<PublicRouteName, { element: ReactNode; loading: string }> = {
  login: { element: <LoginPage />, loading: 'Loading sign-in' },
  verify: { element: <VerifyPage />, loading: 'Loading certificate check' },
  certificate: { element: <VerifyPage />, loading: 'Loading certificate check' },
  privacy: { element: <LegalPage page="privacy" />, loading: 'Loading' },
  terms: { element: <LegalPage page="terms" />, loading: 'Loading' },
  refundPolicy: { element: <LegalPage page="refund-policy" />, loading: 'Loading' },
  landing: { element: <LandingPage />, loading: 'Loading' },
};

export default function App() {
  return (
    <Routes>
      {PUBLIC_ROUTES.map(({ name, path }) => (
        <Route
          key={name}
          path={path}
          element={<Suspense fallback={<Spinner label={PAGES[name].loading} />}>{PAGES[name].element}</Suspense>}
        />
      ))}
    </Routes>
  );
}
