/** Why a photo could not be taken with the camera (the file input, or no photo, is offered instead). */
export type CameraProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export async function openFrontCamera(): Promise<MediaStream | CameraProblem> {
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
  } catch (err) {
    const name = err instanceof DOMException ? err.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
    return 'failed';
  }
}

/** The photo's longest side: enough for a face check and small to keep and send. */
const MAX_SIDE = 640;

/** A video frame or a chosen picture as a JPEG canvas, at most MAX_SIDE pixels on its longest side. */
export function toCanvas(source: HTMLVideoElement | HTMLImageElement): HTMLCanvasElement {
  const w = source instanceof HTMLVideoElement ? source.videoWidth : source.naturalWidth;
  const h = source instanceof HTMLVideoElement ? source.videoHeight : source.naturalHeight;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A canvas as base64 JPEG without the data: prefix, as the punch call takes it. */
export const jpegBase64 = (canvas: HTMLCanvasElement) => canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;

/** A picture file (the capture input's) loaded as an image. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}
