// The device's camera for the Line Kit and HoldOn's camera start, and what each way it can fail
// says to the user: what happened and what to do.

export type Facing = 'user' | 'environment';

export type CameraProblem = 'denied' | 'noCamera' | 'inUse' | 'unsupported' | 'model';

export const CAMERA_PROBLEMS: Record<CameraProblem, { title: string; advice: string }> = {
  denied: {
    title: 'Camera access was refused',
    advice: "Allow the camera for HandyQ in your browser's site settings, then press Try again.",
  },
  noCamera: {
    title: 'No camera found',
    advice: 'This device has no camera HandyQ can use. You can still check your line in a photo or video.',
  },
  inUse: {
    title: 'The camera is busy',
    advice: 'Another app or tab is using the camera. Close it, then press Try again.',
  },
  unsupported: {
    title: 'This browser cannot use the camera',
    advice: 'Open HandyQ in an up-to-date browser, over https.',
  },
  model: {
    title: 'The pose model could not load',
    advice: 'Connect to the internet and press Try again. Once loaded, it works offline.',
  },
};

/** A photo or video in which no person was found. */
export const NO_PERSON = {
  title: 'No person found',
  advice: 'Choose a photo or video where your whole body is in the frame.',
} as const;

/** Which problem a failed getUserMedia is. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'inUse';
  return 'unsupported';
}

export class CameraError extends Error {
  override name = 'CameraError';
  constructor(readonly problem: CameraProblem) {
    super(CAMERA_PROBLEMS[problem].title);
  }
}

/** The camera facing `facing` (the other one when that is all there is), video only. */
export async function openCamera(facing: Facing): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: facing }, width: { ideal: 640 }, height: { ideal: 480 } },
    });
  } catch (e) {
    throw new CameraError(cameraProblemOf(e));
  }
}
