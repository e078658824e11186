import { useCallback, useEffect, useState } from 'react';
import { loginCustom, VERIFY_KEY_HEADER } from '@contract/endpoints/loginCustom';
import { callFile } from '../../providers/http';

/** The current image code (object URL of the SVG and its key), and a way to get a fresh one. */
export function useImageCode(enabled: boolean) {
  const [round, setRound] = useState(0);
  const [image, setImage] = useState<{ src: string; key: string }>();

  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    let src: string | undefined;
    callFile(loginCustom.verifyCode, {}).then(
      ({ blob, headers }) => {
        if (!active) return;
        src = URL.createObjectURL(blob);
        setImage({ src, key: headers[VERIFY_KEY_HEADER] ?? '' });
      },
      // Shown by the http client; a click on the image tries again.
      () => undefined,
    );
    return () => {
      active = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [enabled, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { image, reload };
}
