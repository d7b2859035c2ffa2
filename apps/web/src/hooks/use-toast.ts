import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/constants';

/**
 * A tiny toast store (shadcn's use-toast, reduced): `toast()` from anywhere, `<Toaster />` renders the list.
 * At most TOAST_LIMIT toasts are kept; a new one replaces the oldest (the spec shows one at a time).
 */

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  /** The path of the screen that raised it. */
  raisedOn: string;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const raisedOn = typeof window === 'undefined' ? '' : window.location.pathname;
  emit([{ ...input, id, open: true, raisedOn }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a toast (it animates out) and drops it from the store later. */
export function dismissToast(id: string): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/**
 * A screen's error toasts belong to that screen: when the learner moves to another one they are closed, so
 * "Connection Error" from the editor does not follow them to the leaderboard. Other toasts (a welcome, a
 * sign-out) often announce the move itself and stay.
 */
export function dismissScreenToasts(currentPath: string): void {
  for (const item of toasts) {
    if (item.open && item.variant === 'destructive' && item.raisedOn !== currentPath) dismissToast(item.id);
  }
}
