import { Link } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { PRACTICE_LAB_TUTORIAL_IDS, paths } from '@handyq/domain';
import { Header, Page, Prose } from '@handyq/web';
import { itemCardQuery } from '../api/item-cards';

/** /libraryKit/practiceLab/info: what the PracticeLab holds, how publishing works, tutorials. */
export function PracticeLabInfoPage() {
  const tutorials = useQueries({ queries: PRACTICE_LAB_TUTORIAL_IDS.map((id) => itemCardQuery(id)) });
  return (
    <>
      <Header title="PracticeLab Info" back={paths.practiceLab} />
      <Page>
        <Prose>
          <p>
            The PracticeLab is your library: save what you practise and what you teach, find what others have
            shared, and open any workout straight in its timer.
          </p>
          <h2>Three kinds of items</h2>
          <dl>
            <dt>Drills</dt>
            <dd>One exercise: what to do, how long, and what to watch for. Add videos and pictures.</dd>
            <dt>Tutorials</dt>
            <dd>
              A lesson that explains a skill step by step. Drills can link to the tutorials behind them.
            </dd>
            <dt>Workouts</dt>
            <dd>
              A sequence of timer sessions: each step is one of the Coach Kit tools with one of your saved
              favorites, so a tap starts it with the right settings.
            </dd>
          </dl>
          <h2>Private first, public after review</h2>
          <p>
            Every item you save is private: only you see it. When it is ready to share, open it and press{' '}
            <strong>Publish</strong>. It goes to an admin for review and shows as <em>Pending</em>; once
            approved it is public for everyone, and if it is not, it comes back to you as private with a note
            in your notifications.
          </p>
          <p>
            You can edit or delete an item while it is private. Pending and public items are locked, so what
            others see does not change under them.
          </p>
          <h2>Finding items</h2>
          <p>
            The filter bar searches titles and tags, narrows by type, feature and tags, and sorts A–Z or
            newest first. The list keeps loading as you scroll.
          </p>
          <h2>Tutorials</h2>
          <ul>
            {PRACTICE_LAB_TUTORIAL_IDS.map((id, i) => (
              <li key={id}>
                <Link to={paths.item(id)}>
                  {tutorials[i]?.data?.title ?? `PracticeLab tutorial ${i + 1}`}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={paths.practiceLab}>Open the PracticeLab</Link>
          </p>
        </Prose>
      </Page>
    </>
  );
}
