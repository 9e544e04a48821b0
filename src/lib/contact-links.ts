/** "+1 (415) 555-0142" becomes "tel:+14155550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
