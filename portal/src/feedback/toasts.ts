/**
 * Toasts (spec §2, §8, §9): top right, closing by themselves after 3 seconds; types success, error,
 * info, warning; an array message is joined with line breaks.
 */
import { useSyncExternalStore } from 'react';

export const TOAST_MS = 3000;
export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastText = (message: string | readonly string[]): string => (Array.isArray(message) ? message.join('\n') : String(message));

export function showToast(type: ToastType, message: string | readonly string[]): number {
  const toast = { id: nextId++, type, text: toastText(message) };
  toasts = [...toasts, toast].slice(-4);
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useToasts = (): Toast[] => useSyncExternalStore(subscribe, () => toasts);
