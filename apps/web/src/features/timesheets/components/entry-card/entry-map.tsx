import { LocationMap, type MapMarker } from '../../../../ui/location-map.tsx';
import type { Entry } from '../../entry-draft.ts';
import { NO_POSITION_IMAGE } from './placeholder.ts';

function markers(e: Entry): MapMarker[] {
  const list: Array<[string, string, number | null, number | null]> = [
    ['Clock-in', '#1677ff', e.punch_in_latitude, e.punch_in_longitude],
    ['Clock-out', '#fa8c16', e.punch_out_latitude, e.punch_out_longitude],
    ['Job', '#52c41a', e.original_job_latitude, e.original_job_longitude],
  ];
  return list
    .filter(([, , lat, lng]) => lat !== null && lng !== null && !(lat === 0 && lng === 0))
    .map(([label, color, lat, lng]) => ({ label, color, position: [lat!, lng!] }));
}

/** The punches and the job on the map, centred on the first; a placeholder without a position. */
export function EntryMap({ entry, zoom }: { entry: Entry; zoom: number }) {
  const marks = markers(entry);
  if (!marks.length) return <img className="ts-map ts-map-none" src={NO_POSITION_IMAGE} alt="No location" />;
  return (
    <div className="ts-map">
      <LocationMap
        center={marks[0]!.position}
        zoom={zoom}
        markers={marks}
        label={`Map of time entry ${entry.id}`}
        height={140}
      />
    </div>
  );
}
