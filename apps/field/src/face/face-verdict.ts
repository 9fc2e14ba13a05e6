import type * as FaceApi from '@vladmandic/face-api';

/**
 * The face check's comparison, apart from the browser's loading of face-api (`face-check.ts`), so that
 * its test (`face-verdict.test.ts`) runs the same code in Node, on face-api's Node build.
 */

/**
 * The largest Euclidean distance between two 128-number face descriptors (face-api's recognition
 * model) that still counts as the same person. face-api's own examples use 0.6; 0.5 is stricter, so a
 * look-alike is less likely to pass, and the same face cropped, brightened or turned a little stays well
 * under it (docs/field-app.md, "Face check", gives the distances measured by the tests).
 * @internal The test measures its distances against it.
 */
export const FACE_MATCH_THRESHOLD = 0.5;

/**
 * The tiny face detector's settings: the picture scaled to 416 pixels, faces scored 0.5 or more; when
 * it finds none there, once more at 320 pixels. At 416 alone it misses some clear faces, depending on
 * how they are framed (B framed 620 pixels wide scores 0.16, at 320 it is found): a worker's photo
 * would be flagged "no face" for nothing. A second look can find a face, never make two faces match.
 */
const DETECTOR_SIZES = [416, 320] as const;
const SCORE_THRESHOLD = 0.5;

/**
 * The descriptor of every face found in the picture: the tiny face detector, the tiny 68-point
 * landmarks, the recognition model. `api` is face-api as loaded (the browser's build in the app).
 */
export async function describeFaces(api: typeof FaceApi, input: FaceApi.TNetInput): Promise<number[][]> {
  for (const inputSize of DETECTOR_SIZES) {
    const found = await api
      .detectAllFaces(input, new api.TinyFaceDetectorOptions({ inputSize, scoreThreshold: SCORE_THRESHOLD }))
      .withFaceLandmarks(true)
      .withFaceDescriptors();
    if (found.length > 0) return found.map((f) => Array.from(f.descriptor));
  }
  return [];
}

/**
 * The Euclidean distance between two descriptors (face-api's `euclideanDistance`).
 * @internal The test measures the distances with it.
 */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error('Face descriptors of different lengths');
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

export type FaceVerdict =
  | { match: true; distance: number }
  | { match: false; reason: 'no-face' | 'several-faces' | 'no-reference' | 'different'; distance?: number };

/** One person's photo against their reference: no face, or several, is a mismatch. */
export function judgeSelfie(faces: number[][], reference: number[] | null): FaceVerdict {
  if (faces.length === 0) return { match: false, reason: 'no-face' };
  if (faces.length > 1) return { match: false, reason: 'several-faces' };
  return judgeInGroup(faces, reference);
}

/** A person in a crew photo: the face nearest their reference, if near enough. */
export function judgeInGroup(faces: number[][], reference: number[] | null): FaceVerdict {
  if (faces.length === 0) return { match: false, reason: 'no-face' };
  if (!reference) return { match: false, reason: 'no-reference' };
  const distance = Math.min(...faces.map((f) => faceDistance(f, reference)));
  return distance <= FACE_MATCH_THRESHOLD
    ? { match: true, distance }
    : { match: false, reason: 'different', distance };
}
