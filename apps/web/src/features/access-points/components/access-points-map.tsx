// The access points on a map (spec §2, 250 px high): one marker per point with coordinates, a popup
// with its name, venue, address and gates, and a button there that opens its settings. Tiles come from
// the deployment's MAP_TILE_URL (GET /config). Leaflet's marker images are bundled by Vite.
import 'leaflet/dist/leaflet.css';
import type { AccessServer } from '@garita/contract';
import { MAP_HEIGHT_PX } from '@garita/contract';
import { Box, Button, Paper, Typography } from '@mui/material';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { useAppConfig } from '../../../lib/config.ts';

const MARKER_ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});
/** Mexico City, for a network whose access points have no coordinates yet. */
const FALLBACK_CENTER: L.LatLngTuple = [19.4326, -99.1332];
const SINGLE_POINT_ZOOM = 15;
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

type Located = AccessServer & { latitude: number; longitude: number };
const isLocated = (point: AccessServer): point is Located => point.latitude !== null && point.longitude !== null;

/** Keeps every marker in view when the points change. */
function FitToPoints({ points }: { points: readonly Located[] }) {
  const map = useMap();
  const signature = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the points' positions.
  useEffect(() => {
    if (points.length === 1 && points[0]) map.setView([points[0].latitude, points[0].longitude], SINGLE_POINT_ZOOM);
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        paddingTopLeft: [32, 56],
        paddingBottomRight: [32, 24],
      });
  }, [map, signature]);
  return null;
}

interface AccessPointsMapProps {
  points: readonly AccessServer[];
  onOpen: (point: AccessServer) => void;
}

export function AccessPointsMap({ points, onOpen }: AccessPointsMapProps) {
  const { t } = useTranslation('access-points');
  const { config } = useAppConfig();
  const located = points.filter(isLocated);
  const isOsm = config.map_tile_url.includes('openstreetmap.org');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 2 }}>
      <Box
        data-testid="access-points-map"
        role="region"
        aria-label={t('map.label')}
        sx={{ height: MAP_HEIGHT_PX, '& .leaflet-container': { height: '100%', fontFamily: 'inherit' } }}
      >
        <MapContainer
          center={FALLBACK_CENTER}
          zoom={5}
          scrollWheelZoom={false}
          zoomControl={false}
          style={{ height: '100%' }}
        >
          <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
          <TileLayer url={config.map_tile_url} attribution={isOsm ? OSM_ATTRIBUTION : undefined} />
          <FitToPoints points={located} />
          {located.map((point) => (
            <Marker
              key={point.id}
              position={[point.latitude, point.longitude]}
              icon={MARKER_ICON}
              alt={point.name}
              title={point.name}
            >
              <Popup closeButton={false}>
                <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700, m: 0 }}>
                  {point.name}
                </Typography>
                <Typography variant="body2" component="div" sx={{ m: '2px 0' }}>
                  {point.venue_name}
                </Typography>
                <Typography variant="body2" component="div" sx={{ m: '2px 0', color: 'text.secondary' }}>
                  {point.address}
                </Typography>
                <Typography variant="body2" component="div" sx={{ m: '2px 0 8px' }}>
                  {t('gates', { count: point.gates.length })}
                </Typography>
                <Button size="small" variant="outlined" onClick={() => onOpen(point)}>
                  {t('map.open')}
                </Button>
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </Box>
      {located.length < points.length && (
        <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
          {t('map.missing', { count: points.length - located.length })}
        </Typography>
      )}
    </Paper>
  );
}
