import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { BUILT_IN_SHAPES, INPUT_LABELS, type FeatureSettings, type ToolKey } from '@handyq/domain';
import {
  CALLOUT_TYPES,
  DEFAULT_AFTER_REPS,
  DRILL_TYPES,
  MIN_SHAPES,
  NEW_SHAPE,
  calloutStepRange,
  effectiveCalloutStep,
  type Callout,
  type ToolInputs,
} from '@handyq/cue';
import { Button, IconButton, SelectField, TextField, saveToolSettings } from '@handyq/web';
import { addSavedShapes } from '../api/settings';
import { NumberSelect } from './number-select';
import sw from './switch.module.css';
import s from './tool-inputs.module.css';

const SECONDS = new Set([
  'getReadyTime',
  'restTime',
  'holdTime',
  'timeBetween',
  'floatTime',
  'timeBetweenFloats',
  'switchTime',
  'timeBetweenSwitches',
  'slideTime',
  'timeBetweenSlides',
]);

interface Props<T extends ToolKey> {
  tool: T;
  inputs: ToolInputs<T>;
  settings: FeatureSettings;
  onChange: (inputs: ToolInputs<T>) => void;
}

/** The tool's inputs, with the user's ranges (or the built-in ones). */
export function ToolInputsForm<T extends ToolKey>({ tool, inputs, settings, onChange }: Props<T>) {
  const values = inputs as unknown as Record<string, number>;
  const set = (name: string, value: unknown) => onChange({ ...inputs, [name]: value });
  const num = (name: string, label = INPUT_LABELS[name] ?? name) => {
    const r = settings.inputSettings[name] ?? { min: 0, max: 300, step: 1 };
    return (
      <NumberSelect
        key={name}
        label={label}
        unit={SECONDS.has(name) ? 's' : undefined}
        value={values[name] ?? r.min}
        min={r.min}
        max={r.max}
        step={r.step}
        onChange={(v) => set(name, v)}
      />
    );
  };
  const calloutRange = tool === 'holdOn' ? calloutStepRange(values.holdTime ?? 0) : null;

  return (
    <div className={s.grid}>
      {num('getReadyTime')}
      {tool === 'holdOn' && num('holdTime')}
      {calloutRange && (
        <NumberSelect
          label="Callout every"
          unit="s"
          // what the timer will use: a step past half the hold (10 s on a 10 s hold) shows as the
          // step the run snaps it to, never as a value it will not use
          value={
            effectiveCalloutStep(values.holdTime ?? 0, values.calloutStep ?? calloutRange.min) ??
            calloutRange.min
          }
          {...calloutRange}
          onChange={(v) => set('calloutStep', v)}
        />
      )}
      {tool === 'entryBuddy' && [num('entryCount'), num('holdTime'), num('timeBetween')]}
      {tool === 'shapeJam' && num('numReps')}
      {tool === 'drillDJ' && (
        <DrillInputs inputs={inputs as ToolInputs<'drillDJ'>} settings={settings} set={set} num={num} />
      )}
      {num('numSets')}
      {(values.numSets ?? 1) > 1 && num('restTime')}
      {tool === 'shapeJam' && (
        <ShapeList
          inputs={inputs as ToolInputs<'shapeJam'>}
          settings={settings}
          onChange={(shapes) => set('shapes', shapes)}
        />
      )}
    </div>
  );
}

function DrillInputs({
  inputs,
  settings,
  set,
  num,
}: {
  inputs: ToolInputs<'drillDJ'>;
  settings: FeatureSettings;
  set: (name: string, value: unknown) => void;
  num: (name: string, label?: string) => React.ReactNode;
}) {
  const type = inputs.drillType;
  const cfg = inputs.drillConfigs;
  const setCfg = (patch: Record<string, unknown>) =>
    set('drillConfigs', { ...cfg, [type]: { ...cfg[type], ...patch } });
  const range = (name: string) => settings.inputSettings[name] ?? { min: 0, max: 10, step: 1 };
  const sec = (label: string, value: number, name: string, key: string) => (
    <NumberSelect
      key={key}
      label={label}
      unit="s"
      value={value}
      {...range(name)}
      onChange={(v) => setCfg({ [key]: v })}
    />
  );
  const callout = type === 'switch' ? null : cfg[type].callout;
  const setCallout = (c: Callout) => setCfg({ callout: c });
  return (
    <>
      <SelectField label="Drill" value={type} onChange={(e) => set('drillType', e.target.value)}>
        {DRILL_TYPES.map((t) => (
          <option key={t} value={t}>
            {t[0]!.toUpperCase() + t.slice(1)}
          </option>
        ))}
      </SelectField>
      {num('numReps')}
      <label className={sw.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={inputs.tickSounds}
          onChange={(e) => set('tickSounds', e.target.checked)}
        />
        <span>Tick sounds</span>
      </label>
      {type === 'slide' && [
        sec('Slide down', cfg.slide.slideDownTime, 'slideTime', 'slideDownTime'),
        // The hold between sliding down and up has a range of its own, from 0 (no hold)
        sec('Hold', cfg.slide.holdTime, 'timeBetweenSlides', 'holdTime'),
        sec('Slide up', cfg.slide.slideUpTime, 'slideTime', 'slideUpTime'),
      ]}
      {type === 'float' && [
        sec('Float time', cfg.float.floatTime, 'floatTime', 'floatTime'),
        sec('Time between floats', cfg.float.timeBetweenFloats, 'timeBetweenFloats', 'timeBetweenFloats'),
      ]}
      {type === 'switch' && [
        sec('Switch time', cfg.switch.switchTime, 'switchTime', 'switchTime'),
        sec(
          'Time between switches',
          cfg.switch.timeBetweenSwitches,
          'timeBetweenSwitches',
          'timeBetweenSwitches',
        ),
      ]}
      {callout && (
        <>
          <CalloutSelect
            label="Callout"
            value={callout.type}
            onChange={(t) => setCallout({ ...callout, type: t })}
          />
          {callout.type !== 'none' && (
            <>
              <NumberSelect
                label="Wait after callout"
                unit="s"
                value={callout.afterReps}
                min={0}
                max={10}
                step={1}
                onChange={(v) => setCallout({ ...callout, afterReps: v })}
              />
              <CalloutSelect
                label="Then"
                value={callout.callout?.type ?? 'none'}
                onChange={(t) =>
                  setCallout({
                    ...callout,
                    callout: { type: t, afterReps: callout.callout?.afterReps ?? DEFAULT_AFTER_REPS },
                  })
                }
              />
              {callout.callout && callout.callout.type !== 'none' && (
                <NumberSelect
                  label="Wait after second callout"
                  unit="s"
                  value={callout.callout.afterReps}
                  min={0}
                  max={10}
                  step={1}
                  onChange={(v) => setCallout({ ...callout, callout: { ...callout.callout!, afterReps: v } })}
                />
              )}
            </>
          )}
        </>
      )}
    </>
  );
}

function CalloutSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: Callout['type']) => void;
}) {
  const names = { none: 'None', switch: 'Switch legs', both: 'Both legs' } as const;
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as Callout['type'])}>
      {CALLOUT_TYPES.map((t) => (
        <option key={t} value={t}>
          {names[t]}
        </option>
      ))}
    </SelectField>
  );
}

/** ShapeJam's sequence: at least two shapes, each with its hold; custom shapes can be added. */
function ShapeList({
  inputs,
  settings,
  onChange,
}: {
  inputs: ToolInputs<'shapeJam'>;
  settings: FeatureSettings;
  onChange: (shapes: ToolInputs<'shapeJam'>['shapes']) => void;
}) {
  const [custom, setCustom] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const known = [...(settings.shapes ?? BUILT_IN_SHAPES), ...custom];
  const shapes = inputs.shapes;
  const hold = settings.inputSettings.holdTime ?? { min: 0, max: 5, step: 1 };
  const update = (i: number, patch: Partial<(typeof shapes)[number]>) =>
    onChange(shapes.map((sh, j) => (j === i ? { ...sh, ...patch } : sh)));
  const addCustom = () => {
    const name = draft.trim().toLowerCase();
    setDraft('');
    if (!name || known.includes(name)) return;
    setCustom([...custom, name]);
  };
  // Shapes added here last while the page is open; saved, they join the tool's settings.
  const saveShapes = async () => {
    setSaving(true);
    const saved = await saveToolSettings('shapeJam', { ...settings, shapes: known }, (id) =>
      addSavedShapes(id, custom),
    );
    setSaving(false);
    if (saved) setCustom([]);
  };
  return (
    <fieldset className={s.shapes}>
      <legend>Shapes</legend>
      {shapes.map((sh, i) => (
        <div key={i} className={s.shapeRow}>
          <SelectField
            label={`Shape ${i + 1}`}
            value={sh.shape}
            onChange={(e) => update(i, { shape: e.target.value })}
          >
            {(known.includes(sh.shape) ? known : [...known, sh.shape]).map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </SelectField>
          <NumberSelect
            label={`Hold ${i + 1}`}
            unit="s"
            value={sh.holdTime}
            {...hold}
            onChange={(v) => update(i, { holdTime: v })}
          />
          {shapes.length > MIN_SHAPES && (
            <IconButton
              label={`Remove shape ${i + 1}`}
              icon={<X size={20} aria-hidden />}
              onClick={() => onChange(shapes.filter((_, j) => j !== i))}
            />
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...shapes, { ...NEW_SHAPE }])}>
        <Plus size={18} aria-hidden /> Add shape
      </Button>
      <div className={s.customRow}>
        <TextField label="Custom shape" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button variant="ghost" onClick={addCustom}>
          Add to list
        </Button>
      </div>
      {custom.length > 0 && (
        <div className={s.saveShapes} role="group" aria-label="New shapes">
          <p className={s.saveShapesText}>
            {custom.length === 1 ? `“${custom[0]}” is` : `${custom.length} new shapes are`} here only until
            you leave this page.
          </p>
          <Button variant="secondary" onClick={() => void saveShapes()} disabled={saving} aria-busy={saving}>
            Save to my settings
          </Button>
        </div>
      )}
    </fieldset>
  );
}
