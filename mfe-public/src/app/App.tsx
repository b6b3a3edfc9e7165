// Exposed as mfe_public/App: the landing page and /login, relative to where the shell mounts it.
// The shell renders the Header above this App; the sign-in screen is its own chunk.
import { Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/LandingPage';

const LoginPage = lazy(() =>
  import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);

function Loading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spin size="large" />
    </div>
  );
}

export default function App() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<Loading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
