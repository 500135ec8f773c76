import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import type { ToolKey } from '@handyq/domain';
import {
  BUILT_IN_SHAPES,
  INPUT_LABELS,
  defaultFeatureSettings,
  toolInputs,
  type FeatureSettings,
  type InputRange,
} from '@handyq/domain';
import {
  MAX_SHAPE_NAME,
  SETTINGS_MESSAGES,
  addShape,
  canRemoveShape,
  inputLimits,
  isCustomShape,
  normaliseFeatureSettings,
  normaliseInput,
  removeShape,
  stepLimits,
  withMax,
  withMin,
  withStep,
  type Limits,
} from '@handyq/domain';
import { useSession } from '../stores/session';
import { toast } from '../stores/toast';
import { failureText } from '../offline';
import { Button, IconButton } from '../ui/button';
import { TextField } from '../ui/text-field';
import { FieldGroup } from '../ui/field-group';
import s from './settings-editor.module.css';

export interface SettingsEditorProps {
  tool: ToolKey;
  /** The draft being edited. */
  value: FeatureSettings;
  onChange: (next: FeatureSettings) => void;
}

/**
 * One tool's settings as a draft: per input its range (minimum, maximum, step) and default, and
 * ShapeJam's shapes list. Controlled and never saves: the page around it owns save and reset.
 */
export function SettingsEditor({ tool, value, onChange }: SettingsEditorProps) {
  const builtIn = defaultFeatureSettings(tool);
  const setInput = (name: string, range: InputRange, start: number) =>
    onChange({
      ...value,
      inputSettings: { ...value.inputSettings, [name]: range },
      defaultValues: { ...value.defaultValues, [name]: start },
    });
  return (
    <div className={s.editor}>
      <p className={s.hint}>
        Each input offers the values from its minimum to its maximum in steps, lined up with its default
        (where it starts).
      </p>
      {toolInputs(tool).map((name) => (
        <RangeEditor
          key={name}
          name={name}
          limits={inputLimits(tool, name)}
          range={value.inputSettings[name] ?? builtIn.inputSettings[name]!}
          start={value.defaultValues[name] ?? builtIn.defaultValues[name]!}
          onChange={(range, start) => setInput(name, range, start)}
        />
      ))}
      {tool === 'shapeJam' && (
        <ShapesEditor
          shapes={value.shapes ?? [...BUILT_IN_SHAPES]}
          onChange={(shapes) => onChange({ ...value, shapes })}
        />
      )}
    </div>
  );
}

/** Inputs counted in seconds (their numbers show an 's'). */
const isSeconds = (name: string) => /Time$|^timeBetween/.test(name);

interface RangeEditorProps {
  name: string;
  limits: Limits;
  range: InputRange;
  start: number;
  onChange: (range: InputRange, start: number) => void;
}

/**
 * One input's sliders. Min and max move within the absolute limits (min stays below max, the
 * step shrinks to fit); the default moves within the range. On leaving a slider (or letting go
 * of it) the default is clamped into the range and the range aligned to it.
 */
function RangeEditor({ name, limits, range, start, onChange }: RangeEditorProps) {
  const label = INPUT_LABELS[name] ?? name;
  const unit = isSeconds(name) ? 's' : '';
  const tidy = () => {
    const out = normaliseInput(range, start, limits, { range, value: start });
    const same =
      out.value === start &&
      out.range.min === range.min &&
      out.range.max === range.max &&
      out.range.step === range.step;
    if (!same) onChange(out.range, out.value);
  };
  const slider = (
    what: string,
    val: number,
    bounds: Limits & { step?: number },
    set: (n: number) => void,
  ) => (
    <Slider
      label={`${label} ${what.toLowerCase()}`}
      shown={what}
      unit={unit}
      value={val}
      {...bounds}
      onChange={set}
      onDone={tidy}
    />
  );
  return (
    <FieldGroup legend={label}>
      <div className={s.sliders}>
        {slider('Minimum', range.min, limits, (n) => onChange(withMin(range, n, limits), start))}
        {slider('Maximum', range.max, limits, (n) => onChange(withMax(range, n, limits), start))}
        {slider('Step', range.step, stepLimits(range), (n) => onChange(withStep(range, n), start))}
        {slider('Default', start, range, (n) => onChange(range, n))}
      </div>
    </FieldGroup>
  );
}

interface SliderProps {
  /** The accessible name, e.g. 'Hold time minimum'. */
  label: string;
  /** The visible name, e.g. 'Minimum'. */
  shown: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Called when the user leaves or lets go of the slider. */
  onDone: () => void;
}

function Slider({ label, shown, unit, value, min, max, step = 1, onChange, onDone }: SliderProps) {
  const id = useId();
  const text = unit ? `${value} ${unit}` : String(value);
  return (
    <div className={s.slider}>
      <label htmlFor={id} className={s.sliderLabel}>
        {shown}
      </label>
      <span className={s.value}>{text}</span>
      <input
        id={id}
        className={s.range}
        type="range"
        aria-label={label}
        aria-valuetext={unit ? `${value} seconds` : undefined}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={min >= max}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={onDone}
        onPointerUp={onDone}
      />
    </div>
  );
}

/** ShapeJam's shapes: the built-ins stay; custom ones can be added and removed (never below 2). */
function ShapesEditor({ shapes, onChange }: { shapes: string[]; onChange: (shapes: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addShape(shapes, draft));
    setDraft('');
  };
  return (
    <FieldGroup legend="Shapes">
      <ul className={s.shapes}>
        {shapes.map((name) => (
          <li key={name} className={s.shape}>
            <span className={s.shapeName}>{name}</span>
            {canRemoveShape(shapes, name) ? (
              <IconButton
                className={s.remove}
                label={`Remove ${name}`}
                icon={<X size={18} aria-hidden />}
                onClick={() => onChange(removeShape(shapes, name))}
              />
            ) : (
              !isCustomShape(name) && <span className={s.builtIn}>built-in</span>
            )}
          </li>
        ))}
      </ul>
      <div className={s.addRow}>
        <TextField
          label="Custom shape"
          value={draft}
          maxLength={MAX_SHAPE_NAME}
          autoCapitalize="none"
          enterKeyHint="done"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          <Plus size={18} aria-hidden /> Add shape
        </Button>
      </div>
    </FieldGroup>
  );
}

/**
 * Saves one tool's settings for the logged-in user and says how it went. A visitor is asked to
 * log in; otherwise the draft is normalised and handed to `put` (which stores it in the user's
 * record). Returns what was saved, or null when nothing was.
 */
export async function saveToolSettings(
  tool: ToolKey,
  draft: FeatureSettings,
  put: (userId: string, settings: FeatureSettings) => Promise<unknown>,
): Promise<FeatureSettings | null> {
  const userId = useSession.getState().user?._id;
  if (!userId) {
    toast.info(SETTINGS_MESSAGES.loginRequired);
    return null;
  }
  const settings = normaliseFeatureSettings(tool, draft);
  try {
    await put(userId, settings);
    toast.success(SETTINGS_MESSAGES.saved);
    return settings;
  } catch (err) {
    console.error('Saving settings failed', err);
    toast.error(failureText(err, SETTINGS_MESSAGES.failed));
    return null;
  }
}
