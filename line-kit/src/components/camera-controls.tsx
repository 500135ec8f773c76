import type { Facing } from '@handyq/line/camera';
import { Button } from '@handyq/web';
import s from '../pages/line-page.module.css';

/** Which camera, and whether its picture is mirrored (on by default for the front one). */
export function CameraControls({
  facing,
  mirror,
  onFacing,
  onMirror,
  children,
}: {
  facing: Facing;
  mirror: boolean;
  onFacing: (facing: Facing) => void;
  onMirror: (mirror: boolean) => void;
  children?: React.ReactNode;
}) {
  return (
    <fieldset className={s.controls}>
      <legend className={s.legend}>Camera</legend>
      <div className={s.segmented} role="group" aria-label="Which camera">
        {(['user', 'environment'] as const).map((f) => (
          <Button
            key={f}
            variant={facing === f ? 'primary' : 'secondary'}
            aria-pressed={facing === f}
            onClick={() => {
              onFacing(f);
              onMirror(f === 'user');
            }}
          >
            {f === 'user' ? 'Front camera' : 'Back camera'}
          </Button>
        ))}
      </div>
      <label className={s.check}>
        <input type="checkbox" checked={mirror} onChange={(e) => onMirror(e.target.checked)} /> Mirror
      </label>
      {children}
    </fieldset>
  );
}
