import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_BACK_PATH } from '@handyq/domain';

/**
 * Back one step when this tab has history inside the app, otherwise to `fallback`
 * (by default the practice lab).
 */
export function useBack(fallback: string = DEFAULT_BACK_PATH): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
