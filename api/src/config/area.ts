import type { TObject } from 'typebox';

/** What an area's validator reports into: every problem is collected, so one start names them all. */
export interface ConfigContext {
  production: boolean;
  /** One sentence per bad value, naming the variable; loadConfig throws them together. */
  problems: string[];
  /** Receives warnings such as "using the development JWT secret". */
  warn: (message: string) => void;
}

/** The sentence for each of an area's variables whose value fails its schema. */
export type ConfigHints<Settings extends TObject> = Partial<Record<keyof Settings['properties'], string>>;

/** A comma-separated setting's entries, trimmed, without empty ones. */
export function list(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
