// Types of ports.mjs for the TypeScript callers.
export const PORTS: Readonly<Record<'shell' | 'mfe_public' | 'mfe_student' | 'mfe_admin' | 'mfe_ca' | 'api' | 'mongo' | 'mailWeb' | 'mailSmtp', number>>;
export const APPS: ReadonlyArray<{ name: string; dir: string; port: number }>;
