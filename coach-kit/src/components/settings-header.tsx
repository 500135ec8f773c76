import { RotateCcw, Save } from 'lucide-react';
import { Header, IconButton } from '@handyq/web';

/**
 * A settings page's header: its title, the way back to the tool, 'Reset to defaults' (the
 * built-in ones into the form) and 'Save settings' (off while a save is under way).
 */
export function SettingsHeader({
  title,
  back,
  saving,
  onReset,
  onSave,
}: {
  title: string;
  back: string;
  saving: boolean;
  onReset: () => void;
  onSave: () => void;
}) {
  return (
    <Header
      title={title}
      back={back}
      actions={
        <>
          <IconButton
            label="Reset to defaults"
            icon={<RotateCcw size={24} aria-hidden />}
            onClick={onReset}
          />
          <IconButton
            label="Save settings"
            icon={<Save size={24} aria-hidden />}
            disabled={saving}
            onClick={onSave}
          />
        </>
      }
    />
  );
}
