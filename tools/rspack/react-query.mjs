// What the bundles get for `@tanstack/react-query` (an alias in create-config.mjs): the part of
// TanStack Query the screens use, from the package's own ES build.
//
// Why, as for react-router.mjs: the query library must be one shared singleton (one cache and one
// React context for the shell and every remote), and a shared module is never tree-shaken, so
// sharing the package shipped all of it (hydration, infinite and suspense queries, the devtools
// hooks: ~13.4 KB gzip) to every signed-in route. This module is what is shared instead: its
// export list is fixed, so every app provides the same module, and rspack keeps only what the list
// needs (~10.3 KB gzip). @tanstack/query-core is compiled into it, not shared on its own.
//
// A name missing here fails the build ("export … was not found in '@tanstack/react-query'"): add it below.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@portal/react-query-package';
