import { useEffect, useState } from 'react';
import { DEMO_BUILD } from '@handyq/domain/demo-flag';
import { errorMessage } from './client';

/**
 * The demo build's own words for a failed load (the local fallback's 'Get failed, cannot find
 * entity with id: … in: …'), for a screen to show under its message; undefined in every other
 * build, whose screens say it in their own words.
 */
function useErrorTextOf(error: unknown): string | undefined {
  // The text read for one error: a newer error (or none) shows nothing until its own is read.
  const [read, setRead] = useState<{ error: unknown; text: string }>();
  useEffect(() => {
    if (!error) return;
    let live = true;
    void errorMessage(error, '').then((text) => live && setRead({ error, text }));
    return () => {
      live = false;
    };
  }, [error]);
  return read && read.error === error && read.text ? read.text : undefined;
}

/** (Every other build: nothing, and no code for it.) */
export const useDemoErrorText: (error: unknown) => string | undefined = DEMO_BUILD
  ? useErrorTextOf
  : () => undefined;
