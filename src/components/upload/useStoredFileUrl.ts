import { useEffect, useState } from 'react';
import { files } from '@contract/endpoints/files';
import { callFile } from '../../providers/http';

/**
 * An object URL of a stored file fetched with the session (pictures not yet public cannot be shown by a
 * plain <img src>, which sends no token); undefined while loading or without an id. Revoked when done.
 */
export function useStoredFileUrl(id: string | undefined) {
  const [url, setUrl] = useState<{ id: string; url: string }>();
  useEffect(() => {
    if (!id) return undefined;
    let objectUrl: string | undefined;
    let current = true;
    callFile(files.view, { id }, { silent: true }).then(
      ({ blob }) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl({ id, url: objectUrl });
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return id && url?.id === id ? url.url : undefined;
}
