import { useState } from 'react';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { CAMERA_PROBLEMS, useLineCamera, type Facing } from '@handyq/line/camera';
import { Button, Page, toast } from '@handyq/web';
import { CameraControls } from '../components/camera-controls';
import { CameraView } from '../components/camera-view';
import { usePhoneRoll } from '../hooks/use-phone-roll';
import { allGreen, calibrate, type CalView } from '../lib/calibration';
import s from './line-page.module.css';

/** The setup LineCal keeps on this device. */
export interface SavedSetup {
  view: CalView;
  facing: Facing;
  mirror: boolean;
  savedAt: number;
}
export const LINE_CAL_KEY = 'handyq-line-cal';

export const LINE_CAL_TEXTS = {
  ready: 'All set: the camera is ready to read your line.',
  notYet: 'Follow the steps until every one is green.',
  save: 'Save this setup',
  saved: 'Setup saved on this device.',
} as const;

function savedSetup(): SavedSetup | null {
  try {
    const raw = JSON.parse(localStorage.getItem(LINE_CAL_KEY) ?? 'null') as Partial<SavedSetup> | null;
    if (!raw || (raw.view !== 'side' && raw.view !== 'front')) return null;
    if (raw.facing !== 'user' && raw.facing !== 'environment') return null;
    return {
      view: raw.view,
      facing: raw.facing,
      mirror: raw.mirror === true,
      savedAt: Number(raw.savedAt) || 0,
    };
  } catch {
    return null;
  }
}

export default function LineCal() {
  const [saved, setSaved] = useState(savedSetup);
  const [view, setView] = useState<CalView>(saved?.view ?? 'side');
  const [facing, setFacing] = useState<Facing>(saved?.facing ?? 'environment');
  const [mirror, setMirror] = useState(saved?.mirror ?? false);
  const phone = usePhoneRoll();
  const camera = useLineCamera({ kind: 'camera', facing });
  const checks = calibrate(camera.sample?.pose ?? null, camera.sample, view, phone.roll);
  const ready = camera.status === 'running' && allGreen(checks);

  const save = () => {
    const setup: SavedSetup = { view, facing, mirror, savedAt: Date.now() };
    localStorage.setItem(LINE_CAL_KEY, JSON.stringify(setup));
    setSaved(setup);
    toast.success(LINE_CAL_TEXTS.saved);
  };

  const problem = camera.problem ? CAMERA_PROBLEMS[camera.problem] : null;
  return (
    <Page>
      <div className={s.stack}>
        {saved && (
          <p className={s.note}>
            Saved setup: {saved.view === 'side' ? 'side view' : 'front view'},{' '}
            {saved.facing === 'user' ? 'front camera' : 'back camera'}, on{' '}
            {new Date(saved.savedAt).toLocaleDateString()}.
          </p>
        )}
        <div className={s.segmented} role="group" aria-label="View">
          {(['side', 'front'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'side' ? 'Side view' : 'Front view'}
            </Button>
          ))}
        </div>
        {problem ? (
          <div className={s.problem} role="alert">
            <h2>{problem.title}</h2>
            <p>{problem.advice}</p>
            <Button onClick={camera.retry}>Try again</Button>
          </div>
        ) : (
          <CameraView
            videoRef={camera.videoRef}
            pose={camera.sample?.pose ?? null}
            frame={camera.sample}
            mirror={mirror}
            label="Camera"
          >
            {camera.status === 'running' ? null : 'Starting the camera…'}
          </CameraView>
        )}
        <ul className={s.checks} aria-label="Setup checks">
          {checks.map((c) => (
            <li key={c.key} className={s.checkItem} data-ok={c.ok === null ? 'unknown' : c.ok}>
              {c.ok === null ? (
                <CircleHelp size={22} aria-hidden />
              ) : c.ok ? (
                <CircleCheck size={22} aria-hidden />
              ) : (
                <CircleX size={22} aria-hidden />
              )}
              <span>
                <strong>
                  {c.label}: {c.ok === null ? 'not known' : c.ok ? 'ready' : 'not yet'}
                </strong>
                <br />
                {c.text}
              </span>
            </li>
          ))}
        </ul>
        {phone.needsPermission && (
          <Button variant="secondary" onClick={phone.ask}>
            Use the tilt sensor
          </Button>
        )}
        <p className={s.banner} role="status">
          {ready ? LINE_CAL_TEXTS.ready : LINE_CAL_TEXTS.notYet}
        </p>
        <Button onClick={save} disabled={!ready}>
          {LINE_CAL_TEXTS.save}
        </Button>
        <CameraControls facing={facing} mirror={mirror} onFacing={setFacing} onMirror={setMirror} />
      </div>
    </Page>
  );
}
