import { useState } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import {
  BUILT_IN_CRAFT_DEFAULTS,
  CUE_CRAFT_LIMITS,
  craftDefaultsOf,
  durationText,
  type CraftDefaults,
} from '@handyq/cue/cue-craft';
import { SETTINGS_MESSAGES, paths } from '@handyq/domain';
import { Header, IconButton, Page, SelectField, failureText, toast, useSession } from '@handyq/web';
import { NumberSelect } from '../components/number-select';
import { STEP_DURATIONS } from '../lib/cue-craft/options';
import sw from '../components/switch.module.css';
import s from './cue-craft-settings-page.module.css';

/**
 * /cueCoach/cueCraft/settings: what CueCraft's builder starts a blank sequence, a new step and a
 * new block with (the built-in ones for a visitor or a user with none). Reset puts the built-in
 * ones into the draft; only Save stores them, in the user's settings (`settings.cueCraft`).
 */
export default function CueCraftSettingsPage() {
  const stored = useSession((st) => st.user)?.settings;
  const [draft, setDraft] = useState<CraftDefaults>(() => craftDefaultsOf(stored));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<CraftDefaults>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    const userId = useSession.getState().user?._id;
    if (!userId) return toast.info(SETTINGS_MESSAGES.loginRequired);
    setSaving(true);
    try {
      // loaded on first use: the user API brings the zod schemas
      const { updateUser } = await import('@handyq/web/user');
      await updateUser(userId, (user) => ({ settings: { ...user.settings, cueCraft: draft } }));
      toast.success(SETTINGS_MESSAGES.saved);
    } catch (err) {
      console.error('Saving CueCraft settings failed', err);
      toast.error(failureText(err, SETTINGS_MESSAGES.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Header
        title="CueCraft Settings"
        back={paths.tool('cueCraft')}
        actions={
          <>
            <IconButton
              label="Reset to defaults"
              icon={<RotateCcw size={24} aria-hidden />}
              onClick={() => setDraft({ ...BUILT_IN_CRAFT_DEFAULTS })}
            />
            <IconButton
              label="Save settings"
              icon={<Save size={24} aria-hidden />}
              disabled={saving}
              onClick={() => void save()}
            />
          </>
        }
      />
      <Page className={s.page}>
        <p className={s.hint}>What the builder starts with. Sequences you made keep their own values.</p>
        <fieldset className={s.group}>
          <legend className={s.legend}>A blank sequence</legend>
          <NumberSelect
            label="Get ready time"
            value={draft.getReadyS}
            min={0}
            max={CUE_CRAFT_LIMITS.getReadyS}
            step={5}
            unit="s"
            onChange={(getReadyS) => set({ getReadyS })}
          />
        </fieldset>
        <fieldset className={s.group}>
          <legend className={s.legend}>A new step</legend>
          <div className={s.fields}>
            <SelectField
              label="Duration"
              value={draft.stepS}
              onChange={(e) => set({ stepS: Number(e.target.value) })}
            >
              {[...new Set([...STEP_DURATIONS, draft.stepS])]
                .sort((a, b) => a - b)
                .map((d) => (
                  <option key={d} value={d}>
                    {durationText(d)}
                  </option>
                ))}
            </SelectField>
            <NumberSelect
              label="Countdown"
              value={draft.countdownS}
              min={0}
              max={CUE_CRAFT_LIMITS.countdownMax}
              step={1}
              unit="s"
              onChange={(countdownS) => set({ countdownS })}
            />
          </div>
          <div className={s.switches}>
            <label className={sw.switch}>
              <input
                type="checkbox"
                checked={draft.halfway}
                onChange={(e) => set({ halfway: e.target.checked })}
              />
              Halfway call
            </label>
            <label className={sw.switch}>
              <input
                type="checkbox"
                checked={draft.ticks}
                onChange={(e) => set({ ticks: e.target.checked })}
              />
              Ticks
            </label>
          </div>
        </fieldset>
        <fieldset className={s.group}>
          <legend className={s.legend}>A new block</legend>
          <div className={s.fields}>
            <NumberSelect
              label="Rounds"
              value={draft.repeat}
              min={1}
              max={CUE_CRAFT_LIMITS.repeat}
              step={1}
              onChange={(repeat) => set({ repeat })}
            />
            <NumberSelect
              label="Rest between rounds"
              value={draft.restS}
              min={0}
              max={CUE_CRAFT_LIMITS.restS}
              step={5}
              unit="s"
              onChange={(restS) => set({ restS })}
            />
          </div>
        </fieldset>
      </Page>
    </>
  );
}
