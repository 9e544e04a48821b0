import { Suspense } from "react";
import { useToasts } from "@/hooks/use-toast";
import { lazyComponent } from "@/lib/lazy";

/* Radix's toast code loads with the first toast, not with the page. */
const ToastRegion = lazyComponent(
  () => import("./toast-region"),
  (module) => module.default,
);

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
