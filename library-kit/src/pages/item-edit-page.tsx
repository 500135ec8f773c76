import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FileWarning, Lock, LogIn, Save } from 'lucide-react';
import { LOGIN_REQUIRED_MSG, STORED_FILE_URL, paths } from '@handyq/domain';
import { ButtonLink, Header, IconButton, Loader, MessageScreen, Page, toast, useSession } from '@handyq/web';
import { httpStatus } from '@handyq/web/server';
import { itemQuery } from '../api/items';
import { ItemEditor, MESSAGES } from '../components/item-editor/item-editor';
import { editBlockReason } from '../lib/item-draft';
import { OFFLINE_TRY_AGAIN } from '../lib/messages';
import s from './item-edit-page.module.css';

/** An existing item's loader shows at least this long, so opening one never flickers. */
export const LOAD_DELAY_MS = 600;

/**
 * /libraryKit/libraryItem/edit/:itemId? — 'Add Library Item' without an id, 'Edit Library Item'
 * with one; `?video={url}` adds an uploaded video to the form (Record's 'Add to a Library item'). Logged-in users only; a visitor is asked to log in.
 */
export function ItemEditPage() {
  const { itemId } = useParams();
  // ?video={url}: a video already uploaded to add (a Coach Kit recording attached to the item);
  // anything but a stored file's address is ignored
  const [params] = useSearchParams();
  const video = params.get('video');
  const addedVideo = video && STORED_FILE_URL.test(video) ? video : undefined;
  const loggedIn = useSession((st) => st.user !== null);
  const title = itemId ? 'Edit Library Item' : 'Add Library Item';
  if (!loggedIn) {
    return (
      <Frame title={title}>
        <MessageScreen
          icon={<LogIn size={44} aria-hidden />}
          title={LOGIN_REQUIRED_MSG}
          actions={<ButtonLink to={paths.login}>Log in</ButtonLink>}
        >
          Log in to add and edit library items.
        </MessageScreen>
      </Frame>
    );
  }
  return itemId ? (
    <EditExisting key={itemId} id={itemId} title={title} addedVideo={addedVideo} />
  ) : (
    <ItemEditor title={title} addedVideo={addedVideo} />
  );
}
export default ItemEditPage;

/** The page's header (back; Save shown but unusable) around a screen that is not the form. */
function Frame({ title, save, children }: { title: string; save?: boolean; children: ReactNode }) {
  return (
    <>
      <Header
        title={title}
        back={paths.practiceLab}
        actions={save && <IconButton label="Save" icon={<Save size={24} aria-hidden />} disabled />}
      />
      <Page className={s.page}>{children}</Page>
    </>
  );
}

/** True once `ms` have passed since the component mounted. */
function useMinDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/**
 * Loads the item as stored now (never only a cached copy), showing the loader at least
 * LOAD_DELAY_MS, then the form. The form keeps its own copy: later refetches of the item do not
 * reset what the author is typing.
 */
function EditExisting({ id, title, addedVideo }: { id: string; title: string; addedVideo?: string }) {
  const user = useSession((st) => st.user);
  const delayed = useMinDelay(LOAD_DELAY_MS);
  const { data, error, isFetchedAfterMount } = useQuery({ ...itemQuery(id), staleTime: 0 });
  const failed = delayed && !data && error !== null;

  useEffect(() => {
    if (failed) toast.error(MESSAGES.loadFailed);
  }, [failed]);

  if (failed) {
    const gone = httpStatus(error) === 404 || httpStatus(error) === 403;
    return (
      <Frame title={title}>
        <MessageScreen
          icon={<FileWarning size={44} aria-hidden />}
          title="This item could not be loaded"
          actions={
            <ButtonLink to={paths.practiceLab} variant="secondary">
              Back to PracticeLab
            </ButtonLink>
          }
        >
          {gone
            ? 'This item no longer exists.'
            : navigator.onLine
              ? 'Check your connection and try again.'
              : OFFLINE_TRY_AGAIN}
        </MessageScreen>
      </Frame>
    );
  }

  if (!delayed || !data || !isFetchedAfterMount || !user) {
    return (
      <Frame title={title} save>
        <Loader />
      </Frame>
    );
  }

  const blocked = editBlockReason(data, user);
  if (blocked) {
    return (
      <Frame title={title}>
        <MessageScreen
          icon={<Lock size={44} aria-hidden />}
          title="This item cannot be edited"
          actions={<ButtonLink to={paths.item(data._id)}>View item</ButtonLink>}
        >
          {blocked}
        </MessageScreen>
      </Frame>
    );
  }
  return <ItemEditor item={data} title={title} addedVideo={addedVideo} />;
}
