import { Suspense, lazy, useEffect, useState } from 'react';
import { IDLE_SNAPSHOT, type RunnerSnapshot } from '@handyq/cue';
import type { Facing, LineSample } from '@handyq/line/camera';
import { Button, ConfirmDialog, saveFile, toast } from '@handyq/web';
import type { Feed } from './feed';
import { RECORD_TEXTS, RECORD_WORKOUT_TEXTS } from './texts';
import { Playback } from './playback';
import { SideBySide } from './side-by-side';
import {
  clockOf,
  deleteRecording,
  recordingsOf,
  storageSpace,
  videoOf,
  type RecordedRun,
  type RecordingInfo,
} from '@handyq/web/practice-log';
import { recordingType, useRunRecorder, type RunOf } from './use-run-recorder';
import s from './record.module.css';

const NO_PLAN_TIME = () => 0;

/**
 * Record, on a tool page or a workout's (loaded when the user turns it on): the camera's
 * picture, small (the front or the back camera, as chosen last), the run recorded from its first
 * cue to Done, then this run's recording to watch; between runs, the user's recordings of this
 * timer (or this workout), kept on the device. No `snapshot`: no run yet (a workout's runner
 * loads when it starts).
 */
export default function RecordPanel({
  snapshot = IDLE_SNAPSHOT,
  planTimeMs = NO_PLAN_TIME,
  tool,
  of,
  userId,
  poses,
}: {
  snapshot?: RunnerSnapshot;
  planTimeMs?: () => number;
  tool: RecordedRun;
  /**
   * What the run is of: a workout's Library item and title (its recordings are that workout's),
   * or a CueCraft sequence's name.
   */
  of?: RunOf;
  userId: string;
  /** The pose model's readings, where it runs (HoldOn's camera start): the line over the video. */
  poses?: Feed<LineSample>;
}) {
  const [facing, setFacing] = useState<Facing>(savedFacing);
  const recorder = useRunRecorder({ snapshot, planTimeMs, tool, of, userId, facing, poses });
  const idle = snapshot.state === 'idle' || snapshot.state === 'done';
  const choose = (f: Facing) => {
    setFacing(f);
    try {
      localStorage.setItem(FACING_KEY, f);
    } catch {
      // storage refused: the choice holds for this page
    }
  };
  const status =
    recorder.status === 'starting'
      ? RECORD_TEXTS.starting
      : recorder.status === 'recording'
        ? RECORD_TEXTS.recording
        : recorder.status === 'saving'
          ? RECORD_TEXTS.saving
          : RECORD_TEXTS.ready;
  return (
    <div className={s.panel}>
      {recorder.problem && (
        <p className={s.problem} role="alert">
          {recorder.problem}
        </p>
      )}
      {recorder.status !== 'failed' && (
        <section className={s.camera} aria-label="Record">
          <video
            ref={(el) => {
              if (el && el.srcObject !== recorder.stream) el.srcObject = recorder.stream;
            }}
            className={`${s.video} ${facing === 'environment' ? s.unmirrored : ''}`}
            muted
            autoPlay
            playsInline
            aria-label="Camera"
          />
          <p className={s.status} role="status">
            {recorder.status === 'recording' && <span className={s.rec} aria-hidden />}
            {status}
          </p>
        </section>
      )}
      {idle && recordingType() && (
        <div className={s.facing} role="group" aria-label={RECORD_TEXTS.whichCamera}>
          {(['user', 'environment'] as const).map((f) => (
            <Button
              key={f}
              variant={facing === f ? 'primary' : 'secondary'}
              aria-pressed={facing === f}
              onClick={() => choose(f)}
            >
              {f === 'user' ? RECORD_TEXTS.front : RECORD_TEXTS.back}
            </Button>
          ))}
        </div>
      )}
      {recorder.kept && snapshot.state === 'done' && (
        <Playback recording={recorder.kept} title="This run's recording" />
      )}
      {idle && <YourRecordings tool={tool} itemId={of?.itemId} userId={userId} fresh={recorder.kept} />}
    </div>
  );
}

// 'Add to a Library item' (the item list's schema and the upload) loads when it is pressed
const AttachToItem = lazy(() => import('./attach-to-item'));

/** Which camera films: the one chosen last on this device (the front one at first). */
const FACING_KEY = 'handyq.record.camera';
function savedFacing(): Facing {
  try {
    return localStorage.getItem(FACING_KEY) === 'environment' ? 'environment' : 'user';
  } catch {
    return 'user';
  }
}

/** The recording as a file in the device's downloads (a WebM, or an MP4 where Safari made one). */
async function saveToDevice(r: RecordingInfo) {
  const video = await videoOf(r.id);
  if (!video) return toast.error(RECORD_TEXTS.gone);
  const day = new Date(r.createdAt).toISOString().slice(0, 16).replace(':', '-');
  saveFile(`handyq-${r.tool}-${day}.${r.type.includes('mp4') ? 'mp4' : 'webm'}`, video);
}

const bytes = (n: number) =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(1)} GB`
    : n >= 1e6
      ? `${Math.round(n / 1e6)} MB`
      : `${Math.round(n / 1e3)} KB`;

/** The user's recordings of this timer on this device: each to watch or delete; the space used and left. */
function YourRecordings({
  tool,
  itemId,
  userId,
  fresh,
}: {
  tool: RecordedRun;
  itemId?: string;
  userId: string;
  fresh: RecordingInfo | null;
}) {
  const texts = tool === 'workout' ? { ...RECORD_TEXTS, ...RECORD_WORKOUT_TEXTS } : RECORD_TEXTS;
  const [list, setList] = useState<RecordingInfo[] | null>(null);
  const [space, setSpace] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // the one being added to a Library item (which item is asked under it)
  const [attaching, setAttaching] = useState<string | null>(null);
  // the two chosen to watch side by side (a third chosen drops the first)
  const [compare, setCompare] = useState<string[]>([]);
  const [clearing, setClearing] = useState<'asking' | 'busy' | null>(null);
  const toggleCompare = (id: string) =>
    setCompare((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id].slice(-2)));
  const pair = list && compare.length === 2 ? compare.map((id) => list.find((r) => r.id === id)) : [];
  useEffect(() => {
    let gone = false;
    recordingsOf(userId, tool, itemId).then(
      (r) => !gone && setList(r),
      () => !gone && setList([]),
    );
    storageSpace().then(
      (sp) => !gone && setSpace(sp && `${bytes(sp.used)} used on this device, ${bytes(sp.left)} left.`),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [userId, tool, itemId, fresh]);
  if (!list) return null;
  const removeAll = async () => {
    setClearing('busy');
    try {
      for (const r of list) await deleteRecording(r.id);
      setList([]);
      setCompare([]);
      toast.info(texts.allDeleted);
    } finally {
      setClearing(null);
    }
  };
  const remove = async (r: RecordingInfo) => {
    await deleteRecording(r.id);
    setList((l) => l?.filter((x) => x.id !== r.id) ?? null);
    setCompare((c) => c.filter((x) => x !== r.id));
    toast.info(RECORD_TEXTS.deleted);
  };
  return (
    <section className={s.list} aria-label={RECORD_TEXTS.yours}>
      <h2 className={s.title}>{RECORD_TEXTS.yours}</h2>
      <p className={s.meta}>
        {RECORD_TEXTS.kept} {space}
      </p>
      {list.length > 1 && (
        <div>
          <Button variant="ghost" onClick={() => setClearing('asking')}>
            {RECORD_TEXTS.deleteAll}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={clearing !== null}
        title={texts.deleteAllQuestion}
        confirmLabel={RECORD_TEXTS.deleteAll}
        danger
        busy={clearing === 'busy'}
        onConfirm={() => void removeAll()}
        onCancel={() => setClearing(null)}
      >
        {RECORD_TEXTS.deleteAllWhat}
      </ConfirmDialog>
      {pair[0] && pair[1] && <SideBySide key={compare.join()} pair={[pair[0], pair[1]]} />}
      {list.length === 0 ? (
        <p className={s.meta}>{texts.none}</p>
      ) : (
        <ul className={s.items}>
          {list.map((r) => {
            const name = `${new Date(r.createdAt).toLocaleString(undefined, {
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}, ${clockOf(r.durationMs)}`;
            return (
              <li key={r.id} className={s.item} aria-label={name}>
                <div className={s.itemHead}>
                  <span>{name}</span>
                  <span className={s.itemActions}>
                    {list.length > 1 && (
                      <Button
                        variant={compare.includes(r.id) ? 'primary' : 'secondary'}
                        aria-pressed={compare.includes(r.id)}
                        aria-label={`${RECORD_TEXTS.compare} ${name}`}
                        onClick={() => toggleCompare(r.id)}
                      >
                        {RECORD_TEXTS.compare}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      aria-expanded={open === r.id}
                      onClick={() => setOpen(open === r.id ? null : r.id)}
                    >
                      {RECORD_TEXTS.watch}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${RECORD_TEXTS.save} ${name}`}
                      onClick={() => void saveToDevice(r)}
                    >
                      {RECORD_TEXTS.save}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${RECORD_TEXTS.attach}: ${name}`}
                      aria-expanded={attaching === r.id}
                      onClick={() => setAttaching(attaching === r.id ? null : r.id)}
                    >
                      {RECORD_TEXTS.attach}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${RECORD_TEXTS.delete} ${name}`}
                      onClick={() => void remove(r)}
                    >
                      {RECORD_TEXTS.delete}
                    </Button>
                  </span>
                </div>
                {attaching === r.id && (
                  <Suspense fallback={null}>
                    <AttachToItem recording={r} userId={userId} />
                  </Suspense>
                )}
                {open === r.id && <Playback recording={r} title={`Recording of ${name}`} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
