import { Suspense, lazy, useMemo, useState } from 'react';
import { Info } from 'lucide-react';
import { isOnDeviceVoice } from '@handyq/cue';
import { compileSequence, sequenceProblems, type CraftSequence } from '@handyq/cue/cue-craft';
import { paths } from '@handyq/domain';
import {
  ConfirmDialog,
  FormMessage,
  Header,
  IconLink,
  Page,
  SelectField,
  pickVoice,
  toast,
  useSession,
  useVoices,
} from '@handyq/web';
import { SequenceBuilder } from '../components/cue-craft/sequence-builder';
import { SequencePreview } from '../components/cue-craft/sequence-preview';
import { RunControls } from '../components/run-controls';
import { VoiceButton } from '../components/voice-choice';
import { usePlanRunner } from '../hooks/use-cue-runner';
import { copyOf } from '../lib/cue-craft/edit';
import { STARTERS, blankSequence } from '../lib/cue-craft/starters';
import s from './tool-page.module.css';

const VoiceDialog = lazy(() => import('../components/voice-dialog'));
// what a run shows, once one starts; the hands-free notice, a moment after the builder
const CueCraftRun = lazy(() => import('../components/cue-craft/cue-craft-run'));
const HandsFreeNotice = lazy(() =>
  import('../components/hands-free-notice').then((m) => ({ default: m.HandsFreeNotice })),
);

const BLANK = 'blank';

/** What Start says when the sequence has something to fix (each problem shows where it is). */
export const FIX_FIRST_MSG = 'Fix what is marked below, then start.';

/**
 * /cueCoach/cueCraft: a sequence of the user's own, built from steps and blocks (a starter to
 * begin from), previewed with its total time, and run on the cue engine like the timers: the
 * browser's voice or HandyQ Precise, pause, +time and skip, what comes next, the wake lock.
 */
export function CueCraftPage() {
  const user = useSession((st) => st.user);
  const general = user?.generalSettings;
  const voices = useVoices();
  const onDevice = isOnDeviceVoice(general?.voiceURI);
  const voice = onDevice ? undefined : pickVoice(voices, general?.voiceURI);
  const rate = general?.speechRate;
  const runner = usePlanRunner(voice, { volume: general?.cueVolume, rate, onDevice });
  const { snapshot } = runner;
  const idle = snapshot.state === 'idle';
  const [seq, setSeq] = useState<CraftSequence>(() => copyOf(STARTERS[0]!));
  // what 'Start from' loaded last: another choice replaces the user's changes only once asked
  const [loaded, setLoaded] = useState<{ choice: string; seq: CraftSequence }>(() => ({ choice: '0', seq }));
  const [replacing, setReplacing] = useState<string | null>(null);
  const changed = JSON.stringify(seq) !== JSON.stringify(loaded.seq);
  const load = (choice: string) => {
    const next = choice === BLANK ? blankSequence() : copyOf(STARTERS[Number(choice)]!);
    setLoaded({ choice, seq: next });
    setSeq(copyOf(next));
    setTried(false);
  };
  const problems = useMemo(() => sequenceProblems(seq, rate ?? 1), [seq, rate]);
  const [tried, setTried] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);

  const start = () => {
    setTried(true);
    if (problems.length) return;
    const options = { speechRate: rate };
    runner.run(
      compileSequence(seq, options),
      (durations) => compileSequence(seq, { ...options, durations }),
      () => undefined,
    );
  };
  const openVoice = () => (user ? setVoiceOpen(true) : toast.info('Please log in to set your voice.'));

  return (
    <>
      <Header
        title="CueCraft"
        back={paths.coach}
        actions={
          <IconLink label="Info" to={`${paths.coach}/cueCraft/info`} icon={<Info size={24} aria-hidden />} />
        }
      />
      <Page className={s.page}>
        {idle ? (
          <>
            <Suspense fallback={null}>
              <HandsFreeNotice onDeviceVoice={onDevice} />
            </Suspense>
            <SelectField
              label="Start from"
              value={changed ? '' : loaded.choice}
              onChange={(e) => (changed ? setReplacing(e.target.value) : load(e.target.value))}
            >
              {changed && <option value="">Your sequence</option>}
              <option value={BLANK}>A blank sequence</option>
              {STARTERS.map((st, i) => (
                <option key={st.name} value={i}>
                  {st.name}
                </option>
              ))}
            </SelectField>
            <SequenceBuilder seq={seq} onChange={setSeq} problems={problems} showProblems={tried} />
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
          onAct={runner.act}
          onAddTime={runner.addTime}
        />
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
      {voiceOpen && user && (
        <Suspense fallback={null}>
          <VoiceDialog userId={user._id} voiceURI={general?.voiceURI} onClose={() => setVoiceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
