import { fileViewUrl } from './endpoints';

/** An article's cover picture (public with the article), or nothing when it has none. */
export function Cover({ id, alt, className }: { id: string | null; alt: string; className: string }) {
  return id ? <img className={className} src={fileViewUrl(id)} alt={alt} loading="lazy" /> : null;
}
