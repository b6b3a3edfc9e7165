import { Route, Routes } from 'react-router-dom';
import { ShellPage } from './ShellPage';

/** Every path goes through the shell page; the remote it mounts renders the relative routes. */
export function App() {
  return (
    <Routes>
      <Route path="*" element={<ShellPage />} />
    </Routes>
  );
}
