/**
 * Toast state of spec §4/§9: one toast at a time, a new one replaces the old, auto-dismiss
 * after 5000 ms unless the duration is infinite. Pure reducer, tested on its own.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  /** Milliseconds before auto-dismiss; Infinity keeps it until dismissed. */
  duration: number;
  action?: { label: string; href: string };
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; id: number; patch: Partial<Omit<Toast, 'id'>> }
  | { type: 'dismiss'; id?: number };

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case 'dismiss':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}
