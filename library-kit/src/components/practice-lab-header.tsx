import { useNavigate } from 'react-router-dom';
import { Bell, BellDot, Info, Upload } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, paths } from '@handyq/domain';
import { Header, IconButton, IconLink, toast, useSession } from '@handyq/web';
import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '@handyq/web/server';
import s from './practice-lab-header.module.css';

/**
 * The PracticeLab header: back to the Library Kit, notifications (marked when any is unread),
 * the guide, and upload. Notifications and upload need a logged-in user. The mark follows the
 * server's unread count, read again whenever a notice arrives live.
 */
export function PracticeLabHeader() {
  const navigate = useNavigate();
  const user = useSession((st) => st.user);
  const { data: unreadCount = 0 } = useQuery({ ...unreadCountQuery(user?._id ?? ''), enabled: !!user });
  const unread = !!user && unreadCount > 0;
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
