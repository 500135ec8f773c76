import { Link } from 'react-router-dom';
import { BookOpen, Feather, Lightbulb, Ruler, Sprout } from 'lucide-react';
import { APP_VERSION, PRODUCT_NAME, paths } from '@handyq/domain';
import { Card, Page, TileList, type TileData } from '@handyq/web';
import coachClip from '../assets/coach-kit.mp4';
import s from './home.module.css';

const FIND: TileData[] = [
  {
    to: paths.coach,
    label: 'Coach Kit',
    subtitle: 'Four speaking timers for holds, entries, shapes and drills.',
    img: coachClip,
  },
  {
    to: paths.library,
    label: 'Library Kit',
    subtitle: 'Drills, tutorials and workouts: save yours, share the best; PracticeLog keeps every session.',
    icon: <BookOpen size={48} aria-hidden />,
  },
  {
    to: paths.line,
    label: 'Line Kit',
    subtitle: 'Your camera reads your handstand line, right on your phone.',
    icon: <Ruler size={48} aria-hidden />,
  },
];

const BEHIND: TileData[] = [
  {
    to: paths.about,
    label: 'About',
    subtitle: 'What HandyQ is for.',
    icon: <Feather size={48} aria-hidden />,
  },
  {
    to: paths.story,
    label: 'Story',
    subtitle: 'How it grew out of practice.',
    icon: <Sprout size={48} aria-hidden />,
  },
  {
    to: paths.vision,
    label: 'Vision',
    subtitle: 'Where it is going.',
    icon: <Lightbulb size={48} aria-hidden />,
  },
];

export function Home() {
  return (
    <>
      <header className={s.hero}>
        <h1 className={s.brand}>
          Handy<span>Q</span>
        </h1>
        <p className={s.tagline}>Your handstand coach that talks, so your eyes can stay on your hands.</p>
      </header>
      <Page>
        <Card className={s.intro} aria-labelledby="what-is">
          <h2 id="what-is">What is {PRODUCT_NAME}?</h2>
          <p>
            {PRODUCT_NAME} is a first-of-its-kind practice app that brings together speaking timers, suggested
            drills and the chance to share your own as a teacher. Set it down, go upside down, and let it
            count for you.
          </p>
          <Link className={s.start} to={paths.gettingStarted}>
            Getting started →
          </Link>
        </Card>
        <TileList title="What You'll Find" tiles={FIND} />
        <TileList title="Behind the App" tiles={BEHIND} />
      </Page>
      <footer className={s.footer}>
        © {new Date().getFullYear()} {PRODUCT_NAME} · v{APP_VERSION} ·{' '}
        <Link to={paths.licenses}>Licenses</Link>
      </footer>
    </>
  );
}
