import { useCallback, useMemo, useRef } from 'react';
import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * useMutation for a call that sends a change, never twice at once: a call with the same variables as
 * one still under way (a double click on Submit before the button shows it is busy: TanStack's
 * isPending turns on a render after the first click) is not sent, and its promise never settles, so
 * whatever the caller does after a send happens once. Calls with other variables (another row's
 * button) go as they come.
 */
export function useSendMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(new Set<string>());
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (variables: TVariables, opts?: MutateOptions<TData, TError, TVariables, TContext>): Promise<TData> => {
      const key = JSON.stringify(variables ?? null);
      if (running.current.has(key)) return new Promise<TData>(() => {});
      running.current.add(key);
      return send(variables, opts).finally(() => running.current.delete(key));
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, opts?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // Its failure reaches onError (the options' and the call's) as useMutation's mutate does.
      mutateAsync(variables, opts).catch(() => {});
    },
    [mutateAsync],
  );
  return useMemo(
    () => ({ ...mutation, mutate, mutateAsync }) as UseMutationResult<TData, TError, TVariables, TContext>,
    [mutation, mutate, mutateAsync],
  );
}
