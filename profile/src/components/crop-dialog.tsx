import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
// The cropper's own styles (the frame, the round mask, the picture's placement) as a file of the
// build: left to itself it injects a <style> element, which the app's CSP (style-src 'self')
// refuses, and the picture sat top-left with no frame or mask.
import './cropper.css';
import { Button, Dialog } from '@handyq/web';
import { cropToJpeg } from '../lib/crop-image';
import s from './crop-dialog.module.css';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;

export interface CropDialogProps {
  /** An object URL of the chosen file. */
  src: string;
  /** Uploads the cropped JPEG, reporting progress 0–1; resolves when the picture is saved. */
  onSave: (jpeg: Blob, onProgress: (fraction: number) => void) => Promise<void>;
  onClose: () => void;
}

/** Round 1:1 crop with zoom; saves a square JPEG and shows the upload's progress. */
export default function CropDialog({ src, onSave, onClose }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async () => {
    if (!area) return;
    setProgress(0);
    try {
      await onSave(await cropToJpeg(src, area), setProgress);
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;

  return (
    <Dialog
      open
      title="Crop your picture"
      onClose={() => !busy && onClose()}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy || !area}>
            Save picture
          </Button>
        </>
      }
    >
      <div className={s.stage}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={1}
          cropShape="round"
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <label className={s.zoom}>
        <span>Zoom</span>
        <input
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
      {busy && (
        <label className={s.progress}>
          <span>Uploading… {Math.round(progress * 100)}%</span>
          <progress max={1} value={progress} />
        </label>
      )}
    </Dialog>
  );
}
