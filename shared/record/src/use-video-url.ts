import { useEffect, useState } from 'react';
import { videoOf } from '@handyq/web/practice-log';

/**
 * A recording's video as an address a <video> plays, read from the device while the part that
 * shows it is on the page (and let go after); null until it is read, or when it is gone.
 */
export function useVideoUrl(id: string): string | null {
  const [url, setUrl] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    videoOf(id).then(
      (video) => {
        if (gone || !video) return;
        made = URL.createObjectURL(video);
        setUrl({ id, url: made });
      },
      (e: unknown) => console.error('A recording could not be read', e),
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url?.id === id ? url.url : null;
}
