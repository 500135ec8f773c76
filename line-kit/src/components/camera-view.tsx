import { useEffect, useRef } from 'react';
import { drawSkeleton, type Pose } from '@handyq/line';
import s from './camera-view.module.css';

/** The box takes the picture's shape once it is known (a phone's portrait 3:4 until then). */
const aspectOf = (frame: { width: number; height: number } | null) =>
  frame ? { aspectRatio: `${frame.width} / ${frame.height}` } : undefined;

/**
 * The live picture with the skeleton drawn over it (drawn straight onto a canvas as each frame
 * is read: no re-render). `mirror` flips both, as a front camera's preview is expected to be.
 */
export function CameraView({
  videoRef,
  pose,
  frame,
  mirror,
  label,
  children,
}: {
  videoRef: (el: HTMLVideoElement | null) => void;
  pose: Pose | null;
  frame: { width: number; height: number } | null;
  mirror: boolean;
  label: string;
  children?: React.ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawSkeleton(canvas.current, pose, frame);
  }, [pose, frame]);
  return (
    <div className={s.view} data-mirror={mirror || undefined} style={aspectOf(frame)}>
      <video ref={videoRef} className={s.video} muted playsInline aria-label={label} />
      <canvas ref={canvas} className={s.overlay} aria-hidden />
      {children && <div className={s.status}>{children}</div>}
    </div>
  );
}

/** A still picture (a chosen photo, a video's worst moment) with its skeleton, laid out as the camera's. */
export function PictureView({
  src,
  alt,
  pose,
  frame,
  children,
}: {
  src: string;
  alt: string;
  pose: Pose | null;
  frame: { width: number; height: number } | null;
  children?: React.ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawSkeleton(canvas.current, pose, frame);
  }, [pose, frame]);
  return (
    <div className={s.view} style={aspectOf(frame)}>
      <img src={src} alt={alt} className={s.video} />
      <canvas ref={canvas} className={s.overlay} aria-hidden />
      {children && <div className={s.status}>{children}</div>}
    </div>
  );
}
