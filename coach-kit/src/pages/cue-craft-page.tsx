import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Heart, Info, Save, Settings, Share2 } from 'lucide-react';
import { isOnDeviceVoice, sequenceRunEntry } from '@handyq/cue';
import {
  CUE_CRAFT_LIMITS,
  compileSequence,
  craftDefaultsOf,
  sequenceProblems,
  type CraftSequence,
} from '@handyq/cue/cue-craft';
import { LOGIN_REQUIRED_MSG, paths, type Favorite } from '@handyq/domain';
import {
  ConfirmDialog,
  FormMessage,
  Header,
  IconButton,
  IconLink,
  Loader,
  Page,
  SelectField,
  failureText,
  pickVoice,
  toast,
  useSession,
  useVoices,
} from '@handyq/web';
import { SequenceBuilder } from '../components/cue-craft/sequence-builder';
import { SequencePreview } from '../components/cue-craft/sequence-preview';
import { HandsFreeNotice } from '../components/hands-free-notice';
import { RecordButton } from '../components/record-button';
import { RunControls } from '../components/run-controls';
import { RunLogPart, loadRunLog } from '../components/run-log-part';
import type { ToolDialog } from '../components/tool-dialogs';
import { VoiceButton } from '../components/voice-choice';
import { usePlanRunner } from '../hooks/use-cue-runner';
import { useLoggedRun } from '../hooks/use-run-log-entry';
import { copyOf } from '../lib/cue-craft/edit';
import { readItemSequence } from '../api/item-sequence';
import { findFavorite } from '../lib/favorites';
import { FIRST_STARTER, STARTER_NAMES, blankSequence } from '../lib/cue-craft/starters';
import s from './tool-page.module.css';

// the favorites, save, voice and plan-limit dialogs, once one opens; the bars of a sequence opened
// from a favorite's or a workout step's link, once there is one
const ToolDialogs = lazy(() =>
  import('../components/tool-dialogs').then((m) => ({ default: m.ToolDialogs })),
);
const FavoriteBar = lazy(() =>
  import('../components/favorite-bar').then((m) => ({ default: m.FavoriteBar })),
);
const SharedFavoriteNote = lazy(() =>
  import('../components/favorite-bar').then((m) => ({ default: m.SharedFavoriteNote })),
);
// Record: the recorder and the recordings kept on the device, once it is turned on
const RecordPanel = lazy(() => import('@handyq/record/panel'));
const SequenceFilesDialog = lazy(() => import('../components/cue-craft/sequence-files-dialog'));
// what a run shows, once one starts
const CueCraftRun = lazy(() => import('../components/cue-craft/cue-craft-run'));

const BLANK = 'blank';
const FROM_LINK = 'link';
const FROM_FILE = 'file';
const FROM_FAVORITE = 'favorite';
const FROM_ITEM = 'item';
/** How 'Start from' names a sequence that came from outside the starters. */
const FROM_LABELS: Record<string, string> = {
  [FROM_LINK]: 'shared with you',
  [FROM_ITEM]: 'from the Library',
  [FROM_FILE]: 'from a file',
  [FROM_FAVORITE]: 'saved',
};

/** A sequence loaded into the builder, and what it came from (a starter's index, or the above). */
interface Loaded {
  choice: string;
  seq: CraftSequence;
}

/** What a damaged share link shows: a starter opens instead. */
export const BROKEN_SEQUENCE_LINK_MSG = 'This share link is damaged: CueCraft opens with a starter.';
/** What a drill's link shows when the drill (or its sequence) is not there: a starter opens instead. */
export const NO_ITEM_SEQUENCE_MSG =
  "This drill's sequence could not be opened: CueCraft opens with a starter.";

/** What Start says when the sequence has something to fix (each problem shows where it is). */
export const FIX_FIRST_MSG = 'Fix what is marked below, then start.';
/** What Save says when the sequence has something to fix: only a sound one is kept. */
export const FIX_BEFORE_SAVE_MSG = 'Fix what is marked below, then save.';

/**
 * /cueCoach/cueCraft: a sequence of the user's own, built from steps and blocks (a starter to
 * begin from), previewed with its total time, and run on the cue engine like the timers: the
 * browser's voice or HandyQ Precise, pause, +time and skip, what comes next, the wake lock.
 * /cueCoach/cueCraft?favorite={name} opens a saved one; ?sequence={link} one shared (read-only
 * until saved); both together, a workout step (the author's sequence, with the way back);
 * ?item={id} a drill's sequence from the Library (read-only until saved, with the way back).
 */
export function CueCraftPage() {
  const [params] = useSearchParams();
  const user = useSession((st) => st.user);
  const restoring = useSession((st) => st.restoring);
  const wanted = params.get('favorite');
  const sharedParam = params.get('sequence');
  const itemId = sharedParam === null ? params.get('item') : null;
  // a favorite's link in a new tab: the user is on the way (the session is being restored)
  if (wanted && sharedParam === null && !user && restoring) return <Loader />;
  const favorite =
    wanted && sharedParam === null ? findFavorite(user?.favorites?.cueCraft ?? [], wanted) : undefined;
  // another favorite or link starts a fresh screen with its sequence
  return (
    <CueCraftScreen
      key={`${favorite?.name ?? ''}|${favorite?.dateCreated ?? ''}|${sharedParam ?? ''}|${itemId ?? ''}`}
      wanted={wanted}
      favorite={favorite}
      sharedParam={sharedParam}
      itemId={itemId}
    />
  );
}

function CueCraftScreen({
  wanted,
  favorite,
  sharedParam,
  itemId,
}: {
  wanted: string | null;
  favorite: Favorite | undefined;
  sharedParam: string | null;
  /** A drill whose sequence opens (read-only). */
  itemId: string | null;
}) {
  const user = useSession((st) => st.user);
  const general = user?.generalSettings;
  const voices = useVoices();
  const onDevice = isOnDeviceVoice(general?.voiceURI);
  // what new steps, blocks and a blank sequence start with: the user's CueCraft settings
  const defaults = useMemo(() => craftDefaultsOf(user?.settings), [user?.settings]);
  const voice = onDevice ? undefined : pickVoice(voices, general?.voiceURI);
  const rate = general?.speechRate;
  const runner = usePlanRunner(voice, { volume: general?.cueVolume, rate, onDevice });
  const { snapshot } = runner;
  const idle = snapshot.state === 'idle';
  const [seq, setSeq] = useState<CraftSequence>(() =>
    copyOf(favorite ? (favorite.inputs as unknown as CraftSequence) : FIRST_STARTER),
  );
  // problems are shown once a Start was tried
  const [tried, setTried] = useState(false);
  // what was loaded last (a starter, a link's, a file's): another replaces the user's changes
  // only once asked
  const [loaded, setLoaded] = useState<Loaded>(() => ({ choice: favorite ? FROM_FAVORITE : '0', seq }));
  const [replacing, setReplacing] = useState<Loaded | null>(null);
  const changed = JSON.stringify(seq) !== JSON.stringify(loaded.seq);
  const load = (next: Loaded) => {
    setLoaded(next);
    setSeq(copyOf(next.seq));
    setTried(false);
  };
  const offer = (next: Loaded) => (changed ? setReplacing(next) : load(next));
  const chooseStarter = (choice: string) => {
    if (choice === BLANK) return offer({ choice, seq: blankSequence(defaults) });
    if (choice === '0') return offer({ choice, seq: copyOf(FIRST_STARTER) });
    import('../lib/cue-craft/more-starters').then(
      (m) => offer({ choice, seq: copyOf(m.STARTERS[Number(choice)]!) }),
      (err: unknown) => toast.error(failureText(err, 'That starter could not load.')),
    );
  };
  const [filesOpen, setFilesOpen] = useState(false);
  // a share link's sequence (/cueCoach/cueCraft?sequence=…), read with its schema, loaded now
  const [reading, setReading] = useState(!!sharedParam);
  useEffect(() => {
    if (!sharedParam) return;
    let live = true;
    import('@handyq/domain/schemas').then(
      (m) => {
        if (!live) return;
        const read = m.readSharedSequence(sharedParam);
        if (read) load({ choice: FROM_LINK, seq: read });
        else toast.error(BROKEN_SEQUENCE_LINK_MSG);
        setReading(false);
      },
      (err: unknown) => {
        // offline before the schemas were ever loaded: a starter opens
        console.error('Could not read the share link', err);
        if (!live) return;
        toast.error(failureText(err, 'Could not open the shared sequence.'));
        setReading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [sharedParam]);
  // a drill's sequence (/cueCoach/cueCraft?item=…), read from the Library (offline: as last seen)
  const [drill, setDrill] = useState<{ _id: string; title: string } | null>(null);
  const [fetching, setFetching] = useState(!!itemId);
  useEffect(() => {
    if (!itemId) return;
    let live = true;
    readItemSequence(itemId).then(
      (read) => {
        if (!live) return;
        if (read) {
          setDrill(read.item);
          load({ choice: FROM_ITEM, seq: read.sequence });
        } else toast.error(NO_ITEM_SEQUENCE_MSG);
        setFetching(false);
      },
      (err: unknown) => {
        console.error("Could not read the drill's sequence", err);
        if (!live) return;
        toast.error(failureText(err, NO_ITEM_SEQUENCE_MSG));
        setFetching(false);
      },
    );
    return () => {
      live = false;
    };
  }, [itemId]);
  const problems = useMemo(() => sequenceProblems(seq, rate ?? 1), [seq, rate]);
  // a shared sequence (a link's, a drill's) runs as it is until it is saved (or another is chosen)
  const readOnly = loaded.choice === FROM_LINK || loaded.choice === FROM_ITEM;
  const [open, setOpen] = useState<ToolDialog>(null);
  useEffect(() => {
    if (wanted && !user && sharedParam === null) toast.info(LOGIN_REQUIRED_MSG);
  }, [wanted, user, sharedParam]);
  const needLogin = (what: ToolDialog) => () => (user ? setOpen(what) : toast.info(LOGIN_REQUIRED_MSG));
  // Record: a Pro feature (everyone's while trial mode is on), asked about when it is pressed
  const [recordOn, setRecordOn] = useState(false);
  const toggleRecord = async () => {
    if (recordOn) return setRecordOn(false);
    // who may record is asked on the press (its module loads then, not with the builder)
    const { mayRecord } = await import('@handyq/record/access');
    if (await mayRecord(!!user)) setRecordOn(true);
  };

  // the run's PracticeLog entry, for its end screen: named after its favorite, else the sequence
  const runLog = useLoggedRun();
  const start = () => {
    setTried(true);
    if (problems.length) return;
    runLog.clear();
    // ready by the run's end, offline too
    void loadRunLog().catch(() => undefined);
    const options = { speechRate: rate };
    const name = favorite?.name ?? seq.name;
    runner.run(
      compileSequence(seq, options),
      (durations) => compileSequence(seq, { ...options, durations }),
      // a run stopped in its first phase is not logged
      (record) => record.pastFirstPhase && runLog.log(sequenceRunEntry(crypto.randomUUID(), record, name)),
    );
  };
  const act: typeof runner.act = (what) => {
    // Reset on the end screen goes back to the builder: that run's screen is left behind
    if (what === 'reset' && snapshot.state === 'done') runLog.clear();
    runner.act(what);
  };
  // only a sound sequence is kept: its problems show where they are, as Start shows them
  const save = () => {
    if (user && problems.length) {
      setTried(true);
      return toast.error(FIX_BEFORE_SAVE_MSG);
    }
    needLogin('save')();
  };
  const openVoice = () => (user ? setOpen('voice') : toast.info('Please log in to set your voice.'));

  return (
    <>
      <Header
        title="CueCraft"
        back={paths.coach}
        actions={
          <>
            <IconButton
              label="Share and keep"
              icon={<Share2 size={24} aria-hidden />}
              onClick={() => setFilesOpen(true)}
            />
            <IconLink
              label="Settings"
              to={paths.toolSettings('cueCraft')}
              icon={<Settings size={24} aria-hidden />}
            />
            <IconLink label="Info" to={paths.toolInfo('cueCraft')} icon={<Info size={24} aria-hidden />} />
            <IconButton
              label="Favorites"
              icon={<Heart size={24} aria-hidden />}
              onClick={needLogin('favorites')}
            />
            <IconButton label="Save" icon={<Save size={24} aria-hidden />} onClick={save} />
            <RecordButton recording={recordOn} onClick={() => void toggleRecord()} />
          </>
        }
      />
      <Page className={s.page}>
        {reading || fetching ? (
          <Loader />
        ) : idle ? (
          <>
            {(wanted || readOnly) && (
              <Suspense fallback={null}>
                {wanted && (
                  <FavoriteBar wanted={wanted} favorite={favorite} missing={!!user && !sharedParam} />
                )}
                {readOnly && (
                  <SharedFavoriteNote
                    name={loaded.seq.name}
                    drill={loaded.choice === FROM_ITEM ? drill : null}
                    onSave={needLogin('save')}
                  />
                )}
              </Suspense>
            )}
            {runLog.logged && (
              // a Reset that logged the run: its end screen, above the builder of the next one
              <Suspense fallback={null}>
                <RunLogPart entry={runLog.logged} />
              </Suspense>
            )}
            <HandsFreeNotice onDeviceVoice={onDevice} place="top" />
            <SelectField
              label="Start from"
              value={changed ? '' : loaded.choice}
              onChange={(e) => chooseStarter(e.target.value)}
            >
              {changed && <option value="">Your sequence</option>}
              {loaded.choice in FROM_LABELS && (
                <option value={loaded.choice} disabled={changed}>
                  {`${loaded.seq.name} (${FROM_LABELS[loaded.choice]})`}
                </option>
              )}
              <option value={BLANK}>A blank sequence</option>
              {STARTER_NAMES.map((name, i) => (
                <option key={name} value={i}>
                  {name}
                </option>
              ))}
            </SelectField>
            <fieldset className={s.inputs} disabled={readOnly}>
              <SequenceBuilder
                seq={seq}
                onChange={(next) => readOnly || setSeq(next)}
                problems={problems}
                showProblems={tried}
                defaults={defaults}
              />
            </fieldset>
            <SequencePreview seq={seq} speechRate={rate} />
            <VoiceButton onDevice={onDevice} voice={voice} onChange={openVoice} />
            {tried && problems.length > 0 && <FormMessage kind="error">{FIX_FIRST_MSG}</FormMessage>}
          </>
        ) : null}
        {(!idle || runner.voiceStalls > 0) && (
          <Suspense fallback={null}>
            <CueCraftRun
              snapshot={snapshot}
              planTimeMs={runner.planTimeMs}
              onDevice={onDevice}
              voiceStalls={runner.voiceStalls}
              onTryVoice={openVoice}
            />
          </Suspense>
        )}
        <RunControls
          snapshot={snapshot}
          preparing={runner.preparing}
          cameraOn={false}
          onStart={start}
          onAct={act}
          onAddTime={runner.addTime}
        />
        {idle && !(reading || fetching) && <HandsFreeNotice onDeviceVoice={onDevice} place="late" />}
        {snapshot.state === 'done' && runLog.logged && (
          <Suspense fallback={null}>
            <RunLogPart entry={runLog.logged} />
          </Suspense>
        )}
        {recordOn && user && (
          <Suspense fallback={null}>
            <RecordPanel
              snapshot={snapshot}
              planTimeMs={runner.planTimeMs}
              tool="cueCraft"
              of={{ title: seq.name }}
              userId={user._id}
            />
          </Suspense>
        )}
      </Page>
      <ConfirmDialog
        open={replacing !== null}
        title="Replace your sequence?"
        confirmLabel="Replace"
        onConfirm={() => {
          load(replacing!);
          setReplacing(null);
        }}
        onCancel={() => setReplacing(null)}
      >
        <p>Your changes to {seq.name || 'this sequence'} are not kept.</p>
      </ConfirmDialog>
      {filesOpen && (
        <Suspense fallback={null}>
          <SequenceFilesDialog
            seq={seq}
            onOpen={(opened) => offer({ choice: FROM_FILE, seq: opened })}
            onClose={() => setFilesOpen(false)}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <ToolDialogs
            tool="cueCraft"
            inputs={(name) => ({ ...seq, name: name.slice(0, CUE_CRAFT_LIMITS.name) })}
            saveName={seq.name}
            favorite={favorite}
            shared={
              readOnly
                ? { name: loaded.seq.name, inputs: loaded.seq as unknown as Favorite['inputs'] }
                : undefined
            }
            user={user}
            open={open}
            onOpen={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
