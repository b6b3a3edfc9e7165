// The admin remote's pages and one more, /admin/canary, in the admin layout: what
// tests/federation.spec.ts builds in place of mfe-admin/src/app/pages.tsx (see
// admin-canary.rspack.mjs) to show a remote adding a page without a shell release. Nothing of it ships.
import { createElement } from 'react';
import { ADMIN_PAGES as PAGES } from '../../mfe-admin/src/app/pages.tsx';
import { AdminPageLayout } from '../../mfe-admin/src/components/AdminPageLayout.tsx';

export const ADMIN_PAGES = [
  ...PAGES,
  {
    name: 'canary',
    path: 'admin/canary',
    element: createElement(AdminPageLayout, { title: 'Canary page', intro: 'A page the admin area added on its own.' }),
  },
];
