import { useState } from 'react';
import { App } from 'antd';
import { MSG } from '@contract/messages';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { customization, type CustomOrderDetail } from '../endpoints';
import type { CustomBuyerStep } from '@contract/endpoints/customization';

/**
 * Takes one of the buyer's steps (`material/custom/step`): tells the buyer it is done and hands the server's new detail
 * on. A refusal is shown by the http client; `run` answers whether the step was taken.
 */
export function useCustomStep(onChanged: (detail: CustomOrderDetail) => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<CustomBuyerStep['action']>();
  const run = async (input: CustomBuyerStep) => {
    setBusy(input.action);
    try {
      const detail = await call(customization.step, input);
      void message.success(text(MSG.customStepDone));
      onChanged(detail);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy };
}
