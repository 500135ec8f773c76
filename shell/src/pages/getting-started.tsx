import { FIXED_ITEM_IDS, paths } from '@handyq/domain';
import { Card, Header, Page, Prose, ButtonLink } from '@handyq/web';
import { GraduationCap, PersonStanding } from 'lucide-react';
import s from './getting-started.module.css';

const TUTORIALS = [
  {
    title: 'Handstander',
    text: 'New to HandyQ? Learn how to set up a timer, pick a voice, save a favorite and run your first voice-guided session.',
    id: FIXED_ITEM_IDS.gettingStartedHandstander,
    Icon: PersonStanding,
  },
  {
    title: 'Also a Teacher?',
    text: 'Build drills and workouts for your students in the PracticeLab, link them to the timers and publish them to the community.',
    id: FIXED_ITEM_IDS.gettingStartedTeacher,
    Icon: GraduationCap,
  },
] as const;

export function GettingStarted() {
  return (
    <>
      <Header title="Getting Started" back="/" />
      <Page>
        <Prose>
          <p>
            Welcome. The fastest way in is to pick the tutorial that fits you. Each one takes a few minutes
            and leaves you with a timer set up the way you like it.
          </p>
        </Prose>
        <div className={s.grid}>
          {TUTORIALS.map(({ title, text, id, Icon }) => (
            <Card key={id} className={s.tile} aria-labelledby={`gs-${id}`}>
              <Icon size={44} className={s.icon} aria-hidden />
              <h2 id={`gs-${id}`}>{title}</h2>
              <p>{text}</p>
              <ButtonLink to={paths.item(id)} aria-label={`View tutorial: ${title}`}>
                View tutorial
              </ButtonLink>
            </Card>
          ))}
        </div>
      </Page>
    </>
  );
}
