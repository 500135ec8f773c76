import { Heart, Info, Save, Settings } from 'lucide-react';
import { TOOL_NAMES, paths, type ToolKey } from '@handyq/domain';
import { Header, IconButton, IconLink } from '@handyq/web';
import { RecordButton } from './record-button';

/**
 * A tool page's header: back to /cueCoach, settings, info, favorites, save, and record (pressed
 * while the next runs are recorded).
 */
export function ToolHeader({
  tool,
  onFavorites,
  onSave,
  recording,
  onRecord,
}: {
  tool: ToolKey;
  onFavorites: () => void;
  onSave: () => void;
  recording: boolean;
  onRecord: () => void;
}) {
  return (
    <Header
      title={TOOL_NAMES[tool]}
      back={paths.coach}
      actions={
        <>
          <IconLink
            label="Settings"
            to={paths.toolSettings(tool)}
            icon={<Settings size={24} aria-hidden />}
          />
          <IconLink label="Info" to={paths.toolInfo(tool)} icon={<Info size={24} aria-hidden />} />
          <IconButton label="Favorites" icon={<Heart size={24} aria-hidden />} onClick={onFavorites} />
          <IconButton label="Save" icon={<Save size={24} aria-hidden />} onClick={onSave} />
          <RecordButton recording={recording} onClick={onRecord} />
        </>
      }
    />
  );
}
