// Exposed as mfe_public/App: the landing page, /login and /verify, relative to where the shell mounts it.
// The shell renders the Header above this App; the sign-in screen is its own chunk.
// Budget rule: the visitor's pages (150 KB landing, 160 KB /login) use no antd and no @ant-design/*
// at all, only plain elements and CSS in the portal theme. Guarded by src/app/no-antd.test.ts.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@portal/shared-ui/components/Spinner';

// Each page is its own chunk: /verify and /login do not download the landing page.
const LandingPage = lazy(() => import('../features/landing/components/LandingPage').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const LegalPage = lazy(() => import('../features/legal/components/LegalPage').then((m) => ({ default: m.LegalPage })));
const VerifyPage = lazy(() => import('../features/verify/components/VerifyPage').then((m) => ({ default: m.VerifyPage })));

export default function App() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<Spinner label="Loading sign-in" />}>
            <LoginPage />
          </Suspense>
        }
      />
      {['verify', 'verify/:code'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<Spinner label="Loading certificate check" />}>
              <VerifyPage />
            </Suspense>
          }
        />
      ))}
      {(['privacy', 'terms', 'refund-policy'] as const).map((page) => (
        <Route
          key={page}
          path={page}
          element={
            <Suspense fallback={<Spinner label="Loading" />}>
              <LegalPage page={page} />
            </Suspense>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<Spinner label="Loading" />}>
            <LandingPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
