import { lazy, Suspense } from "react";
import { useToasts } from "@/hooks/use-toast";

/* Radix's toast code loads with the first toast, not with the page. */
const ToastRegion = lazy(() => import("./toast-region"));

/** Renders every toast raised with `toast()`; mounted once in the site layout. */
export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} />
    </Suspense>
  );
}
