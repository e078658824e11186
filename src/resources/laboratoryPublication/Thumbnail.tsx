import { useStoredFileUrl } from '../../components/upload/useStoredFileUrl';

/** A small picture of one of the laboratory's rows (fetched with the session). */
export function Thumbnail({ id, alt }: { id: string | null; alt: string }) {
  const url = useStoredFileUrl(id ?? undefined);
  return url ? <img src={url} alt={alt} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null;
}
