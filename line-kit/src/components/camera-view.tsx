import { useEffect, useRef } from 'react';
import { MIN_SCORE, SKELETON, type Pose } from '@handyq/line';
import s from './camera-view.module.css';

/** Where a frame of `w` × `h` shows in a box of `bw` × `bh` with object-fit: contain. */
function fit(w: number, h: number, bw: number, bh: number) {
  const scale = Math.min(bw / w, bh / h);
  return { scale, x: (bw - w * scale) / 2, y: (bh - h * scale) / 2 };
}

/** The box takes the picture's shape once it is known (a phone's portrait 3:4 until then). */
const aspectOf = (frame: { width: number; height: number } | null) =>
  frame ? { aspectRatio: `${frame.width} / ${frame.height}` } : undefined;

/** The skeleton over the picture: the limbs the model is sure of, and their joints. */
export function drawSkeleton(
  canvas: HTMLCanvasElement,
  pose: Pose | null,
  frame: { width: number; height: number } | null,
): void {
  const ratio = window.devicePixelRatio || 1;
  const bw = canvas.clientWidth;
  const bh = canvas.clientHeight;
  if (canvas.width !== Math.round(bw * ratio)) canvas.width = Math.round(bw * ratio);
  if (canvas.height !== Math.round(bh * ratio)) canvas.height = Math.round(bh * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, bw, bh);
  if (!pose || !frame) return;
  const { scale, x, y } = fit(frame.width, frame.height, bw, bh);
  const at = (p: { x: number; y: number }) => [x + p.x * scale, y + p.y * scale] as const;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#22d3ee';
  for (const [a, b] of SKELETON) {
    const pa = pose[a];
    const pb = pose[b];
    if (!pa || !pb || pa.score < MIN_SCORE || pb.score < MIN_SCORE) continue;
    ctx.beginPath();
    ctx.moveTo(...at(pa));
    ctx.lineTo(...at(pb));
    ctx.stroke();
  }
  ctx.fillStyle = '#f97316';
  for (const p of Object.values(pose)) {
    if (p.score < MIN_SCORE) continue;
    ctx.beginPath();
    ctx.arc(...at(p), 5, 0, Math.PI * 2);
    ctx.fill();
  }
}

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
