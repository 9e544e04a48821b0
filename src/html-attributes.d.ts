/**
 * HTML attributes React passes through but its types do not list yet: invoker commands
 * (a button that opens or closes a dialog with no script) and a dialog's light dismiss.
 */
import "react";

declare module "react" {
  // Merged into React's own interfaces, whose type parameter must keep its name.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
