import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Files that opt into the node environment have no window.
  if (typeof window !== "undefined") window.localStorage.clear();
});
