/** A number of a table that opens the records behind it. */
export function Figure({ text, onOpen, testId }: { text: string; onOpen: () => void; testId?: string }) {
  if (text === '' || text === '—') return <>{text}</>;
  return (
    <button type="button" className="q-fig" onClick={onOpen} data-testid={testId}>
      {text}
    </button>
  );
}
