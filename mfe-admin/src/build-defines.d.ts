// What rspack's DefinePlugin writes into the browser build (tools/rspack/create-config.mjs); under vitest, Node's own process.env.
declare const process: { env: { PORTAL_RELEASE?: string } };
