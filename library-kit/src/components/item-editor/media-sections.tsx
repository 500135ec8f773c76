import { Film, ImagePlus, Star } from 'lucide-react';
import { DEMO_MESSAGES, LIBRARY_ITEM_LIMITS } from '@handyq/domain';
import { Button, DEMO_BUILD, TextField, toast, mediaSrc } from '@handyq/web';
import { uploadImage, IMAGE_UPLOAD_FAILED } from '../../api/upload-image';
import { uploadVideo } from '../../api/upload-video';
import {
  addImage,
  addVideo,
  removeImage,
  setCaption,
  setMainImage,
  type DraftImage,
  type DraftVideo,
} from '../../lib/item-draft';
import { MediaUpload } from './media-upload';
import type { ListChange } from './types';
import s from './item-editor.module.css';

const CAPTION_MAX = 300;

interface SectionProps<T> {
  rows: T[];
  onChange: ListChange<T[]>;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The item's videos: upload one at a time with progress; each has a caption and Remove. The demo
 * build keeps no videos (browser storage is too small for them): the control says so.
 */
export function VideoSection({ rows, onChange, onBusyChange }: SectionProps<DraftVideo>) {
  const full = rows.length >= LIBRARY_ITEM_LIMITS.videos;
  const upload = async (file: File, onProgress: (f: number) => void) => {
    try {
      const url = await uploadVideo(file, onProgress);
      onChange((list) => addVideo(list, url));
      toast.success('Video uploaded successfully!');
    } catch (err) {
      console.error('Video upload failed', err);
      toast.error('Video upload failed.');
    }
  };
  return (
    <section className={s.section}>
      <h2 className={s.heading}>Videos</h2>
      {rows.length > 0 && (
        <ul className={s.rows}>
          {rows.map((video, i) => (
            <li key={video.key} className={s.row} aria-label={`Video ${i + 1}`}>
              <video className={s.video} src={video.url} controls preload="metadata" />
              <TextField
                label={`Video ${i + 1} caption`}
                value={video.caption}
                maxLength={CAPTION_MAX}
                onChange={(e) => {
                  const caption = e.target.value;
                  onChange((list) => setCaption(list, video.key, caption));
                }}
              />
              <div className={s.rowActions}>
                <Button
                  variant="ghost"
                  aria-label={`Remove video ${i + 1}`}
                  onClick={() => onChange((list) => list.filter((v) => v.key !== video.key))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <MediaUpload
        kind="video"
        label="Add video"
        icon={<Film size={20} aria-hidden />}
        disabled={full || DEMO_BUILD}
        hint={
          DEMO_BUILD
            ? DEMO_MESSAGES.noVideos
            : full
              ? `At most ${LIBRARY_ITEM_LIMITS.videos} videos.`
              : undefined
        }
        upload={upload}
        onBusyChange={onBusyChange}
      />
    </section>
  );
}

/**
 * The item's images: upload with progress; each has a thumbnail, a caption, 'Set as Main' and
 * Remove. There is exactly one main image: the first uploaded, until another is set; removing
 * the main one makes the first remaining image main.
 */
export function ImageSection({ rows, onChange, onBusyChange }: SectionProps<DraftImage>) {
  const full = rows.length >= LIBRARY_ITEM_LIMITS.images;
  const upload = async (file: File, onProgress: (f: number) => void) => {
    try {
      const { url } = await uploadImage(file, onProgress);
      onChange((list) => addImage(list, url));
    } catch (err) {
      console.error('Image upload failed', err);
      toast.error(IMAGE_UPLOAD_FAILED);
    }
  };
  return (
    <section className={s.section}>
      <h2 className={s.heading}>Images</h2>
      {rows.length > 0 && (
        <ul className={s.rows}>
          {rows.map((img, i) => (
            <li
              key={img.key}
              className={[s.row, s.mediaRow, img.isMain ? s.mainImage : ''].join(' ')}
              aria-label={`Image ${i + 1}`}
            >
              <img className={s.thumb} src={mediaSrc(img.url)} alt="" loading="lazy" />
              <div className={s.mediaBody}>
                <TextField
                  label={`Image ${i + 1} caption`}
                  value={img.caption}
                  maxLength={CAPTION_MAX}
                  onChange={(e) => {
                    const caption = e.target.value;
                    onChange((list) => setCaption(list, img.key, caption));
                  }}
                />
                <div className={s.rowActions}>
                  {img.isMain ? (
                    <span className={s.badge}>
                      <Star size={18} aria-hidden /> Main image
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => onChange((list) => setMainImage(list, img.key))}
                    >
                      Set as Main
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    aria-label={`Remove image ${i + 1}`}
                    onClick={() => onChange((list) => removeImage(list, img.key))}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <MediaUpload
        kind="image"
        label="Add image"
        icon={<ImagePlus size={20} aria-hidden />}
        disabled={full}
        hint={
          full
            ? `At most ${LIBRARY_ITEM_LIMITS.images} images.`
            : 'The first image is the main one until you set another.'
        }
        upload={upload}
        onBusyChange={onBusyChange}
      />
    </section>
  );
}
