import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, with no merging: components name one class per group (variants, not
 * overriding classes), so the browser needs no tailwind-merge, whose tables cost 35-42 ms of
 * one main-thread task on first load. tests/site/class-conflicts.test.ts checks every built page.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
