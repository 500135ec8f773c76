import { useId, useState, type ReactNode } from 'react';
import { FormMessage } from '@handyq/web';
import { isFileOfKind } from '../../lib/item-draft';
import s from './item-editor.module.css';

export interface MediaUploadProps {
  kind: 'image' | 'video';
  /** The button's text and the file input's accessible name ('Add image'). */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  hint?: string;
  /** Uploads the file, reporting progress 0–1, and adds it; it reports its own failures. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  onBusyChange: (busy: boolean) => void;
}

const KIND_NAME = { image: 'Image', video: 'Video' } as const;

/**
 * A file input for one kind of media, shown as a button (its label), with the upload's
 * progress. Only files of that kind are accepted: the picker offers only them, and a file of
 * another kind (dropped in or forced) is refused here with a message before anything is sent.
 */
export function MediaUpload({ kind, label, icon, disabled, hint, upload, onBusyChange }: MediaUploadProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [wrongKind, setWrongKind] = useState(false);
  const busy = progress !== null;

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // the same file may be chosen again later
    if (!file) return;
    setWrongKind(!isFileOfKind(file, kind));
    if (!isFileOfKind(file, kind)) return;
    setProgress(0);
    onBusyChange(true);
    try {
      await upload(file, setProgress);
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  return (
    <div className={s.upload}>
      <input
        id={id}
        type="file"
        accept={`${kind}/*`}
        className={`hq-visually-hidden ${s.fileInput}`}
        disabled={disabled || busy}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <label htmlFor={id} className={s.fileLabel}>
        {icon}
        {label}
      </label>
      {busy && (
        <div className={s.progress}>
          <span aria-hidden>Uploading… {Math.round(progress * 100)}%</span>
          <progress aria-label={`${KIND_NAME[kind]} upload progress`} max={1} value={progress} />
        </div>
      )}
      {wrongKind && (
        <FormMessage kind="error">{`The file must be ${kind === 'image' ? 'an image' : 'a video'}.`}</FormMessage>
      )}
      {hint && <p className={s.muted}>{hint}</p>}
    </div>
  );
}
