import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jpegBase64, loadImage, openFrontCamera, toCanvas, type CameraProblem } from '../device/camera.ts';

export interface Photo {
  base64: string;
  canvas: HTMLCanvasElement;
}

/**
 * The front camera's picture (getUserMedia); without a camera or its permission, the file input with
 * capture, or no photo at all: the reason shows and the punch is flagged.
 */
export function PhotoStep({
  onDone,
}: {
  onDone: (photo: Photo | null, problem: CameraProblem | null) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  useEffect(() => {
    let open: MediaStream | null = null;
    let cancelled = false;
    void openFrontCamera().then((s) => {
      if (cancelled) {
        if (typeof s !== 'string') s.getTracks().forEach((tr) => tr.stop());
        return;
      }
      if (typeof s === 'string') return setProblem(s);
      open = s;
      setStream(s);
    });
    return () => {
      cancelled = true;
      open?.getTracks().forEach((tr) => tr.stop());
    };
  }, []);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
    }
  }, [stream]);

  function take() {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    const canvas = toCanvas(v);
    stream?.getTracks().forEach((tr) => tr.stop());
    onDone({ base64: jpegBase64(canvas), canvas }, null);
  }

  async function fromFile(file: File | undefined) {
    if (!file) return;
    const url = URL.createObjectURL(file);
    try {
      const canvas = toCanvas(await loadImage(url));
      onDone({ base64: jpegBase64(canvas), canvas }, problem);
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  return (
    <section aria-label={t('camera.title')}>
      <h2>{t('camera.title')}</h2>
      {stream && (
        <>
          <video ref={video} className="preview" playsInline muted aria-label={t('camera.title')} />
          <button type="button" className="primary" onClick={take}>
            {t('camera.take')}
          </button>
        </>
      )}
      {problem && (
        <>
          <p className="banner warn" role="alert">
            {t(`camera.${problem}`)} {t('camera.choices')}
          </p>
          <label className="file">
            {t('camera.file')}
            <input
              type="file"
              accept="image/*"
              capture="user"
              onChange={(e) => void fromFile(e.target.files?.[0])}
            />
          </label>
          <button type="button" onClick={() => onDone(null, problem)}>
            {t('camera.without')}
          </button>
        </>
      )}
    </section>
  );
}
