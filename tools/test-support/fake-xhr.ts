// A stand-in XMLHttpRequest for component tests of uploads (jsdom's would try the network):
// each send() takes the next scripted answer, reports upload progress, then answers.
import { vi } from 'vitest';

export type XhrAnswer = { status: number; body?: unknown; progress?: number[] } | 'network-error';

export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/**
 * Installs the fake as the global XMLHttpRequest (undo with vi.unstubAllGlobals()). `answer`
 * gives each request's answer; it may return a promise to hold the request open.
 */
export function fakeXhr(answer: (sent: SentUpload) => XhrAnswer | Promise<XhrAnswer>) {
  const sent: SentUpload[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const request = { url: this.url, headers: this.headers, form };
      sent.push(request);
      void Promise.resolve(answer(request)).then((a) => {
        if (a === 'network-error') return this.onerror?.();
        for (const p of a.progress ?? [50, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded: p, total: 100 });
        this.status = a.status;
        this.responseText = a.body === undefined ? '' : JSON.stringify(a.body);
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
