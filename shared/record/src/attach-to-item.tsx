import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { LIBRARY_PAGE_MAX, libraryItemSchema, uploadedVideoSchema } from '@handyq/domain/schemas';
import { Button, toast } from '@handyq/web';
import { videoOf, type RecordingInfo } from '@handyq/web/practice-log';
import { getParsed, uploadForm } from '@handyq/web/server';
import { RECORD_TEXTS } from './texts';
import s from './record.module.css';

// What the choice needs of each of the user's items (the rest of an item's shape cannot break it).
const choicesSchema = libraryItemSchema.pick({ _id: true, title: true }).array();
type Choice = { _id: string; title: string };

/**
 * 'Add to a Library item': the recording goes up through the Library's own video upload (its
 * limits and checks), then the item's form opens with it among the videos, to be saved there as
 * any video is (review and privacy as always). The items offered are the user's private ones,
 * the only ones they may edit, and a new item.
 */
export default function AttachToItem({ recording, userId }: { recording: RecordingInfo; userId: string }) {
  const navigate = useNavigate();
  const [items, setItems] = useState<Choice[] | null | 'failed'>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const headingId = useId();
  useEffect(() => {
    let gone = false;
    getParsed('libraryItem', choicesSchema, {
      author: userId,
      status: 'private',
      limit: LIBRARY_PAGE_MAX,
    }).then(
      (list) => !gone && setItems(list),
      (e: unknown) => {
        console.error('Could not list your items', e);
        if (!gone) setItems('failed');
      },
    );
    return () => {
      gone = true;
    };
  }, [userId]);

  const attach = async (itemId: string | undefined) => {
    setProgress(0);
    try {
      const video = await videoOf(recording.id);
      if (!video) throw new Error('The recording is no longer on this device');
      const form = new FormData();
      const kind = recording.type.includes('mp4') ? 'mp4' : 'webm';
      form.append('file', video, `handyq-${recording.tool}.${kind}`);
      const { url } = uploadedVideoSchema.parse(await uploadForm('upload/video', form, setProgress));
      toast.success(RECORD_TEXTS.uploaded);
      navigate(`${paths.itemEdit(itemId)}?video=${encodeURIComponent(url)}`);
    } catch (e) {
      console.error('Video upload failed', e);
      toast.error(RECORD_TEXTS.uploadFailed);
      setProgress(null);
    }
  };

  if (progress !== null)
    return (
      <div className={s.attach}>
        <span aria-hidden>Uploading… {Math.round(progress * 100)}%</span>
        <progress aria-label="Video upload progress" max={1} value={progress} />
      </div>
    );
  return (
    <div className={s.attach} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={s.attachTitle}>
        {RECORD_TEXTS.attachTo}
      </h3>
      <p className={s.meta}>{RECORD_TEXTS.attachWhat}</p>
      {items === 'failed' && (
        <p className={s.meta} role="alert">
          {RECORD_TEXTS.itemsFailed}
        </p>
      )}
      {Array.isArray(items) &&
        items.map((item) => (
          <Button key={item._id} variant="secondary" onClick={() => void attach(item._id)}>
            {item.title}
          </Button>
        ))}
      <Button variant="secondary" onClick={() => void attach(undefined)}>
        {RECORD_TEXTS.newItem}
      </Button>
    </div>
  );
}
