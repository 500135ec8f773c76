import type { RecordingInfo } from '@handyq/web/practice-log';

type Mark = RecordingInfo['marks'][number];

/**
 * What a recording shows of the phase it is in: 'Hold · set 2', 'Step 1 · Hold · set 1' in a
 * workout, and a CueCraft step's name alone (a sequence has rounds, not sets).
 */
export const phaseText = (recording: Pick<RecordingInfo, 'tool'>, mark: Mark | null | undefined): string =>
  !mark
    ? '—'
    : `${mark.step ? `Step ${mark.step} · ` : ''}${mark.label}${recording.tool === 'cueCraft' ? '' : ` · set ${mark.set}`}`;
