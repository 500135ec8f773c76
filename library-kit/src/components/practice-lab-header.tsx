import { useNavigate } from 'react-router-dom';
import { Bell, BellDot, Info, Upload } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, paths } from '@handyq/shared';
import { Header, IconButton, IconLink, toast, useSession } from '@handyq/shared/web';
import { useOwnUser } from '../hooks/use-own-user';
import s from './practice-lab-header.module.css';

/**
 * The PracticeLab header: back to the Library Kit, notifications (marked when any is unread),
 * the guide, and upload. Notifications and upload need a logged-in user. The user is read
 * afresh, so the mark shows notifications that came after login.
 */
export function PracticeLabHeader() {
  const navigate = useNavigate();
  useOwnUser();
  const user = useSession((st) => st.user);
  const unread = !!user?.notifications?.some((n) => !n.isRead);
  const needLogin = (to: string) => () => (user ? navigate(to) : toast.info(LOGIN_REQUIRED_MSG));
  return (
    <Header
      title="PracticeLab"
      back={paths.library}
      actions={
        <>
          <IconButton
            label={unread ? 'Notifications (unread)' : 'Notifications'}
            className={unread ? s.unread : undefined}
            icon={unread ? <BellDot size={24} aria-hidden /> : <Bell size={24} aria-hidden />}
            onClick={needLogin(paths.notifications)}
          />
          <IconLink label="Info" to={paths.practiceLabInfo} icon={<Info size={24} aria-hidden />} />
          <IconButton
            label="Upload"
            icon={<Upload size={24} aria-hidden />}
            onClick={needLogin(paths.itemEdit())}
          />
        </>
      }
    />
  );
}
