/** Issue 20: built by its part's owner. */
export default function EvidenceTab() {
  return null;
}
