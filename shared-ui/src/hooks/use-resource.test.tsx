import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource } from '@portal/shared-ui/hooks/use-resource';

describe('useResource', () => {
  it('loads, reloads keeping the old data visible, and can be replaced locally', async () => {
    let n = 0;
    const { result } = renderHook(() => useResource(async () => ++n));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1, error: null }));
    let reload!: Promise<void>;
    act(() => {
      reload = result.current.reload();
    });
    expect(result.current.state).toEqual({ status: 'loading', data: 1, error: null });
    await act(() => reload);
    expect(result.current.data).toBe(2);
    act(() => result.current.set(42));
    expect(result.current.state).toEqual({ status: 'ready', data: 42, error: null });
  });

  it('reports a failure and loads again when its inputs change, aborting the stale load', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn(async (signal: AbortSignal, key: string) => {
      signals.push(signal);
      if (key === 'bad') throw new Error('boom');
      return key;
    });
    const { result, rerender } = renderHook(({ key }) => useResource((s) => load(s, key), [key]), { initialProps: { key: 'bad' } });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect((result.current.state.error as Error).message).toBe('boom');
    rerender({ key: 'good' });
    await waitFor(() => expect(result.current.data).toBe('good'));
    expect(signals[0]?.aborted).toBe(true);
  });
});
