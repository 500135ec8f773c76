import { Circle, Heart, Info, Save, Settings } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, TOOL_NAMES, paths, type ToolKey } from '@handyq/shared';
import { Header, IconButton, IconLink, toast, useSession } from '@handyq/shared/web';

/** A tool page's header: back to /cueCoach, settings, info, favorites, save, and record (soon). */
export function ToolHeader({ tool }: { tool: ToolKey }) {
  const user = useSession((s) => s.user);
  const needLogin = (action: () => void) => () => (user ? action() : toast.info(LOGIN_REQUIRED_MSG));
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
          <IconButton
            label="Favorites"
            icon={<Heart size={24} aria-hidden />}
            onClick={needLogin(() => toast.info('Favorites are on their way.'))}
          />
          <IconButton
            label="Save"
            icon={<Save size={24} aria-hidden />}
            onClick={needLogin(() => toast.info('Saving favorites is on its way.'))}
          />
          <IconButton label="Record (coming soon)" icon={<Circle size={24} aria-hidden />} disabled />
        </>
      }
    />
  );
}
