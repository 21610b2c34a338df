// The privacy calls: the notice as anyone reads it (by its public id, the signed-in user's own, or the site's for
// the login page), the admin's notice settings, and the ARCO search, export (a zip) and erase.
import type { PersonalDataSelection, PublicPrivacyNotice, UpdatePrivacyNotice } from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const PRIVACY_KEY = ['privacy'] as const;

/** The notice a page shows: by public id; else the signed-in user's network's; else the site's (may be null). */
export const publicNoticeQuery = (publicId: string | undefined, signedIn: boolean) =>
  queryOptions({
    queryKey: [...PRIVACY_KEY, 'notice', publicId ?? (signedIn ? 'own' : 'site')],
    queryFn: async ({ signal }): Promise<PublicPrivacyNotice | null> => {
      if (publicId) return api.call('public_privacy_notices.show', { params: { public_id: publicId }, signal });
      if (signedIn) return api.call('privacy_notice.own', { signal });
      return (await api.call('public_privacy_notices.site', { signal })).notice;
    },
    meta: { silent: true },
  });

export const noticeSettingsQuery = queryOptions({
  queryKey: [...PRIVACY_KEY, 'settings'],
  queryFn: ({ signal }) => api.call('privacy_notice.show', { signal }),
});

export const personalDataQuery = (query: string) =>
  queryOptions({
    queryKey: [...PRIVACY_KEY, 'personal-data', query],
    queryFn: ({ signal }) => api.call('personal_data.search', { query: { query }, signal }),
    enabled: query.length > 0,
    staleTime: 0,
  });

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePrivacyNotice) => api.call('privacy_notice.update', { body }),
    onSuccess: async (saved) => {
      client.setQueryData(noticeSettingsQuery.queryKey, saved);
      await client.invalidateQueries({ queryKey: [...PRIVACY_KEY, 'notice'] });
    },
  });
}

/** The chosen records as a zip file (a Blob). */
export function useExportPersonalData() {
  return useMutation({
    mutationFn: (body: PersonalDataSelection) =>
      api.call('personal_data.export', { body, responseType: 'blob' }) as Promise<unknown> as Promise<Blob>,
  });
}

export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalDataSelection) => api.call('personal_data.erase', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PRIVACY_KEY, 'personal-data'] }),
  });
}
