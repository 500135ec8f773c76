import { useEffect, useRef, useState } from 'react';
import { ImageUp, RotateCcw } from 'lucide-react';
import {
  CAMERA_PROBLEMS,
  NO_PERSON,
  PoseModelError,
  readPicture,
  useLineCamera,
  type Facing,
  type LineSample,
  type LineSource,
} from '@handyq/line/camera';
import { Button, Page } from '@handyq/web';
import { CameraControls } from '../components/camera-controls';
import { CameraView, PictureView } from '../components/camera-view';
import { LineReadout } from '../components/line-readout';
import { useCorrectionVoice } from '../hooks/use-correction-voice';
import { CorrectionCoach } from '../lib/corrections';
import s from './line-page.module.css';

export const LINE_ALIGN_TEXTS = {
  starting: 'Starting the camera…',
  loading: 'Loading the pose model…',
  reading: 'Reading your line…',
  chooseFile: 'Check a photo or video',
  backToCamera: 'Back to the camera',
  worst: 'The worst moment',
} as const;

/** What the page reads: the live camera, a chosen photo, or a chosen video. */
type Mode = { kind: 'camera' } | { kind: 'photo'; url: string } | { kind: 'video'; url: string };

export default function LineAlign() {
  const [mode, setMode] = useState<Mode>({ kind: 'camera' });
  const [facing, setFacing] = useState<Facing>('user');
  const [mirror, setMirror] = useState(true);
  const [speak, setSpeak] = useState(true);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (mode.kind !== 'camera' && URL.revokeObjectURL(mode.url)), [mode]);

  const choose = (f: File | undefined) => {
    if (!f) return;
    const url = URL.createObjectURL(f);
    setMode(f.type.startsWith('video/') ? { kind: 'video', url } : { kind: 'photo', url });
  };

  return (
    <Page>
      <div className={s.stack}>
        {mode.kind === 'photo' ? (
          <PhotoCheck url={mode.url} />
        ) : (
          <LiveCheck
            source={mode.kind === 'camera' ? { kind: 'camera', facing } : { kind: 'video', url: mode.url }}
            mirror={mode.kind === 'camera' && mirror}
            speak={speak}
          />
        )}
        {mode.kind === 'camera' ? (
          <CameraControls facing={facing} mirror={mirror} onFacing={setFacing} onMirror={setMirror}>
            <label className={s.check}>
              <input type="checkbox" checked={speak} onChange={(e) => setSpeak(e.target.checked)} /> Speak
              corrections
            </label>
          </CameraControls>
        ) : (
          <Button variant="secondary" onClick={() => setMode({ kind: 'camera' })}>
            <RotateCcw size={18} aria-hidden /> {LINE_ALIGN_TEXTS.backToCamera}
          </Button>
        )}
        <div>
          <Button variant="secondary" onClick={() => file.current?.click()}>
            <ImageUp size={18} aria-hidden /> {LINE_ALIGN_TEXTS.chooseFile}
          </Button>
          {/* the button above is the one control a keyboard and a screen reader meet: the input is
              what it opens, out of the tab order and the accessibility tree */}
          <input
            ref={file}
            className={s.hidden}
            type="file"
            accept="image/*,video/*"
            tabIndex={-1}
            aria-hidden
            aria-label={LINE_ALIGN_TEXTS.chooseFile}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <p className={s.note}>The camera reads your line on this device: no picture leaves it.</p>
      </div>
    </Page>
  );
}

/** The camera (or a chosen video) read live; a video ends on its worst moment, as a still. */
function LiveCheck({ source, mirror, speak }: { source: LineSource; mirror: boolean; speak: boolean }) {
  const coach = useRef(new CorrectionCoach());
  const say = useCorrectionVoice();
  const [worst, setWorst] = useState<{ sample: LineSample; still: string } | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const camera = useLineCamera(source, (sample) => {
    if (source.kind === 'camera') {
      const words = speak ? coach.current.next(sample.reading, sample.at) : null;
      if (words) say(words);
    } else if (sample.reading.score !== null && video.current) {
      // a video: keep a still of its worst moment
      const score = sample.reading.score;
      if (!worst || score < (worst.sample.reading.score ?? 101))
        setWorst({ sample, still: still(video.current) });
    }
  });

  const problem = camera.problem ? CAMERA_PROBLEMS[camera.problem] : null;
  if (problem)
    return (
      <div className={s.problem} role="alert">
        <h2>{problem.title}</h2>
        <p>{problem.advice}</p>
        <Button onClick={camera.retry}>Try again</Button>
      </div>
    );
  const ended = camera.status === 'ended';
  if (ended && worst)
    return (
      <>
        <h2 className={s.subhead}>{LINE_ALIGN_TEXTS.worst}</h2>
        <PictureView
          src={worst.still}
          alt="Your video at its worst moment"
          pose={worst.sample.pose}
          frame={worst.sample}
        />
        <LineReadout sample={worst.sample} live={false} label={LINE_ALIGN_TEXTS.worst} />
      </>
    );
  const status =
    camera.status === 'starting'
      ? LINE_ALIGN_TEXTS.starting
      : camera.status === 'loading'
        ? LINE_ALIGN_TEXTS.loading
        : ended
          ? NO_PERSON.title
          : null;
  return (
    <>
      <CameraView
        videoRef={(el) => {
          video.current = el;
          camera.videoRef(el);
        }}
        pose={camera.sample?.pose ?? null}
        frame={camera.sample}
        mirror={mirror}
        label={source.kind === 'camera' ? 'Camera' : 'Your video'}
      >
        {status}
      </CameraView>
      <div aria-live="polite">
        <LineReadout sample={camera.sample} live={source.kind === 'camera'} />
      </div>
    </>
  );
}

/** The video's current frame as a picture (a JPEG data URL kept in the page). */
function still(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.8);
}

type PhotoResult = { sample: LineSample } | { problem: { title: string; advice: string } };

/** A chosen photo: read once, with the same readout. */
function PhotoCheck({ url }: { url: string }) {
  const [read, setRead] = useState<{ url: string; result: PhotoResult } | null>(null);
  const result = read?.url === url ? read.result : null;
  useEffect(() => {
    let gone = false;
    const setResult = (r: PhotoResult) => void (!gone && setRead({ url, result: r }));
    void (async () => {
      try {
        const img = new Image();
        img.src = url;
        await img.decode();
        const sample = await readPicture(img);
        setResult(sample.person ? { sample } : { problem: NO_PERSON });
      } catch (e) {
        setResult({
          problem:
            e instanceof PoseModelError
              ? CAMERA_PROBLEMS.model
              : {
                  title: 'This file could not be read',
                  advice: 'Choose a photo (JPEG, PNG or WebP) or a video.',
                },
        });
      }
    })();
    return () => {
      gone = true;
    };
  }, [url]);
  if (result && 'problem' in result)
    return (
      <div className={s.problem} role="alert">
        <h2>{result.problem.title}</h2>
        <p>{result.problem.advice}</p>
      </div>
    );
  return (
    <>
      <PictureView
        src={url}
        alt="Your photo"
        pose={result?.sample.pose ?? null}
        frame={result?.sample ?? null}
      >
        {result ? null : LINE_ALIGN_TEXTS.reading}
      </PictureView>
      <LineReadout sample={result?.sample ?? null} live={false} />
    </>
  );
}
