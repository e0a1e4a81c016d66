import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';

/** The same label seen again within this long is one scan, not two: the camera reads it many times a second. */
const REPEAT_MS = 2500;

/** Why the camera could not start, as the clerk reads it. */
function cameraProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The browser was not allowed to use the camera: allow it for this site, or scan with the keyboard scanner';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device';
  return 'The camera could not be started; scan with the keyboard scanner or type the code';
}

/**
 * The camera's scanner (loaded on demand with its library, @zxing/browser): the back camera's
 * picture, each QR code it reads handed to `onDecoded` as a keyboard scanner would type it. The
 * camera stops when the panel closes.
 */
export default function BoxCamera({ onDecoded, onClose }: { onDecoded: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const decoded = useRef(onDecoded);
  decoded.current = onDecoded;

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    const last = { text: '', at: 0 };
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const started = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result) => {
            if (!result) return;
            const text = result.getText();
            const now = Date.now();
            if (text === last.text && now - last.at < REPEAT_MS) return;
            last.text = text;
            last.at = now;
            decoded.current(text);
          },
        );
        if (stopped) started.stop();
        else controls = started;
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <div className="grid max-w-md gap-2">
      {problem ? (
        <Alert>{problem}</Alert>
      ) : (
        <video
          ref={video}
          className="aspect-video w-full rounded-lg bg-black object-cover"
          aria-label="Camera: hold a box label's QR code in view"
          muted
          playsInline
        />
      )}
      <div>
        <button type="button" onClick={onClose} className="text-brand-600 text-sm hover:underline dark:text-brand-400">
          Close camera
        </button>
      </div>
    </div>
  );
}
