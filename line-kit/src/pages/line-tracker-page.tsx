import { useRef, useState } from 'react';
import { HoldWatcher, LineTrackRecorder, heldSeconds } from '@handyq/line';
import { CAMERA_PROBLEMS, useLineCamera, type Facing } from '@handyq/line/camera';
import type { LineTrack, NewPracticeLogEntry } from '@handyq/domain/schemas';
import { Button, Page, failureText } from '@handyq/web';
import { CameraControls } from '../components/camera-controls';
import { CameraView } from '../components/camera-view';
import { LineChart } from '../components/line-chart';
import { LineReadout } from '../components/line-readout';
import s from './line-page.module.css';

export const LINE_TRACKER_TEXTS = {
  waiting: 'Each hold is tracked from when the camera sees you upside down until you come down.',
  holding: 'Tracking your hold…',
  none: 'No holds yet this visit.',
  logged: 'Logged in your PracticeLog',
  logName: 'LineTracker',
} as const;

interface TrackedHold {
  id: string;
  startedAt: number;
  track: LineTrack;
  /** 'kept': in the PracticeLog (on this device, sent when online); else why not. */
  logged: 'keeping' | 'kept' | string;
}

export default function LineTracker() {
  const [facing, setFacing] = useState<Facing>('environment');
  const [mirror, setMirror] = useState(false);
  const [holding, setHolding] = useState(false);
  const [holds, setHolds] = useState<TrackedHold[]>([]);
  const watcher = useRef(new HoldWatcher());
  const recording = useRef<{ recorder: LineTrackRecorder; startedAt: number } | null>(null);

  const keep = (track: LineTrack, startedAt: number) => {
    const held = heldSeconds(track.heldMs);
    if (held < 1) return;
    const id = crypto.randomUUID();
    const entry: NewPracticeLogEntry = {
      _id: id,
      tool: 'holdOn',
      favoriteName: LINE_TRACKER_TEXTS.logName,
      inputs: {},
      sets: [{ planned: held, done: held }],
      startedAt,
      endedAt: startedAt + track.heldMs,
      line: track,
    };
    setHolds((list) => [{ id, startedAt, track, logged: 'keeping' }, ...list]);
    const mark = (logged: TrackedHold['logged']) =>
      setHolds((list) => list.map((h) => (h.id === id ? { ...h, logged } : h)));
    import('@handyq/web/practice-log')
      .then(({ practiceLog }) => practiceLog.add(entry))
      .then(
        () => mark('kept'),
        (err: unknown) => mark(failureText(err, 'This hold could not be logged.')),
      );
  };

  const camera = useLineCamera({ kind: 'camera', facing }, (sample) => {
    const event = watcher.current.see(sample.person ? sample.reading.upsideDown : null, sample.at);
    if (event?.type === 'up') {
      recording.current = {
        recorder: new LineTrackRecorder(event.at),
        startedAt: Math.round(Date.now() - (performance.now() - event.at)),
      };
      setHolding(true);
    }
    recording.current?.recorder.add(sample.at, sample.reading.score);
    if (event?.type === 'down' && recording.current) {
      const { recorder, startedAt } = recording.current;
      recording.current = null;
      setHolding(false);
      const track = recorder.finish(event.at);
      if (track) keep(track, startedAt);
    }
  });

  const problem = camera.problem ? CAMERA_PROBLEMS[camera.problem] : null;
  return (
    <Page>
      <div className={s.stack}>
        {problem ? (
          <div className={s.problem} role="alert">
            <h2>{problem.title}</h2>
            <p>{problem.advice}</p>
            <Button onClick={camera.retry}>Try again</Button>
          </div>
        ) : (
          <>
            <CameraView
              videoRef={camera.videoRef}
              pose={camera.sample?.pose ?? null}
              frame={camera.sample}
              mirror={mirror}
              label="Camera"
            >
              {camera.status === 'running' ? null : 'Starting the camera…'}
            </CameraView>
            <p className={holding ? s.banner : s.note} role="status">
              {holding ? LINE_TRACKER_TEXTS.holding : LINE_TRACKER_TEXTS.waiting}
            </p>
            <LineReadout sample={camera.sample} live />
          </>
        )}
        <CameraControls facing={facing} mirror={mirror} onFacing={setFacing} onMirror={setMirror} />
        <section className={s.holds} aria-label="Holds">
          <h2 className={s.subhead}>Holds</h2>
          {holds.length === 0 ? (
            <p className={s.note}>{LINE_TRACKER_TEXTS.none}</p>
          ) : (
            holds.map((h, i) => <HoldCard key={h.id} hold={h} n={holds.length - i} />)
          )}
        </section>
      </div>
    </Page>
  );
}

function HoldCard({ hold, n }: { hold: TrackedHold; n: number }) {
  const seconds = heldSeconds(hold.track.heldMs);
  return (
    <article className={s.hold} aria-label={`Hold ${n}`}>
      <h3>
        Hold {n}: {seconds} s
      </h3>
      <p className={s.note}>As the camera saw it, from going up to coming down.</p>
      <dl className={s.holdFigures}>
        <div>
          <dt>Held</dt>
          <dd>{seconds} s</dd>
        </div>
        <div>
          <dt>Average score</dt>
          <dd>{hold.track.average}</dd>
        </div>
        <div>
          <dt>Worst score</dt>
          <dd>{hold.track.worst}</dd>
        </div>
      </dl>
      <LineChart track={hold.track} title={`Hold ${n}`} />
      <p className={s.note}>
        {hold.logged === 'kept'
          ? LINE_TRACKER_TEXTS.logged
          : hold.logged === 'keeping'
            ? 'Logging…'
            : hold.logged}
      </p>
    </article>
  );
}
