import { useState } from 'react';
import { BUILT_IN_CRAFT_DEFAULTS, craftDefaultsOf, type CraftDefaults } from '@handyq/cue/cue-craft';
import { SETTINGS_MESSAGES, paths } from '@handyq/domain';
import { FieldGroup, Page, failureText, toast, useSession } from '@handyq/web';
import {
  DurationField,
  GetReadyField,
  RoundFields,
  StepCallFields,
} from '../components/cue-craft/craft-fields';
import { SettingsHeader } from '../components/settings-header';
import craft from '../components/cue-craft/cue-craft.module.css';
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
      <SettingsHeader
        title="CueCraft Settings"
        back={paths.tool('cueCraft')}
        saving={saving}
        onReset={() => setDraft({ ...BUILT_IN_CRAFT_DEFAULTS })}
        onSave={() => void save()}
      />
      <Page className={s.page}>
        <p className={s.hint}>What the builder starts with. Sequences you made keep their own values.</p>
        <FieldGroup legend="A blank sequence" className={s.stack}>
          <GetReadyField value={draft.getReadyS} onChange={(getReadyS) => set({ getReadyS })} />
        </FieldGroup>
        <FieldGroup legend="A new step" className={s.stack}>
          <DurationField value={draft.stepS} onChange={(stepS) => set({ stepS: stepS ?? draft.stepS })} />
          <StepCallFields className={craft.calls} value={draft} onChange={set} />
        </FieldGroup>
        <FieldGroup legend="A new block" className={s.stack}>
          <div className={s.fields}>
            <RoundFields value={draft} onChange={set} />
          </div>
        </FieldGroup>
      </Page>
    </>
  );
}
