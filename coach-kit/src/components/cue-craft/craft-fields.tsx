import { CUE_CRAFT_LIMITS, durationText } from '@handyq/cue/cue-craft';
import { SelectField } from '@handyq/web';
import { STEP_DURATIONS } from '../../lib/cue-craft/options';
import { NumberSelect } from '../number-select';
import sw from '../switch.module.css';

// The fields a sequence, a step and a block are set with, as the builder shows them and CueCraft's settings
// (what a new step and block start with) show them too.

/** 'Until I tap' is the Duration's empty value. */
const UNTIL_TAP = '';

/** A sequence's get-ready time, counted before its first step. */
export function GetReadyField({ value, onChange }: { value: number; onChange: (getReadyS: number) => void }) {
  return (
    <NumberSelect
      label="Get ready time"
      value={value}
      min={0}
      max={CUE_CRAFT_LIMITS.getReadyS}
      step={5}
      unit="s"
      onChange={onChange}
    />
  );
}

/** A step's duration: the offered ones (and its own, if another), or with `untilTap` none. */
export function DurationField({
  value,
  untilTap = false,
  onChange,
}: {
  value: number | null;
  untilTap?: boolean;
  onChange: (durationS: number | null) => void;
}) {
  return (
    <SelectField
      label="Duration"
      value={value === null ? UNTIL_TAP : value}
      onChange={(e) => onChange(e.target.value === UNTIL_TAP ? null : Number(e.target.value))}
    >
      {untilTap && <option value={UNTIL_TAP}>Until I tap</option>}
      {[...new Set([...STEP_DURATIONS, ...(value === null ? [] : [value])])]
        .sort((a, b) => a - b)
        .map((d) => (
          <option key={d} value={d}>
            {durationText(d)}
          </option>
        ))}
    </SelectField>
  );
}

export interface StepCalls {
  countdownS: number;
  halfway: boolean;
  ticks: boolean;
}

/** A timed step's calls: its countdown, the halfway call and the ticks. */
export function StepCallFields({
  value,
  className,
  onChange,
}: {
  value: StepCalls;
  className?: string;
  onChange: (patch: Partial<StepCalls>) => void;
}) {
  return (
    <div className={className}>
      <NumberSelect
        label="Countdown"
        value={value.countdownS}
        min={0}
        max={CUE_CRAFT_LIMITS.countdownMax}
        step={1}
        unit="s"
        onChange={(countdownS) => onChange({ countdownS })}
      />
      <label className={sw.switch}>
        <input
          type="checkbox"
          checked={value.halfway}
          onChange={(e) => onChange({ halfway: e.target.checked })}
        />
        Halfway call
      </label>
      <label className={sw.switch}>
        <input
          type="checkbox"
          checked={value.ticks}
          onChange={(e) => onChange({ ticks: e.target.checked })}
        />
        Ticks
      </label>
    </div>
  );
}

/** A block's rounds and the rest between them (none after the last). */
export function RoundFields({
  value,
  onChange,
}: {
  value: { repeat: number; restS: number };
  onChange: (patch: { repeat?: number; restS?: number }) => void;
}) {
  return (
    <>
      <NumberSelect
        label="Rounds"
        value={value.repeat}
        min={1}
        max={CUE_CRAFT_LIMITS.repeat}
        step={1}
        onChange={(repeat) => onChange({ repeat })}
      />
      <NumberSelect
        label="Rest between rounds"
        value={value.restS}
        min={0}
        max={CUE_CRAFT_LIMITS.restS}
        step={5}
        unit="s"
        onChange={(restS) => onChange({ restS })}
      />
    </>
  );
}
