import './richText.css';

/**
 * Shows a body the server sanitised when it was saved (server/lib/html.ts: allow-listed tags, no scripts or event
 * handlers, pictures only from our file store), so it may be set as HTML.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={['at-richtext-view', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
