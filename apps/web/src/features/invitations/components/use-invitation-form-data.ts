// What the invitation form needs before it can start: the caller's access points (with their zones), the
// network's invitation custom attributes, the providers, and the favourite of /new-invitation/{cmId}.
import type { AccessServer, CommunityMember, CustomAttribute, Provider } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { providersQuery } from '../../../lib/providers.ts';
import { accessPointsQuery, favoriteQuery, invitationAttributesQuery } from '../api/get-form-data.ts';

export interface InvitationFormData {
  accessPoints: AccessServer[];
  attributes: CustomAttribute[];
  providers: Provider[];
  /** The favourite asked for; null when none was asked, or it is not one of the caller's. */
  favorite: CommunityMember | null;
  favoriteMissing: boolean;
}

export function useInvitationFormData(favoriteId: number | null): {
  data: InvitationFormData | null;
  isError: boolean;
} {
  const accessPoints = useQuery(accessPointsQuery);
  const attributes = useQuery(invitationAttributesQuery);
  const providers = useQuery(providersQuery);
  const favorite = useQuery({ ...favoriteQuery(favoriteId ?? 0), enabled: favoriteId !== null });
  const isError = accessPoints.isError || attributes.isError;
  const isFavoriteReady = favoriteId === null || !favorite.isPending || favorite.isError;
  if (!accessPoints.data || !attributes.data || !isFavoriteReady) return { data: null, isError };
  return {
    data: {
      accessPoints: accessPoints.data,
      attributes: attributes.data,
      providers: providers.data ?? [],
      favorite: favorite.data ?? null,
      favoriteMissing: favoriteId !== null && !favorite.data,
    },
    isError,
  };
}
