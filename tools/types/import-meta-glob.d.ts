// Vite's import.meta.glob as the component tests use it (vitest runs on Vite); declared here
// rather than with Vite's client types, so browser code gets no other Vite globals.
interface ImportMeta {
  glob(patterns: string | string[], options: { eager: true }): Record<string, unknown>;
}
