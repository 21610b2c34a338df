// A Leaflet map of places (access points): one marker each, an optional popup, the deployment's tile URL
// (GET /config MAP_TILE_URL), translated zoom buttons, and the view fitted to the markers (a single one
// at zoom 15). It fills its parent: give the parent a height. Leaflet's marker images are bundled by Vite.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { useAppConfig } from '../../lib/config.ts';

export const MARKER_ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});
/** Mexico City, for places without coordinates yet. */
export const FALLBACK_CENTER: L.LatLngTuple = [19.4326, -99.1332];
/** One place is shown at street level (spec §2: the invitation's access point map opens at zoom 15). */
export const SINGLE_POINT_ZOOM = 15;
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapPoint {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}
type Located<P extends MapPoint> = P & { latitude: number; longitude: number };

export function isLocated<P extends MapPoint>(point: P): point is Located<P> {
  return point.latitude !== null && point.longitude !== null;
}

/**
 * Keeps every marker in view when the points change, and measures again once shown (dialogs, drawers). The fit is
 * not animated: a marker tapped while the map was still zooming to it got no popup.
 */
function FitToPoints({ points }: { points: readonly Located<MapPoint>[] }) {
  const map = useMap();
  const signature = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the points' positions.
  useEffect(() => {
    map.invalidateSize();
    if (points.length === 1 && points[0])
      map.setView([points[0].latitude, points[0].longitude], SINGLE_POINT_ZOOM, { animate: false });
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        paddingTopLeft: [32, 56],
        paddingBottomRight: [32, 24],
        animate: false,
      });
  }, [map, signature]);
  return null;
}

interface PointsMapProps<P extends MapPoint> {
  points: readonly P[];
  zoomInLabel: string;
  zoomOutLabel: string;
  /** Content of a marker's popup; without it markers only carry their name. */
  renderPopup?: (point: Located<P>) => ReactNode;
}

/** The deployment's tiles and translated zoom buttons: put it first inside a MapContainer. */
export function MapBase({ zoomInLabel, zoomOutLabel }: { zoomInLabel: string; zoomOutLabel: string }) {
  const { config } = useAppConfig();
  const isOsm = config.map_tile_url.includes('openstreetmap.org');
  return (
    <>
      <ZoomControl position="topleft" zoomInTitle={zoomInLabel} zoomOutTitle={zoomOutLabel} />
      <TileLayer url={config.map_tile_url} attribution={isOsm ? OSM_ATTRIBUTION : undefined} />
    </>
  );
}

export function PointsMap<P extends MapPoint>({ points, zoomInLabel, zoomOutLabel, renderPopup }: PointsMapProps<P>) {
  const located = points.filter(isLocated);
  return (
    <MapContainer
      center={FALLBACK_CENTER}
      zoom={5}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: '100%' }}
    >
      <MapBase zoomInLabel={zoomInLabel} zoomOutLabel={zoomOutLabel} />
      <FitToPoints points={located} />
      {located.map((point) => (
        <Marker
          key={point.id}
          position={[point.latitude, point.longitude]}
          icon={MARKER_ICON}
          alt={point.name}
          title={point.name}
        >
          {renderPopup && <Popup closeButton={false}>{renderPopup(point)}</Popup>}
        </Marker>
      ))}
    </MapContainer>
  );
}
