import { useEffect } from "react";
import { releaseEarlyActions } from "@/lib/early-actions";
import { markPageHydrated } from "@/lib/static-navigation";

/**
 * Marks the moment the app owns the whole first page, and carries out what the visitor did
 * before it (src/lib/early-actions.ts). It sits inside the page's Suspense boundary: React
 * hydrates the shell first and the boundary's content in a later pass, and a click replayed
 * before that pass would be stopped by React.
 */
export function TakeoverSignal() {
  useEffect(() => {
    markPageHydrated(); // a link tapped from now on is the router's
    // In a task of its own: React applies what an event changes only outside its own effects.
    const release = setTimeout(() => {
      releaseEarlyActions();
      document.documentElement.dataset.app = "live"; // read by the tests and the bench
    });
    // Left before that task (a link tapped as it hydrated): the page shown next is not live.
    return () => clearTimeout(release);
  }, []);
  return null;
}
