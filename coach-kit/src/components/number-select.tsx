import { SelectField } from '@handyq/web';

/** Every value from min to max by step (at most a few hundred options). */
export function rangeValues(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const s = step > 0 ? step : 1;
  for (let v = min; v <= max + 1e-9 && out.length < 1000; v += s) out.push(Math.round(v * 1000) / 1000);
  return out;
}

/** A labelled select of the values in a range; the current value stays offered even off-step. */
export function NumberSelect({
  label,
  value,
  min,
  max,
  step,
  unit,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  const values = rangeValues(min, max, step);
  if (!values.includes(value)) values.push(value);
  values.sort((a, b) => a - b);
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {values.map((v) => (
        <option key={v} value={v}>
          {unit ? `${v} ${unit}` : v}
        </option>
      ))}
    </SelectField>
  );
}
