import { Suspense, lazy, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion, WifiOff } from 'lucide-react';
import { TOOL_NAMES, paths, safeHref, type ToolKey } from '@handyq/domain';
import type { LibraryItem } from '@handyq/domain/schemas';
import { ButtonLink, Header, Loader, MessageScreen, Page, useSession } from '@handyq/web';
import { useDemoErrorText } from '@handyq/web/server';
import { itemQuery } from '../api/items';
import { AuthorSection } from '../components/author-section';
import { Carousel } from '../components/carousel';
import { ItemComments } from '../components/item-comments';
import { ItemBody } from '../components/item-body';
import { StatusActions } from '../components/status-actions';
import { StatusBadge } from '../components/status-badge';
import { WorkoutRunSection } from '../components/workout-run/workout-run-section';
import { useOnline } from '../hooks/use-online';
import { slidesOf } from '../lib/media';
import { OFFLINE_TRY_AGAIN, TYPE_LABELS } from '../lib/messages';
import type { Viewer } from '../lib/permissions';
import sections from '../components/item-sections.module.css';
import s from './item-view-page.module.css';

// a drill's CueCraft sequence, for a drill that has one: it and the CueCraft module that sums the
// sequence up load after the page shows (@handyq/cue/cue-craft, about 19 KB: a shared module of
// its own would have cost every kit's first load a little instead)
const ItemSequence = lazy(() => import('../components/item-sequence'));

/** /libraryKit/libraryItem/:itemId: one item, its media, body, links, author and review buttons. */
export default function ItemViewPage() {
  const { itemId = '' } = useParams();
  const online = useOnline();
  const item = useQuery(itemQuery(itemId));
  const demoError = useDemoErrorText(item.error);
  const user = useSession((st) => st.user);
  const viewer: Viewer | null = user ? { _id: user._id, isAdmin: user.isAdmin } : null;

  let content;
  // Offline, the item may still come from what the service worker kept: the offline message
  // is for an item it never saw.
  if (item.data) content = <ItemView item={item.data} viewer={viewer} />;
  else if (!online && item.isError) {
    content = (
      <MessageScreen icon={<WifiOff size={44} aria-hidden />} title="You're offline" actions={<BackToLab />}>
        {OFFLINE_TRY_AGAIN}
      </MessageScreen>
    );
  } else if (item.isError) {
    content = (
      <MessageScreen
        icon={<FileQuestion size={44} aria-hidden />}
        title="Item not found"
        actions={<BackToLab />}
      >
        This item no longer exists.
        {demoError && <small className={s.demoError}>{demoError}</small>}
      </MessageScreen>
    );
  } else content = <Loader />;

  return (
    <>
      <Header title="Library Item" back />
      <Page>{content}</Page>
    </>
  );
}

function BackToLab() {
  return <ButtonLink to={paths.practiceLab}>Go to PracticeLab</ButtonLink>;
}

function ItemView({ item, viewer }: { item: LibraryItem; viewer: Viewer | null }) {
  const titleId = useId();
  const tutorialsId = useId();
  const linksId = useId();
  const tagsId = useId();
  const [runStep, setRunStep] = useState<number | null>(null);
  const externalLinks = item.externalLinks.flatMap((l) => {
    const href = safeHref(l.url);
    return href ? [{ ...l, href }] : [];
  });
  return (
    <article className={s.item} aria-labelledby={titleId}>
      <div className={s.top}>
        <h2 id={titleId} className={s.title}>
          {item.title}
        </h2>
        <p className={s.meta}>
          <span>
            Type: <strong>{TYPE_LABELS[item.type]}</strong>
          </span>
          {item.feature && (
            <span>
              Feature: <strong>{TOOL_NAMES[item.feature as ToolKey]}</strong>
            </span>
          )}
          <StatusBadge status={item.status} />
        </p>
        {item.description && <p className={s.description}>{item.description}</p>}
      </div>
      <Carousel slides={slidesOf(item.videoData, item.imgData)} />
      <StatusActions item={item} viewer={viewer} />
      <ItemBody item={item} current={runStep} />
      {item.type === 'drill' && item.sequence && (
        <Suspense fallback={null}>
          <ItemSequence itemId={item._id} sequence={item.sequence} />
        </Suspense>
      )}
      {item.type === 'workout' && Array.isArray(item.body) && (
        <WorkoutRunSection steps={item.body} title={item.title} itemId={item._id} onStep={setRunStep} />
      )}
      {item.tags.length > 0 && (
        <section className={sections.section} aria-labelledby={tagsId}>
          <h3 id={tagsId} className={sections.heading}>
            Tags
          </h3>
          <ul className={s.tags}>
            {item.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      )}
      {item.links.length > 0 && (
        <section className={sections.section} aria-labelledby={tutorialsId}>
          <h3 id={tutorialsId} className={sections.heading}>
            Related Tutorials
          </h3>
          <ul className={sections.plainList}>
            {item.links.map((l) => (
              <li key={l.url}>
                <Link to={l.url}>{l.label || 'Tutorial'}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {externalLinks.length > 0 && (
        <section className={sections.section} aria-labelledby={linksId}>
          <h3 id={linksId} className={sections.heading}>
            Related Links
          </h3>
          <ul className={sections.plainList}>
            {externalLinks.map((l, i) => (
              <li key={`${i}-${l.url}`}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label || l.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AuthorSection info={item.authorInfo} author={item.author} />
      <ItemComments item={item} viewer={viewer} />
    </article>
  );
}
