import { useState } from 'react';
import { callFile } from '../../providers/http';
import { files, fileViewUrl, type StoredFile } from '@contract/endpoints/files';

/** Saves a stored file the viewer may read, fetched with the session (a plain link carries no token). */
async function download(file: StoredFile) {
  const { blob } = await callFile(files.view, { id: file.id });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A demand's attachment: its name, downloaded with the session when clicked. */
export function FileLink({ file, testId }: { file: StoredFile; testId?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      href={fileViewUrl(file.id)}
      data-testid={testId}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        download(file)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {file.name}
    </a>
  );
}
