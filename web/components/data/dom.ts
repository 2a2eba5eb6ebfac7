/** False for elements inside a hidden (tab-cached) page. */
export function isVisible(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}
