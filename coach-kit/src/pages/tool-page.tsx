import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft, Heart, Moon, Sun, Volume2 } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, featureSettingsOf, paths, type Favorite, type ToolKey } from '@handyq/domain';
import {
  ON_DEVICE_VOICE_NAME,
  STALLS_TO_OFFER_PRECISE,
  normalizeInputs,
  type RunnerSnapshot,
  type ToolInputs,
} from '@handyq/cue';
import type { SharedFavorite } from '@handyq/domain/schemas';
import { Button, Loader, Page, failureText, toast, useBack, useSession } from '@handyq/web';
import { CoachNotFound } from '../components/coach-not-found';
import { HandsFreeNotice } from '../components/hands-free-notice';
import { FavoritesDialog } from '../components/favorites-dialog';
import { RunDisplay } from '../components/run-display';
import { RunLogPart } from '../components/run-log-part';
import { SaveFavoriteDialog } from '../components/save-favorite-dialog';
import { ToolHeader } from '../components/tool-header';
import { ToolInputsForm } from '../components/tool-inputs';
import { useCameraStart } from '../hooks/use-camera-start';
import { ADDED_TIME_MS } from '../hooks/use-cue-runner';
import { useFavorites } from '../hooks/use-favorites';
import { useToolRun } from '../hooks/use-tool-run';
import { findFavorite } from '../lib/favorites';
import { isTool } from '../lib/tools';
import s from './tool-page.module.css';

// Dialogs that edit the whole user record load the user API (and its schemas) when opened.
const VoiceDialog = lazy(() => import('../components/voice-dialog'));
// HoldOn's camera start: the camera, the pose model and its worker load only when it is switched on
const CameraStart = lazy(() => import('../components/camera-start'));
const PlanLimitDialog = lazy(() => import('../components/plan-limit-dialog'));

const favoriteUrl = (tool: ToolKey, name: string) =>
  `${paths.tool(tool)}?favorite=${encodeURIComponent(name)}`;

type Open = 'favorites' | 'save' | 'voice' | { limit: string } | null;

/** The offer made when the browser's voice keeps stalling in a run (some engines' voices do). */
export const voiceStallsText = (stalls: number) =>
  `The browser's voice stalled ${stalls} times in this run, so some cues came late or not at all. ` +
  `${ON_DEVICE_VOICE_NAME} is made on this device and plays every cue on time.`;
export const TRY_PRECISE = `Try ${ON_DEVICE_VOICE_NAME}`;

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
  const { snapshot, logged, onDevice, voice, preparing, addTime, planTimeMs, act, start } = run;
  const favorites = useFavorites(tool);
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const back = useBack();
  const { state } = snapshot;
  const idle = state === 'idle';

  useEffect(() => {
    if (wanted && !user && !shared) toast.info(LOGIN_REQUIRED_MSG);
  }, [wanted, user, shared]);

  const needLogin = (what: Open) => () => (user ? setOpen(what) : toast.info(LOGIN_REQUIRED_MSG));
  const close = () => setOpen(null);

  return (
    <>
      <ToolHeader tool={tool} onFavorites={needLogin('favorites')} onSave={needLogin('save')} />
      <Page className={s.page}>
        {wanted && (
          <div className={s.favoriteBar}>
            <button type="button" className={s.workoutLink} onClick={back}>
              <ArrowLeft size={18} aria-hidden /> Workout Page
            </button>
            {favorite ? (
              <p className={s.favoriteName}>Favorite: {favorite.name}</p>
            ) : (
              user && !shared && <p className={s.favoriteName}>No favorite named “{wanted}”.</p>
            )}
          </div>
        )}
        {shared && (
          <section className={s.shared} aria-label="Shared favorite">
            <p className={s.sharedName}>
              Shared favorite: <strong>{shared.name}</strong>
            </p>
            <p className={s.sharedHint}>Read-only until you save it to your favorites.</p>
            <Button variant="secondary" onClick={needLogin('save')}>
              <Heart size={18} aria-hidden /> Save to my favorites
            </Button>
          </section>
        )}
        {idle && logged && (
          // a Reset that logged the run: its end screen, above the inputs of the next one
          <Suspense fallback={null}>
            <RunLogPart entry={logged} />
          </Suspense>
        )}
        {idle ? (
          <>
            <HandsFreeNotice onDeviceVoice={onDevice} />
            <fieldset className={s.inputs} disabled={!!shared}>
              <ToolInputsForm tool={tool} inputs={inputs} settings={settings} onChange={setInputs} />
            </fieldset>
            {tool === 'holdOn' && (
              <label className={s.cameraSwitch}>
                <input
                  type="checkbox"
                  checked={camera.wanted}
                  onChange={(e) => camera.want(e.target.checked)}
                />
                <span>
                  Camera start
                  <small>Each hold starts when the camera sees you go up and ends when you come down.</small>
                </span>
              </label>
            )}
            <button
              type="button"
              className={s.voice}
              onClick={() => (user ? setOpen('voice') : toast.info('Please log in to set your voice.'))}
            >
              <Volume2 size={18} aria-hidden />
              <span>
                Voice: <strong>{onDevice ? ON_DEVICE_VOICE_NAME : (voice?.name ?? 'browser default')}</strong>
              </span>
              <span className={s.change}>Change</span>
            </button>
          </>
        ) : (
          <RunDisplay snapshot={snapshot} planTimeMs={planTimeMs} />
        )}
        {(state === 'running' || state === 'paused' || state === 'waitingForSignal') && (
          <ScreenAwakeLine awake={snapshot.screenAwake} />
        )}
        {!onDevice && run.voiceStalls >= STALLS_TO_OFFER_PRECISE && (
          <div className={s.stalls} role="status">
            <p>{voiceStallsText(run.voiceStalls)}</p>
            <Button
              variant="secondary"
              onClick={() => (user ? setOpen('voice') : toast.info('Please log in to set your voice.'))}
            >
              {TRY_PRECISE}
            </Button>
          </div>
        )}
        {camera.wanted && (
          <Suspense fallback={null}>
            <CameraStart
              waiting={state === 'waitingForSignal'}
              onUp={run.cameraUp}
              onDown={run.cameraDown}
              onUnavailable={camera.unavailable}
            />
          </Suspense>
        )}
        <div className={s.controls}>
          {(idle || state === 'done') && (
            <Button onClick={start} className={s.main} disabled={preparing} aria-busy={preparing}>
              {preparing ? 'Preparing voice…' : idle ? 'Start' : 'Start again'}
            </Button>
          )}
          {state === 'running' && snapshot.canPause && (
            <Button onClick={() => act('pause')} className={s.main}>
              Pause
            </Button>
          )}
          {state === 'paused' && (
            <Button onClick={() => act('resume')} className={s.main}>
              Resume
            </Button>
          )}
          {state === 'waitingForSignal' && (
            <Button onClick={() => act('signal')} className={s.main}>
              {camera.on ? 'Start hold' : 'Done'}
            </Button>
          )}
          {!idle && (
            <Button variant="secondary" onClick={() => act('reset')} disabled={!snapshot.canReset}>
              Reset
            </Button>
          )}
        </div>
        {snapshot.canEdit && (
          <div className={s.edits} role="group" aria-label="Change this phase">
            <Button variant="secondary" onClick={() => addTime(ADDED_TIME_MS.short)}>
              +15 s
            </Button>
            <Button variant="secondary" onClick={() => addTime(ADDED_TIME_MS.long)}>
              +1:00
            </Button>
            <Button variant="secondary" onClick={() => act('skipPhase')}>
              {snapshot.phase?.phase === 'rest' ? 'Skip rest' : 'Next phase'}
            </Button>
          </div>
        )}
        {state === 'done' && logged && (
          <Suspense fallback={null}>
            <RunLogPart entry={logged} />
          </Suspense>
        )}
      </Page>

      {open === 'save' && (
        <SaveFavoriteDialog
          favorites={favorites.list}
          busy={favorites.busy}
          initialName={shared?.name}
          onClose={close}
          onSave={(name) =>
            void favorites.save(name, inputs as unknown as Favorite['inputs']).then(({ limit, saved }) => {
              setOpen(limit ? { limit } : null);
              // a shared favorite, once saved, is the user's own: it opens as one, editable
              if (saved && shared) navigate(favoriteUrl(tool, name), { replace: true });
            })
          }
        />
      )}
      {open === 'favorites' && (
        <FavoritesDialog
          tool={tool}
          favorites={favorites.list}
          busy={favorites.busy}
          onClose={close}
          onOpen={(name) => {
            close();
            navigate(favoriteUrl(tool, name));
          }}
          onRename={(from, to) =>
            void favorites.rename(from, to).then((err) => {
              // The open favorite keeps its page under its new name.
              if (!err && from === favorite?.name) navigate(favoriteUrl(tool, to.trim()), { replace: true });
            })
          }
          onDelete={(name) => void favorites.remove(name)}
        />
      )}
      <Suspense fallback={null}>
        {open === 'voice' && user && (
          <VoiceDialog userId={user._id} voiceURI={user.generalSettings?.voiceURI} onClose={close} />
        )}
        {open && typeof open === 'object' && user && (
          <PlanLimitDialog userId={user._id} reason={open.limit} onClose={close} />
        )}
      </Suspense>
    </>
  );
}

/** During a run: whether the screen is kept on, so nobody counts on cues a locked screen stops. */
function ScreenAwakeLine({ awake }: { awake: RunnerSnapshot['screenAwake'] }) {
  if (awake === 'asking') return null;
  return (
    <p className={s.awake} role="status">
      {awake === 'on' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
      {SCREEN_AWAKE_TEXT[awake]}
    </p>
  );
}

/** What the run screen says of the screen lock: held, refused or lost (a tap asks again), or none to be had. */
export const SCREEN_AWAKE_TEXT = {
  on: 'Screen stays on during the session',
  lost: 'Screen may lock: tap to keep it on',
  off: 'Screen may lock: the cues stop if it does',
} as const;
