import * as faceapi from '@vladmandic/face-api';

/**
 * The largest Euclidean distance between two 128-number face descriptors (face-api's recognition
 * model) that still counts as the same person. face-api's own examples use 0.6; 0.5 is stricter, so a
 * look-alike is less likely to pass, and the same face cropped, darkened or turned a little stays well
 * under it (docs/field-app.md, "Face check", gives the distances measured by the tests).
 */
const FACE_MATCH_THRESHOLD = 0.5;

/** The model files come with the app (copied from the package at build, kept by the service worker). */
const MODELS = '/field/models';

/** The part of TensorFlow.js (bundled in face-api) that picks its backend; face-api's types leave it out. */
interface Backends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string;
}
const tf = faceapi.tf as unknown as Backends;

let ready: Promise<string> | null = null;

/** Loads TensorFlow.js's WebGL backend (its CPU backend where there is no WebGL) and the three models. */
function loadFaceModels(): Promise<string> {
  ready ??= (async () => {
    const backend = (await tf.setBackend('webgl').catch(() => false)) ? 'webgl' : 'cpu';
    if (backend === 'cpu') await tf.setBackend('cpu');
    await tf.ready();
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(MODELS),
      faceapi.nets.faceLandmark68TinyNet.loadFromUri(MODELS),
      faceapi.nets.faceRecognitionNet.loadFromUri(MODELS),
    ]);
    return tf.getBackend();
  })().catch((err: unknown) => {
    ready = null;
    throw err;
  });
  return ready;
}

/** The descriptor of every face found in the picture. */
export async function faceDescriptors(input: HTMLCanvasElement | HTMLImageElement): Promise<number[][]> {
  await loadFaceModels();
  const found = await faceapi
    .detectAllFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 }))
    .withFaceLandmarks(true)
    .withFaceDescriptors();
  return found.map((f) => Array.from(f.descriptor));
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
  const distance = Math.min(...faces.map((f) => faceapi.euclideanDistance(f, reference)));
  return distance <= FACE_MATCH_THRESHOLD
    ? { match: true, distance }
    : { match: false, reason: 'different', distance };
}
