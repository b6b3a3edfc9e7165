// Types of venv.mjs for the TypeScript fuzz runner.
export const VENV_DIR: string;
export function ensureSchemathesis(options?: { log?: (message: string) => void }): string;
