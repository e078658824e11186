import { useState } from 'react';
import { App } from 'antd';
import type { Endpoint, InputOf } from '@contract/endpoint';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import type { LaboratoryApplication } from '../endpoints';

/**
 * Runs one change of the application (every change answers the whole application): on success shows `success`
 * (a messages key) and hands the new application on; on failure the http client has shown why.
 */
export function useLabCall(onChanged: (application: LaboratoryApplication) => void) {
  const { message } = App.useApp();
  const [running, setRunning] = useState<string>();
  const run = async <E extends Endpoint>(endpoint: E, input: InputOf<E>, success: string) => {
    setRunning(endpoint.path);
    try {
      const application = (await call(endpoint, input)) as LaboratoryApplication;
      onChanged(application);
      void message.success(text(success));
      return application;
    } catch {
      return undefined;
    } finally {
      setRunning(undefined);
    }
  };
  return { run, running };
}
