import type { CameraProblem } from '../device/camera.ts';
import type { Position } from '../device/position.ts';

type PositionProblem = Extract<Position, { ok: false }>['reason'];

/*
 * Why a punch has no photo or no position, as the server keeps it in the entry's field notes for the
 * clerks: in English whatever the phone's language (docs/mobile-punches.md).
 */
const NO_PHOTO: Record<CameraProblem, string> = {
  denied: 'Camera permission refused',
  missing: 'No camera',
  unsupported: 'Camera not supported',
  failed: 'Camera failed',
};

const NO_LOCATION: Record<PositionProblem, string> = {
  denied: 'Location permission refused',
  unavailable: 'Location unavailable',
  timeout: 'Location timed out',
  unsupported: 'No GPS on this device',
};

/**
 * The reasons a queued punch sends, read from the notes kept with it on the phone (`camera.denied`,
 * `gps.timeout`...: a note is only kept when the photo or position is missing), so a punch queued
 * before this release sends them too.
 */
export function punchReasons(notes: readonly string[]): {
  no_photo_reason: string | null;
  no_location_reason: string | null;
} {
  const of = <K extends string>(prefix: string, texts: Record<K, string>) => {
    const note = notes.find((n) => n.startsWith(prefix));
    return (note && texts[note.slice(prefix.length) as K]) ?? null;
  };
  return { no_photo_reason: of('camera.', NO_PHOTO), no_location_reason: of('gps.', NO_LOCATION) };
}
