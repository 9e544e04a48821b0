export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

/** How many toasts stay on screen at once; older ones are dropped. */
const MAX_TOASTS = 3;
/** Closed toasts stay mounted this long so their exit animation can play. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast from anywhere (components, form handlers, lib functions). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  setToasts([...toasts, { ...input, id, open: true }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number) {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/** Removes every toast at once (tests start from an empty stack). */
export function clearToasts() {
  setToasts([]);
}

/** The current stack; a new array whenever it changes. */
export function getToasts(): ToastItem[] {
  return toasts;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
