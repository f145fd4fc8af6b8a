/** Issue 21: placeholder until its owner builds it (see features/accreditation/README.md). */
export default function ProgressPage() {
  return null;
}
