/** Runs `run` in the task after the next frame: once what has just changed is on screen. */
export const afterFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

/** The same as a promise. */
export const nextFrameShown = () => new Promise<void>((resolve) => afterFrame(resolve));

/** The next task: lets the browser draw a frame between two pieces of work, if one is due. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
