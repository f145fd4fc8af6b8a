/** Issue 20: the header's search box (built by the search part's owner). */
export function HeaderSearch(_props: { compact: boolean }) {
  return null;
}
