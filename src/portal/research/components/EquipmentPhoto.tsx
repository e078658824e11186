import { useState } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { fileViewUrl } from '../endpoints';

/** An instrument's photo (a published laboratory's pictures are public), or a plain sign when it has none. */
export function EquipmentPhoto({ photoId, alt, className }: { photoId: string | null; alt: string; className: string }) {
  const [broken, setBroken] = useState(false);
  if (!photoId || broken) {
    return (
      <div className={className} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 48, color: '#bfbfbf' }} aria-hidden>
        <ExperimentOutlined />
      </div>
    );
  }
  return <img className={className} src={fileViewUrl(photoId)} alt={alt} loading="lazy" onError={() => setBroken(true)} />;
}
