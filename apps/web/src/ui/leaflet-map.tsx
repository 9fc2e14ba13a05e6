import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { useContext, useEffect } from 'react';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  TileLayer,
  Tooltip,
  useMap,
} from 'react-leaflet';
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
// The tiles' licence is credited; its link opens beside the portal, never in place of it.
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

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

/**
 * The map is for the pointer (hover a point for its name, drag, zoom); the keyboard passes it by, so
 * that Tab goes from one control of the work to the next and not through its zoom buttons, points
 * and credits. Leaflet makes these focusable as it draws them: each is taken out of the tab order.
 */
function OutOfTabOrder() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const skip = () => {
      // Interactive points are SVG paths Chromium lets Tab reach without any tabindex of theirs.
      const stops = 'a, [tabindex], .leaflet-interactive';
      for (const el of container.querySelectorAll(`:is(${stops}):not([tabindex="-1"])`))
        el.setAttribute('tabindex', '-1');
    };
    skip();
    const observer = new MutationObserver(skip);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The Leaflet implementation of LocationMap (loaded lazily through it). */
export function LeafletMap({ center, zoom, markers = [], label, height }: LocationMapProps) {
  return (
    // Its own stacking context keeps Leaflet's high z-indexes under the sticky top bar.
    <div role="region" aria-label={label} style={{ position: 'relative', zIndex: 0 }}>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        keyboard={false}
        attributionControl={false}
        style={{ height, width: '100%' }}
      >
        <AttributionControl prefix={false} />
        <OutOfTabOrder />
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
