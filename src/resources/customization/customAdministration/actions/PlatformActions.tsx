import { Space } from 'antd';
import type { CustomOrderDetail } from '@contract/endpoints/customization';
import { ContractDownloadButton } from '../../../../components/customization';
import { FilesStep } from './FilesStep';
import { NoteStep } from './NoteStep';
import { OfferModal } from './OfferModal';
import { TestingDoneStep } from './TestingDoneStep';

/**
 * The platform's steps on one order: exactly those the server offers now (`nextActions`), in the workflow's order;
 * the contract downloads once drawn up.
 */
export function PlatformActions({ order }: { order: CustomOrderDetail }) {
  const offered = (action: CustomOrderDetail['nextActions'][number]) => order.nextActions.includes(action);
  const { id } = order;
  return (
    <Space wrap data-testid="custom-platform-actions">
      {offered('pass') && <NoteStep id={id} action="pass" />}
      {offered('reject') && <NoteStep id={id} action="reject" />}
      {offered('setOffer') && <OfferModal order={order} />}
      {offered('drawUp') && <NoteStep id={id} action="drawUp" />}
      {order.contractDrawnTime !== null && <ContractDownloadButton order={order} />}
      {offered('signPlatform') && <FilesStep id={id} action="signPlatform" />}
      {offered('cancelContract') && <NoteStep id={id} action="cancelContract" />}
      {offered('planDone') && <FilesStep id={id} action="planDone" />}
      {offered('labDone') && <FilesStep id={id} action="labDone" />}
      {offered('productionDone') && <FilesStep id={id} action="productionDone" />}
      {offered('testingDone') && <TestingDoneStep order={order} />}
      {offered('deliver') && <FilesStep id={id} action="deliver" />}
    </Space>
  );
}
