import { describe, expect, it } from 'vitest';
import type { QueuedPunch } from './db.ts';
import { punchReasons } from './reasons.ts';
import { upload } from './send-queue.ts';

const queued = (over: Partial<QueuedPunch>): QueuedPunch => ({
  seq: 1,
  client_id: 'c0ffee00-0000-4000-8000-000000000001',
  employee_id: 7,
  employee_name: 'Ana Lopez',
  job_id: 3,
  job_code: 'J-2401',
  type: 'in',
  device_time: '2026-11-23T07:00:00-05:00',
  latitude: null,
  longitude: null,
  accuracy: null,
  photo: null,
  face_match: false,
  notes: [],
  state: 'saved',
  message: null,
  made_by_crew: false,
  ...over,
});

describe('why a punch has no photo or position', () => {
  it.each([
    [['camera.denied', 'gps.denied'], 'Camera permission refused', 'Location permission refused'],
    [['camera.missing', 'gps.unavailable'], 'No camera', 'Location unavailable'],
    [['gps.timeout', 'camera.unsupported'], 'Camera not supported', 'Location timed out'],
    [['camera.failed', 'gps.unsupported'], 'Camera failed', 'No GPS on this device'],
  ])('reads %j as the reasons the server keeps', (notes, photo, location) => {
    expect(punchReasons(notes)).toEqual({ no_photo_reason: photo, no_location_reason: location });
  });

  it('sends none for a face check note or no note', () => {
    expect(punchReasons(['face.different'])).toEqual({ no_photo_reason: null, no_location_reason: null });
    expect(punchReasons([])).toEqual({ no_photo_reason: null, no_location_reason: null });
  });

  it('uploads a queued punch with its reasons, one queued before they were sent too', () => {
    const body = upload(queued({ notes: ['gps.denied', 'camera.denied'] }));
    expect(body).toMatchObject({
      photo: null,
      latitude: null,
      face_match: false,
      no_photo_reason: 'Camera permission refused',
      no_location_reason: 'Location permission refused',
    });
    const fine = upload(queued({ latitude: 40.79, longitude: -74.21, photo: 'AAAA', face_match: true }));
    expect(fine).toMatchObject({ no_photo_reason: null, no_location_reason: null });
  });
});
