/**
 * A stand-in 2D canvas for component tests (jsdom has none): every drawing call is a no-op that
 * is recorded, and toDataURL answers a fixed PNG data URL, so code that draws and exports can run.
 */
import { vi } from 'vitest';

export const FAKE_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface FakeCanvas {
  /** Names of the drawing calls made so far, on any canvas. */
  calls: string[];
  /** The canvases toDataURL was called on, with their size at that moment. */
  exports: { width: number; height: number }[];
  restore(): void;
}

export function installFakeCanvas(): FakeCanvas {
  const calls: string[] = [];
  const exports: { width: number; height: number }[] = [];
  const context = (canvas: HTMLCanvasElement) => {
    const state: Record<string | symbol, unknown> = { canvas };
    return new Proxy(state, {
      get: (target, prop) =>
        prop in target
          ? target[prop]
          : (...args: unknown[]) => {
              calls.push(String(prop));
              return prop === 'getImageData' ? { data: new Uint8ClampedArray(4 * Number(args[2] ?? 1) * Number(args[3] ?? 1)) } : undefined;
            },
      set: (target, prop, value) => {
        target[prop] = value;
        return true;
      },
    });
  };
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return context(this) as unknown as CanvasRenderingContext2D;
  } as never);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    exports.push({ width: this.width, height: this.height });
    return FAKE_PNG_DATA_URL;
  });
  return {
    calls,
    exports,
    restore() {
      getContext.mockRestore();
      toDataURL.mockRestore();
    },
  };
}
