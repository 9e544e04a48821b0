import { useEffect } from "react";
import { lifecycle } from "@/boot/lifecycle";

/**
 * Tells the lifecycle that the app owns the whole first page (src/boot/lifecycle.ts: goLive),
 * which carries out what the visitor did before it (src/boot/early-actions.ts). It sits inside
 * the page's Suspense boundary: React hydrates the shell first and the boundary's content in a
 * later pass, and a click replayed before that pass would be stopped by React.
 */
export function TakeoverSignal() {
  useEffect(() => {
    lifecycle.go("goLive"); // ignored on a page reached inside the app, or one being left
  }, []);
  return null;
}
