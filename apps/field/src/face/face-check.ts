import * as faceapi from '@vladmandic/face-api';
import { describeFaces } from './face-verdict.ts';

/** The comparison itself (the threshold, the verdicts) is in `face-verdict.ts`, tested in Node. */
export { judgeInGroup, judgeSelfie, type FaceVerdict } from './face-verdict.ts';

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
  return describeFaces(faceapi, input);
}
