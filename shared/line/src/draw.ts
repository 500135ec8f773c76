// The skeleton drawn over a picture (the camera's, a photo, a recording as it plays): plain
// canvas drawing, for every page that shows a pose.
import { MIN_SCORE } from './line';
import { SKELETON, type Pose } from './keypoints';

/** Where a frame of `w` × `h` shows in a box of `bw` × `bh` with object-fit: contain. */
function fit(w: number, h: number, bw: number, bh: number) {
  const scale = Math.min(bw / w, bh / h);
  return { scale, x: (bw - w * scale) / 2, y: (bh - h * scale) / 2 };
}

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
