// What the bundles get for `react-router-dom` and `react-router` (an alias in create-config.mjs):
// the declarative router (<BrowserRouter>, <Routes>, hooks), from react-router's production build.
//
// Why: the router must be one shared singleton (one router context at run time), and a shared
// module is never tree-shaken, so sharing the package shipped all of it (~59 KB gzip, in its
// development build, which its package exports by default) to every page, the landing page
// included. This module is what is shared instead: its export list is fixed, so every app
// provides the same module, and rspack keeps only what the list needs from react-router.
//
// A name missing here fails the build ("export … was not found in 'react-router-dom'"): add it
// below. The data-router APIs (createBrowserRouter, loaders, <Form>, useFetcher…) are left out
// on purpose: the portal uses declarative routes.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@portal/react-router-production';
