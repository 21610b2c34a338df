// Where an access point is: a map on which a tap (or dragging the pin) sets the place, beside the latitude and
// longitude fields that keyboard and screen-reader users type into. The map follows the fields.
import { MAP_HEIGHT_PX } from '@garita/contract';
import { Box } from '@mui/material';
import type { LatLngTuple } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { FALLBACK_CENTER, MARKER_ICON, MapBase, SINGLE_POINT_ZOOM } from '../../../components/maps/points-map.tsx';

/** Coordinates kept to 6 decimals: about 10 cm, more than a pin on a phone can mean. */
const round = (value: number) => String(Math.round(value * 1e6) / 1e6);

interface LocationPickerProps {
  latitude: string;
  longitude: string;
  onPick: (latitude: string, longitude: string) => void;
  label: string;
  pinLabel: string;
  zoomInLabel: string;
  zoomOutLabel: string;
}

function parsePoint(latitude: string, longitude: string): LatLngTuple | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude === '' || longitude === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}

function PickOnTap({ onPick }: { onPick: LocationPickerProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(round(event.latlng.lat), round(event.latlng.lng)) });
  return null;
}

/** Centres the map on the pin when the fields move it; a drawer's map is measured again once shown. */
function FollowPin({ point }: { point: LatLngTuple | null }) {
  const map = useMap();
  const key = point?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the point.
  useEffect(() => {
    map.invalidateSize();
    if (point) map.setView(point, Math.max(map.getZoom(), SINGLE_POINT_ZOOM), { animate: false });
  }, [map, key]);
  return null;
}

export function LocationPicker({
  latitude,
  longitude,
  onPick,
  label,
  pinLabel,
  zoomInLabel,
  zoomOutLabel,
}: LocationPickerProps) {
  const point = parsePoint(latitude, longitude);
  return (
    <Box
      role="region"
      aria-label={label}
      data-testid="location-picker"
      sx={{
        height: MAP_HEIGHT_PX,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', fontFamily: 'inherit', cursor: 'crosshair' },
      }}
    >
      <MapContainer
        center={point ?? FALLBACK_CENTER}
        zoom={point ? SINGLE_POINT_ZOOM : 5}
        scrollWheelZoom={false}
        zoomControl={false}
      >
        <MapBase zoomInLabel={zoomInLabel} zoomOutLabel={zoomOutLabel} />
        <PickOnTap onPick={onPick} />
        <FollowPin point={point} />
        {point && (
          <Marker
            position={point}
            icon={MARKER_ICON}
            alt={pinLabel}
            title={pinLabel}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const at = event.target.getLatLng();
                onPick(round(at.lat), round(at.lng));
              },
            }}
          />
        )}
      </MapContainer>
    </Box>
  );
}
