import { useQuery } from '@tanstack/react-query';
import { Button, Card, Loader, MessageScreen } from '@handyq/web';
import { httpStatus, useDemoErrorText } from '@handyq/web/server';
import { publicUserQuery } from '../api/public-user';
import { Avatar } from '../components/avatar';
import { linkText, safeHref } from '@handyq/domain';
import s from './profile.module.css';

const SOCIAL = ['instagram', 'facebook', 'youtube', 'website', 'other'] as const;

/** Someone else's profile: what they chose to show, read-only. */
export default function PublicProfile({ id }: { id: string }) {
  const { data: user, error, isPending, refetch } = useQuery(publicUserQuery(id));
  const demoError = useDemoErrorText(error);
  if (isPending) return <Loader />;
  if (error) {
    const gone = httpStatus(error) === 404;
    return (
      <MessageScreen
        title={gone ? 'No such user' : 'Cannot load user'}
        actions={!gone && <Button onClick={() => void refetch()}>Retry</Button>}
      >
        {gone ? 'This profile does not exist or was deleted.' : 'Check your connection and try again.'}
        {demoError && <small className={s.demoError}>{demoError}</small>}
      </MessageScreen>
    );
  }
  const links = SOCIAL.map((k) => ({ k, href: safeHref(user[k]) })).filter((l) => l.href);
  return (
    <Card className={s.publicCard} aria-label={user.fullname}>
      <Avatar src={user.imgUrl} size={120} />
      <h2 className={s.name}>{user.fullname}</h2>
      {user.username && <p className={s.muted}>@{user.username}</p>}
      {user.bio && <p className={s.bio}>{user.bio}</p>}
      {links.length > 0 && (
        <ul className={s.links}>
          {links.map(({ k, href }) => (
            <li key={k}>
              <a href={href!} target="_blank" rel="noopener noreferrer nofollow">
                {linkText(user[k])}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
