// Stylesheets are bundled by rspack (css/auto) and ignored by vitest (css: false).
declare module '*.css';
