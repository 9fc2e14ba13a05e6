import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useSendMutation } from './use-send-mutation.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('a sending mutation', () => {
  it('sends a call once when it is made twice before the first ends (a double click), and again after', async () => {
    const sent: string[] = [];
    let answer = () => {};
    const { result } = renderHook(
      () =>
        useSendMutation({
          mutationFn: (what: string) => {
            sent.push(what);
            return new Promise<string>((resolve) => (answer = () => resolve(what)));
          },
        }),
      { wrapper },
    );
    const done: string[] = [];
    act(() => {
      void result.current.mutateAsync('first').then((r) => done.push(r));
      void result.current.mutateAsync('first').then((r) => done.push(r));
      result.current.mutate('first');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(sent).toEqual(['first']);
    await act(async () => answer());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(sent).toEqual(['first']);
    expect(done).toEqual(['first']);

    act(() => result.current.mutate('first'));
    await waitFor(() => expect(sent).toEqual(['first', 'first']));
    await act(async () => answer());
  });

  it("sends another row's call while one is under way", async () => {
    const sent: number[] = [];
    const { result } = renderHook(
      () => useSendMutation({ mutationFn: (id: number) => new Promise<void>(() => sent.push(id)) }),
      { wrapper },
    );
    act(() => {
      result.current.mutate(1);
      result.current.mutate(2);
    });
    await waitFor(() => expect(sent).toEqual([1, 2]));
  });

  it('lets the next call through after a failed one', async () => {
    let calls = 0;
    const { result } = renderHook(
      () =>
        useSendMutation({
          mutationFn: async () => {
            calls++;
            if (calls === 1) throw new Error('refused');
            return 'ok';
          },
        }),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('refused');
    });
    await act(async () => {
      await expect(result.current.mutateAsync()).resolves.toBe('ok');
    });
    expect(calls).toBe(2);
  });
});
