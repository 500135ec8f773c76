import s from './camera-switch.module.css';

/** HoldOn's 'Camera start' switch, under its inputs. */
export function CameraSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={s.cameraSwitch}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Camera start
        <small>Each hold starts when the camera sees you go up and ends when you come down.</small>
      </span>
    </label>
  );
}
