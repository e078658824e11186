import { paragraphsOf } from './text';

/** A laboratory's plain text as paragraphs: React escapes it, so markup in it shows as text and never runs. */
export function Paragraphs({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="at-pub__body" data-testid={testId}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
