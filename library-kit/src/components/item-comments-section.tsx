import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { paths } from '@handyq/domain';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  canDeleteMsg,
  newItemMsgSchema,
  type ItemMsg,
  type LibraryItem,
} from '@handyq/domain/schemas';
import { Button, ConfirmDialog, IconButton, TextField, realtime, toast, useRealtimeEvent } from '@handyq/web';
import { errorMessage, queryClient } from '@handyq/web/server';
import { deleteComment, postComment } from '../api/item-comments';
import { itemQuery, libraryKeys } from '../api/items';
import type { Viewer } from '../lib/permissions';
import sections from './item-sections.module.css';
import s from './item-comments.module.css';

/** How often a visitor's open page reads the item again (a visitor has no live connection). */
const VISITOR_REFRESH_MS = 30_000;

/** When a comment was posted: 'Nov 23, 6:05 PM'. */
const commentTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The item's comments (loaded after the item: it brings the schemas the page has by then), oldest first, each with its author and time, and a delete button for
 * its author and admins. A logged-in viewer gets the 'Comment' box; a visitor reads only. The
 * list follows the item live: a comment posted or deleted elsewhere shows without a reload.
 */
export default function ItemCommentsSection({ item, viewer }: { item: LibraryItem; viewer: Viewer | null }) {
  const headingId = useId();
  useFollowComments(item._id, !!viewer);
  const [deleting, setDeleting] = useState<ItemMsg | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (msg: ItemMsg) => {
    setBusy(true);
    try {
      await deleteComment(item._id, msg.id);
      toast.success(COMMENT_MESSAGES.deleted);
      setDeleting(null);
    } catch (err) {
      toast.error(await errorMessage(err, COMMENT_MESSAGES.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={sections.heading}>
        Comments{item.msgs.length > 0 && <span className={s.count}> ({item.msgs.length})</span>}
      </h3>
      {item.msgs.length === 0 ? (
        <p className={sections.muted}>No comments yet.</p>
      ) : (
        <ol className={s.list}>
          {item.msgs.map((msg) => (
            <li key={msg.id} className={s.comment}>
              <div className={s.head}>
                <span className={s.author}>{msg.by.fullname}</span>
                <time className={s.time} dateTime={new Date(msg.createdAt).toISOString()}>
                  {commentTime(msg.createdAt)}
                </time>
                {canDeleteMsg(viewer ?? undefined, msg) && (
                  <IconButton
                    className={s.delete}
                    label={`Delete comment by ${msg.by.fullname}`}
                    icon={<Trash2 size={18} aria-hidden />}
                    onClick={() => setDeleting(msg)}
                  />
                )}
              </div>
              <p className={s.txt}>{msg.txt}</p>
            </li>
          ))}
        </ol>
      )}
      {viewer ? (
        <CommentForm itemId={item._id} />
      ) : (
        <p className={sections.muted}>
          <Link to={paths.login}>Log in</Link> to comment.
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete comment?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => !busy && setDeleting(null)}
      >
        <p>The comment is removed for everyone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** The 'Comment' box: checked with the API's own schema; on any refusal the text stays. */
function CommentForm({ itemId }: { itemId: string }) {
  const [txt, setTxt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...txt].length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = newItemMsgSchema.safeParse({ txt });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? COMMENT_MESSAGES.empty);
    setBusy(true);
    try {
      await postComment(itemId, parsed.data.txt);
      setTxt('');
      toast.success(COMMENT_MESSAGES.posted);
    } catch (err) {
      // The limit's 429 and every other refusal: the server's own words; the text is kept.
      setError(await errorMessage(err, COMMENT_MESSAGES.postFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        multiline
        rows={3}
        label="Comment"
        hint={`${length} / ${COMMENT_MAX_LENGTH}`}
        value={txt}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setTxt(e.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <p role="alert" className={s.error}>
          {error}
        </p>
      )}
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          Post
        </Button>
      </div>
    </form>
  );
}

/**
 * Keeps the item's comments current while its page is open: a logged-in page follows the item
 * on the live connection and reads it again when told its comments changed (and after a
 * reconnect, for what it missed); a visitor's page, which has no connection, reads it again
 * every VISITOR_REFRESH_MS while it is shown.
 */
function useFollowComments(itemId: string, loggedIn: boolean): void {
  useEffect(() => (loggedIn ? realtime.watchItem(itemId) : undefined), [itemId, loggedIn]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: libraryKeys.item(itemId) });
  useRealtimeEvent('item-msgs', (change) => change.itemId === itemId && refresh());
  useRealtimeEvent('connected', refresh);
  useQuery({ ...itemQuery(itemId), refetchInterval: loggedIn ? false : VISITOR_REFRESH_MS });
}
