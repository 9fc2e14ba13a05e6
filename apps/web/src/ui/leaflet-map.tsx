import 'leaflet/dist/leaflet.css';
import { useContext, useEffect } from 'react';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { CircleMarker, MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { LatLng, LocationMapProps } from './location-map.tsx';
import { MapResizeContext } from './map-resize.ts';

// Leaflet finds its default marker images by a CSS path a bundler rewrites; the icon names them itself.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** MapContainer reads its center once; this follows later changes (another job picked). */
function FollowCenter({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

/**
 * Leaflet measures its box once and then only on its window's resize: a panel resized on its own, or
 * moved into a popped-out window, would draw the map off-centre. This re-measures whenever the box
 * changes, watched from the window the map is in, and when a host layout says so.
 */
function KeepSized() {
  const map = useMap();
  const signal = useContext(MapResizeContext);
  useEffect(() => {
    const container = map.getContainer();
    const view = container.ownerDocument.defaultView ?? window;
    const fit = () => map.invalidateSize();
    const observer = new view.ResizeObserver(fit);
    observer.observe(container);
    const stop = signal?.subscribe(fit);
    return () => {
      observer.disconnect();
      stop?.();
    };
  }, [map, signal]);
  return null;
}

/** The Leaflet implementation of LocationMap (loaded lazily through it). */
export function LeafletMap({ center, zoom, markers = [], label, height }: LocationMapProps) {
  return (
    // Its own stacking context keeps Leaflet's high z-indexes under the sticky top bar.
    <div role="region" aria-label={label} style={{ position: 'relative', zIndex: 0 }}>
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} style={{ height, width: '100%' }}>
        <TileLayer url={TILES} attribution={ATTRIBUTION} />
        <FollowCenter center={center} zoom={zoom} />
        <KeepSized />
        {markers.map((m) =>
          m.color ? (
            <CircleMarker
              key={m.label}
              center={m.position}
              radius={8}
              pathOptions={{ color: m.color, fillColor: m.color, fillOpacity: 0.8 }}
            >
              <Tooltip direction="top">{m.label}</Tooltip>
            </CircleMarker>
          ) : (
            <Marker key={m.label} position={m.position} icon={markerIcon} alt={m.label} title={m.label} />
          ),
        )}
      </MapContainer>
    </div>
  );
}
