import type { RunnerSnapshot } from '@handyq/cue';
import { RunDisplay } from '../run-display';
import { ScreenAwakeLine } from '../screen-awake-line';
import { VoiceStallsOffer } from '../voice-choice';

/**
 * A CueCraft run on screen: the display (the step, its clock, the rounds and what comes next; no
 * sets), whether the screen stays awake, and the offer of another voice when this one stalls.
 * Loaded when a run starts: the builder's first load carries none of it.
 */
export default function CueCraftRun({
  snapshot,
  planTimeMs,
  onDevice,
  voiceStalls,
  onTryVoice,
}: {
  snapshot: RunnerSnapshot;
  planTimeMs: () => number;
  onDevice: boolean;
  voiceStalls: number;
  onTryVoice: () => void;
}) {
  const { state } = snapshot;
  return (
    <>
      {state !== 'idle' && <RunDisplay snapshot={snapshot} planTimeMs={planTimeMs} sets={false} />}
      {(state === 'running' || state === 'paused' || state === 'waitingForSignal') && (
        <ScreenAwakeLine awake={snapshot.screenAwake} />
      )}
      <VoiceStallsOffer onDevice={onDevice} stalls={voiceStalls} onTry={onTryVoice} />
    </>
  );
}
