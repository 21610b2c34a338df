// A link that opens an access point in the visitor's maps app. Google's universal Maps URL: on a phone it
// opens Google Maps (or the browser) on Android and iOS alike, on a computer the web map; coordinates when the
// access point has them (exact gate), else its address as a search.
export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

export interface MapPlace {
  latitude: number | null;
  longitude: number | null;
  address: string;
}

const isCoordinate = (value: number | null, limit: number): value is number =>
  value !== null && Number.isFinite(value) && Math.abs(value) <= limit;

/** The maps URL of a place, or null when it has neither coordinates nor an address. */
export function mapsLink(place: MapPlace): string | null {
  if (isCoordinate(place.latitude, 90) && isCoordinate(place.longitude, 180)) {
    return `${MAPS_SEARCH_URL}${place.latitude},${place.longitude}`;
  }
  const address = place.address.trim();
  return address ? `${MAPS_SEARCH_URL}${encodeURIComponent(address)}` : null;
}
