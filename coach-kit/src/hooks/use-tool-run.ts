import { useCallback, useRef } from 'react';
import type { ToolKey } from '@handyq/domain';
import type { LineTrack } from '@handyq/domain/schemas';
import { isOnDeviceVoice, type ToolInputs } from '@handyq/cue';
import { pickVoice, useVoices, type SessionUser } from '@handyq/web';
import { loadRunLog } from '../components/run-log-part';
import { useCameraMoves } from './use-camera-start';
import { useCueRunner } from './use-cue-runner';
import { useRunLogEntry } from './use-run-log-entry';

/**
 * A tool's run on its page: the voice the user chose (or the device's best), the cue runner (its
 * wake lock and speech), the log entry of the run that ended, and the camera's moves and the line
 * of the holds it saw (`runLine`: the camera start's, kept with the run's entry). `start` and a
 * Reset on the end screen leave the last run's entry behind.
 */
export function useToolRun<T extends ToolKey>(
  tool: T,
  inputs: ToolInputs<T>,
  {
    general,
    favoriteName,
    cameraStart,
  }: {
    general: SessionUser['generalSettings'];
    /** The favorite the run's log entry is named after. */
    favoriteName: string | undefined;
    /** HoldOn's camera start is on: each hold waits for the camera. */
    cameraStart: boolean;
  },
) {
  const voices = useVoices();
  const onDevice = isOnDeviceVoice(general?.voiceURI);
  const voice = onDevice ? undefined : pickVoice(voices, general?.voiceURI);
  // the line of the holds the camera started and ended in this run so far, for its log entry
  const line = useRef<LineTrack | null>(null);
  const lineOfRun = useCallback(() => line.current, []);
  const runLine = useCallback((track: LineTrack | null) => void (line.current = track), []);
  const log = useRunLogEntry(tool, favoriteName, lineOfRun);
  const runner = useCueRunner(
    tool,
    inputs,
    voice,
    { volume: general?.cueVolume, rate: general?.speechRate, onDevice },
    log.runEnded,
    cameraStart,
  );
  const { snapshot } = runner;
  const { cameraUp, cameraDown } = useCameraMoves(snapshot, runner.act);
  const act: typeof runner.act = (what) => {
    // Reset on the end screen goes back to the inputs: that run's screen is left behind
    if (what === 'reset' && snapshot.state === 'done') log.clear();
    runner.act(what);
  };
  const start = () => {
    log.clear();
    line.current = null;
    // ready by the run's end, offline too
    void loadRunLog().catch(() => undefined);
    runner.start();
  };
  return { ...runner, act, start, voice, onDevice, logged: log.logged, cameraUp, cameraDown, runLine };
}
