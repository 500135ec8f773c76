import { paths } from '@handyq/shared';
import { Header, Page, TileList } from '@handyq/shared/web';
import { FlaskConical, NotebookPen } from 'lucide-react';

/** /libraryKit: the Features section. */
export function LibraryIndexPage() {
  return (
    <>
      <Header title="Library Kit" />
      <Page>
        <TileList
          title="Features"
          tiles={[
            {
              to: paths.practiceLab,
              label: 'PracticeLab',
              subtitle: 'Save drills, tutorials and workouts; publish the best.',
              icon: <FlaskConical size={48} aria-hidden />,
            },
            {
              to: paths.practiceLog,
              label: 'PracticeLog',
              subtitle: 'Keep a diary of your sessions.',
              icon: <NotebookPen size={48} aria-hidden />,
              comingSoon: true,
            },
          ]}
        />
      </Page>
    </>
  );
}
