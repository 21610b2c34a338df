import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const INTELLIGENCE_KEY = ['intelligence'] as const;

export interface IntelligenceParams {
  from: string;
  to: string;
  accessServerId: number | null;
}

export const intelligenceQuery = (params: IntelligenceParams) =>
  queryOptions({
    queryKey: [...INTELLIGENCE_KEY, params],
    queryFn: ({ signal }) =>
      api.call('intelligence.show', {
        query: { from: params.from, to: params.to, access_server: params.accessServerId ?? undefined },
        retryOn500: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    // The page shows the failure in place, with a retry button.
    meta: { silent: true },
    retry: false,
  });
