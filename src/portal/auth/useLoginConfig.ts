import { useEffect, useState } from 'react';
import { loginCustom, type loginConfigOutput } from '@contract/endpoints/loginCustom';
import type { z } from 'zod';
import { call } from '../../providers/http';

export type LoginConfig = z.infer<typeof loginConfigOutput>;

let cached: Promise<LoginConfig> | undefined;

/** Whether the image code is on and how WeChat logs in: asked once per page load. */
export function useLoginConfig(): LoginConfig | undefined {
  const [config, setConfig] = useState<LoginConfig>();
  useEffect(() => {
    cached ??= call(loginCustom.getLoginConfig, {}, { silent: true }).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    let active = true;
    cached.then((value) => active && setConfig(value)).catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return config;
}
