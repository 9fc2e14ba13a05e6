import { lazy, Suspense } from 'react';
import { Flex, Spin } from 'antd';

/** A point on the map: [latitude, longitude]. */
export type LatLng = [number, number];

export interface MapMarker {
  position: LatLng;
  /** Names the marker for screen readers and its hover tip; unique within one map. */
  label: string;
  /** A coloured dot instead of the pin, labelled on hover (several points told apart by colour). */
  color?: string;
}

export interface LocationMapProps {
  center: LatLng;
  /** OpenStreetMap zoom level: 16 for a job site, 15 for a punch on the timesheet detail. */
  zoom: number;
  markers?: MapMarker[];
  /** Names the map region for screen readers. */
  label: string;
  height?: number;
}

// Leaflet and its stylesheet load with the first map shown, not with the screens that may show one.
const LeafletMap = lazy(() => import('./leaflet-map.tsx').then((m) => ({ default: m.LeafletMap })));

/** An OpenStreetMap map around a point, with markers; the map library is fetched on first use. */
export function LocationMap(props: LocationMapProps) {
  const height = props.height ?? 260;
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" style={{ height }}>
          <Spin aria-label="Loading map" />
        </Flex>
      }
    >
      <LeafletMap {...props} height={height} />
    </Suspense>
  );
}
