/**
 * The name of a field people never see or reach, which form-filling bots tend to
 * fill. Forms treat a filled honeypot as success and send nothing.
 */
export const HONEYPOT_NAME = "website";

/** True when the submitted form's honeypot holds anything. */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value.trim() !== "";
}
