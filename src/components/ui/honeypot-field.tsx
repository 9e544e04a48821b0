import { HONEYPOT_NAME } from "@/lib/honeypot";

/** The hidden honeypot input (see `@/lib/honeypot`): off screen, out of the tab order. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
