import { useState, type ReactNode } from 'react';
import { fileViewUrl } from '@contract/endpoints/files';
import { downloadStoredFile } from './saveBlob';

/**
 * A link to a stored file: its address for the record, downloaded with the session when clicked (private files —
 * a draft's attachments, a booking's results — need the token a plain link does not carry).
 */
export function StoredFileLink({ id, name, children, testId }: { id: string; name: string; children?: ReactNode; testId?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      href={fileViewUrl(id)}
      data-testid={testId}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        downloadStoredFile(id, name)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {children ?? name}
    </a>
  );
}
