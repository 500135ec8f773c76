import { Suspense, lazy, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LOGIN_REQUIRED_MSG, featureSettingsOf, type Favorite, type ToolKey } from '@handyq/domain';
import { normalizeInputs, type ToolInputs } from '@handyq/cue';
import type { SharedFavorite } from '@handyq/domain/schemas';
import type { LineSample } from '@handyq/line/camera';
import { Loader, Page, failureText, toast, useSession } from '@handyq/web';
import { CameraSwitch } from '../components/camera-switch';
import { CoachNotFound } from '../components/coach-not-found';
import { FavoriteBar, SharedFavoriteNote } from '../components/favorite-bar';
import { HandsFreeNotice } from '../components/hands-free-notice';
import { RunControls } from '../components/run-controls';
import { RunDisplay } from '../components/run-display';
import { RunLogPart } from '../components/run-log-part';
import { ScreenAwakeLine } from '../components/screen-awake-line';
import { ToolDialogs, type ToolDialog } from '../components/tool-dialogs';
import { ToolHeader } from '../components/tool-header';
import { ToolInputsForm } from '../components/tool-inputs';
import { VoiceButton, VoiceStallsOffer } from '../components/voice-choice';
import { useCameraStart } from '../hooks/use-camera-start';
import { useToolRun } from '../hooks/use-tool-run';
import { findFavorite } from '../lib/favorites';
import { isTool } from '../lib/tools';
import { createFeed } from '@handyq/record/feed';
import { mayRecord } from '@handyq/record/access';
import s from './tool-page.module.css';

// HoldOn's camera start: the camera, the pose model and its worker load only when it is switched on
const CameraStart = lazy(() => import('../components/camera-start'));
// Record: the recorder, the recordings kept on the device and their playback, once it is turned on
const RecordPanel = lazy(() => import('@handyq/record/panel'));
// a recording opened by its link (the PracticeLog's 'Watch the recording')
const OpenedRecording = lazy(() => import('@handyq/record/opened'));

/** What a damaged share link shows: the tool opens with its usual values. */
export const BROKEN_SHARE_MSG = 'This share link is damaged: the timer opens with its usual values.';

/**
 * /cueCoach/:tool, /cueCoach/:tool?favorite={name} to start from a saved favorite, and
 * /cueCoach/:tool?shared={link} to start from a favorite someone shared, and
 * /cueCoach/:tool?favorite={name}&shared={link} for a workout step (the author's favorite as the
 * step keeps it, with the way back to the workout).
 */
export function ToolPage() {
  const { tool } = useParams();
  const [params] = useSearchParams();
  const user = useSession((st) => st.user);
  const restoring = useSession((st) => st.restoring);
  if (!isTool(tool)) return <CoachNotFound />;
  const wanted = params.get('favorite');
  // A favorite's link in a new tab: the user is on the way (the session is being restored).
  if (wanted && !user && restoring) return <Loader />;
  const sharedParam = params.get('shared');
  if (sharedParam !== null) {
    // a workout step: its settings, named as the author's favorite (the way back is kept)
    return (
      <SharedToolScreen key={`${tool}|${sharedParam}`} tool={tool} param={sharedParam} wanted={wanted} />
    );
  }
  const favorite = wanted ? findFavorite(user?.favorites?.[tool] ?? [], wanted) : undefined;
  // A new tool or favorite starts a fresh screen with its inputs.
  return (
    <ToolScreen
      key={`${tool}|${favorite?.name ?? ''}|${favorite?.dateCreated ?? ''}`}
      tool={tool}
      wanted={wanted}
      favorite={favorite}
    />
  );
}

/** A shared favorite's page: its link is read (with the schemas, loaded now) before the screen shows. */
function SharedToolScreen({ tool, param, wanted }: { tool: ToolKey; param: string; wanted: string | null }) {
  const [shared, setShared] = useState<SharedFavorite | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    import('@handyq/domain/schemas').then(
      (m) => {
        if (!live) return;
        const read = m.readSharedFavorite(tool, param);
        if (!read) toast.error(BROKEN_SHARE_MSG);
        setShared(read);
      },
      (err: unknown) => {
        // offline before this part was ever loaded: the tool still opens
        console.error('Could not read the share link', err);
        if (!live) return;
        toast.error(failureText(err, 'Could not open the shared favorite.'));
        setShared(null);
      },
    );
    return () => {
      live = false;
    };
  }, [tool, param]);
  if (shared === undefined) return <Loader />;
  return <ToolScreen tool={tool} wanted={wanted} favorite={undefined} shared={shared ?? undefined} />;
}

/**
 * A tool's screen: the inputs (or the run on its display), the controls, the run's end screen with
 * its log block, and the dialogs. The run itself, with its voice, log entry and camera moves, is
 * useToolRun's; HoldOn's camera switch is useCameraStart's.
 */
function ToolScreen<T extends ToolKey>({
  tool,
  wanted,
  favorite,
  shared,
}: {
  tool: T;
  wanted: string | null;
  favorite: Favorite | undefined;
  /** A favorite from a share link: it runs as it is, read-only until saved. */
  shared?: SharedFavorite;
}) {
  const user = useSession((st) => st.user);
  const [params, setParams] = useSearchParams();
  const openedRecording = params.get('recording');
  const closeRecording = () =>
    setParams(
      (p) => {
        p.delete('recording');
        return p;
      },
      { replace: true },
    );
  const settings = featureSettingsOf(user?.settings, tool);
  const [inputs, setInputs] = useState<ToolInputs<T>>(() =>
    normalizeInputs(tool, favorite?.inputs ?? shared?.inputs ?? settings.defaultValues),
  );
  const camera = useCameraStart(tool, !!user);
  const run = useToolRun(tool, inputs, {
    general: user?.generalSettings,
    favoriteName: favorite?.name ?? shared?.name,
    cameraStart: camera.on,
  });
  const { snapshot, logged, onDevice } = run;
  // the camera start's pose readings, which Record keeps with its video (the line drawn over it)
  const [poses] = useState(() => createFeed<LineSample>());
  const [open, setOpen] = useState<ToolDialog>(null);
  const { state } = snapshot;
  const idle = state === 'idle';

  useEffect(() => {
    if (wanted && !user && !shared) toast.info(LOGIN_REQUIRED_MSG);
  }, [wanted, user, shared]);

  const needLogin = (what: ToolDialog) => () => (user ? setOpen(what) : toast.info(LOGIN_REQUIRED_MSG));
  // Record: a Pro feature (everyone's while trial mode is on), asked about when it is pressed
  const [recordOn, setRecordOn] = useState(false);
  const toggleRecord = async () => {
    if (recordOn) return setRecordOn(false);
    if (await mayRecord(!!user)) setRecordOn(true);
  };
  const openVoice = () => (user ? setOpen('voice') : toast.info('Please log in to set your voice.'));

  return (
    <>
      <ToolHeader
        tool={tool}
        onFavorites={needLogin('favorites')}
        onSave={needLogin('save')}
        recording={recordOn}
        onRecord={() => void toggleRecord()}
      />
      <Page className={s.page}>
        {wanted && <FavoriteBar wanted={wanted} favorite={favorite} missing={!!user && !shared} />}
        {shared && <SharedFavoriteNote name={shared.name} onSave={needLogin('save')} />}
        {idle && logged && (
          // a Reset that logged the run: its end screen, above the inputs of the next one
          <Suspense fallback={null}>
            <RunLogPart entry={logged} />
          </Suspense>
        )}
        {idle && openedRecording && user && (
          <Suspense fallback={null}>
            <OpenedRecording id={openedRecording} userId={user._id} onClose={closeRecording} />
          </Suspense>
        )}
        {idle ? (
          <>
            <HandsFreeNotice onDeviceVoice={onDevice} place="top" />
            <fieldset className={s.inputs} disabled={!!shared}>
              <ToolInputsForm tool={tool} inputs={inputs} settings={settings} onChange={setInputs} />
            </fieldset>
            {tool === 'holdOn' && <CameraSwitch checked={camera.wanted} onChange={camera.want} />}
            <VoiceButton onDevice={onDevice} voice={run.voice} onChange={openVoice} />
          </>
        ) : (
          <RunDisplay snapshot={snapshot} planTimeMs={run.planTimeMs} />
        )}
        {(state === 'running' || state === 'paused' || state === 'waitingForSignal') && (
          <ScreenAwakeLine awake={snapshot.screenAwake} />
        )}
        <VoiceStallsOffer onDevice={onDevice} stalls={run.voiceStalls} onTry={openVoice} />
        {camera.wanted && (
          <Suspense fallback={null}>
            <CameraStart
              run={
                idle
                  ? 'idle'
                  : state === 'waitingForSignal'
                    ? 'waiting'
                    : snapshot.phase?.phase === 'hold' && state !== 'done'
                      ? 'hold'
                      : 'between'
              }
              onUp={run.cameraUp}
              onDown={run.cameraDown}
              onLine={run.runLine}
              onUnavailable={camera.unavailable}
              onSample={poses.publish}
            />
          </Suspense>
        )}
        <RunControls
          snapshot={snapshot}
          preparing={run.preparing}
          cameraOn={camera.on}
          onStart={run.start}
          onAct={run.act}
          onAddTime={run.addTime}
        />
        {idle && <HandsFreeNotice onDeviceVoice={onDevice} place="late" />}
        {state === 'done' && logged && (
          <Suspense fallback={null}>
            <RunLogPart entry={logged} />
          </Suspense>
        )}
        {recordOn && user && (
          <Suspense fallback={null}>
            <RecordPanel
              snapshot={snapshot}
              planTimeMs={run.planTimeMs}
              tool={tool}
              userId={user._id}
              poses={camera.wanted ? poses : undefined}
            />
          </Suspense>
        )}
      </Page>
      <ToolDialogs
        tool={tool}
        inputs={inputs}
        favorite={favorite}
        shared={shared}
        user={user}
        open={open}
        onOpen={setOpen}
      />
    </>
  );
}
