import { useSyncExternalStore } from "react";
import { getToasts, subscribeToToasts, type ToastItem } from "@/lib/toast";

const noToasts: ToastItem[] = [];

/** The toasts on screen, re-rendering on every change (none during prerender). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => noToasts);
}
