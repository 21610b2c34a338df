// What the invitation form needs before it can start: the caller's access points (with their zones), the
// network's invitation custom attributes, the providers, and the favourite of /new-invitation/{cmId}.
import type { AccessServer, CommunityMember, CustomAttribute, Provider } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
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
  const features = useNetworkFeatures();
  // A feature the network switched off is not asked for: no attributes, no providers, no favourite to start from.
  const askedFavorite = features.favorites ? favoriteId : null;
  const accessPoints = useQuery(accessPointsQuery);
  const attributes = useQuery({ ...invitationAttributesQuery, enabled: features.customAttributes });
  const providers = useQuery({ ...providersQuery, enabled: features.providers });
  const favorite = useQuery({ ...favoriteQuery(askedFavorite ?? 0), enabled: askedFavorite !== null });
  const isError = accessPoints.isError || attributes.isError;
  const isFavoriteReady = askedFavorite === null || !favorite.isPending || favorite.isError;
  const attributeList = features.customAttributes ? attributes.data : [];
  if (!accessPoints.data || !attributeList || !isFavoriteReady) return { data: null, isError };
  return {
    data: {
      accessPoints: accessPoints.data,
      attributes: attributeList,
      providers: providers.data ?? [],
      favorite: favorite.data ?? null,
      favoriteMissing: askedFavorite !== null && !favorite.data,
    },
    isError,
  };
}
