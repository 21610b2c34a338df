// What the invitation form needs before it can start: the caller's access points (with their zones), the
// network's invitation custom attributes, the providers, and the favourite of /new-invitation/{cmId}: the
// form starts from it when it is the caller's own, and empty (saying why) when it is missing, someone
// else's (an admin reaches the network's) or could not be loaded.
import type { AccessServer, CommunityMember, CustomAttribute, Provider } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { providersQuery } from '../../../lib/providers.ts';
import { useSession } from '../../../lib/session.ts';
import { accessPointsQuery, favoriteQuery, invitationAttributesQuery } from '../api/get-form-data.ts';

export interface InvitationFormData {
  accessPoints: AccessServer[];
  attributes: CustomAttribute[];
  providers: Provider[];
  /** The favourite asked for; null when none was asked, or it is not one of the caller's. */
  favorite: CommunityMember | null;
  /** Why the favourite asked for is not in the form. */
  favoriteProblem: FavoriteProblem | null;
}

/**
 * `not_found`: the server answered 404 (deleted meanwhile, another network's: spec §8 "community member not
 * found"); `not_own`: someone else's contact; `failed`: any other failure, told with its error.
 */
export type FavoriteProblem = { kind: 'not_found' } | { kind: 'not_own' } | { kind: 'failed'; error: unknown };

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
  const userId = useSession()?.user.id;
  const isError = accessPoints.isError || attributes.isError;
  // Once answered, the form stays up whatever a later refetch does (a 404 refetched goes back to pending).
  const isFavoriteReady = askedFavorite === null || favorite.isFetched;
  const attributeList = features.customAttributes ? attributes.data : [];
  if (!accessPoints.data || !attributeList || !isFavoriteReady) return { data: null, isError };
  const own = favorite.data && favorite.data.user.id === userId ? favorite.data : null;
  const problem = (): FavoriteProblem | null => {
    if (askedFavorite === null || own) return null;
    if (favorite.error) {
      const isMissing = favorite.error instanceof ApiError && favorite.error.status === 404;
      return isMissing ? { kind: 'not_found' } : { kind: 'failed', error: favorite.error };
    }
    return { kind: 'not_own' };
  };
  return {
    data: {
      accessPoints: accessPoints.data,
      attributes: attributeList,
      providers: providers.data ?? [],
      favorite: own,
      favoriteProblem: problem(),
    },
    isError,
  };
}
