import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** Client errors (4xx) are answers, not glitches: only a missing answer or a 5xx is retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
