import { create } from 'zustand';
import { TOAST_MS } from '@handyq/domain';

export type ToastType = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  type: ToastType;
  txt: string;
}

interface ToastState {
  toast: Toast | null;
  show: (type: ToastType, txt: string) => void;
  close: () => void;
}

let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The one toast of the app: any kit may show it, the shell renders it. */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show: (type, txt) => {
    clearTimeout(timer);
    const id = ++seq;
    set({ toast: { id, type, txt } });
    timer = setTimeout(() => set((s) => (s.toast?.id === id ? { toast: null } : s)), TOAST_MS);
  },
  close: () => {
    clearTimeout(timer);
    set({ toast: null });
  },
}));

export const toast = {
  success: (txt: string) => useToastStore.getState().show('success', txt),
  error: (txt: string) => useToastStore.getState().show('error', txt),
  info: (txt: string) => useToastStore.getState().show('info', txt),
};
