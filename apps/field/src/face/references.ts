import { loadImage } from '../device/camera.ts';
import { keep, readKept } from '../offline/db.ts';

/** A person's reference face, worked out once from the photo the office set and kept on the phone. */
interface Reference {
  /** The photo's address without its signature: a new default photo has another. */
  photo: string;
  descriptor: number[] | null;
}

const key = (employeeId: number) => `face:${employeeId}`;
const photoPath = (url: string) => url.split('?')[0]!;

/** The kept reference descriptor of a person, or null (no photo, no face in it, or not worked out yet). */
export async function referenceOf(employeeId: number): Promise<number[] | null> {
  return (await readKept<Reference>(key(employeeId)))?.descriptor ?? null;
}

/**
 * Works out and keeps the reference descriptors of the people whose photo is new to the phone (online,
 * after sign-in), so the face check works without signal.
 */
export async function prepareReferences(
  people: ReadonlyArray<{ id: number; reference_photo: string | null }>,
): Promise<void> {
  const todo = [];
  for (const p of people) {
    if (!p.reference_photo) continue;
    const kept = await readKept<Reference>(key(p.id));
    if (kept?.photo !== photoPath(p.reference_photo)) todo.push(p);
  }
  if (todo.length === 0) return;
  const { faceDescriptors } = await import('./face-check.ts');
  for (const p of todo) {
    const img = await loadImage(p.reference_photo!);
    const faces = await faceDescriptors(img);
    await keep(key(p.id), {
      photo: photoPath(p.reference_photo!),
      descriptor: faces.length === 1 ? faces[0] : null,
    });
  }
}
