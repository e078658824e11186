import { useState } from 'react';
import { PaperClipOutlined } from '@ant-design/icons';
import { files, fileViewUrl } from '@contract/endpoints/files';
import { callFile } from '../../../providers/http';

/** Saves a stored file the viewer may read, fetched with the session (a plain link carries no token). */
async function downloadStoredFile(id: string, name: string) {
  const { blob } = await callFile(files.view, { id });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A record's file: its name, downloaded with the session when clicked. */
export function StoredFileLink({ id, name, testId }: { id: string; name: string; testId?: string }) {
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
      <PaperClipOutlined /> {name}
    </a>
  );
}
