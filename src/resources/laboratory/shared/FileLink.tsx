import { useState } from 'react';
import { files, fileViewUrl } from '@contract/endpoints/files';
import { callFile } from '../../../providers/http';

/** A stored file, downloaded with the session when clicked (the auditors read files not yet public). */
export function FileLink({ id, name, testId }: { id: string; name: string; testId?: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const { blob } = await callFile(files.view, { id });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <a
      href={fileViewUrl(id)}
      data-testid={testId}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        download()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {name}
    </a>
  );
}
