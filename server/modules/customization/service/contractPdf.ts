import { MSG } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { conflict } from '../../../http/errors';
import type { FileAnswer } from '../../../http/fileRoute';
import type { CustomContext } from '../context';
import { drawContract } from '../contractPdf/draw';
import { findNamedOrder } from '../repository/lists';
import { viewerOf } from './parties';

/** `material/custom/contract`: the PDF drawn from the order, for its buyer and the platform, once drawn up (else 409). */
export async function contractFile(context: Pick<CustomContext, 'db'>, user: SessionUser, id: number): Promise<FileAnswer> {
  const named = await findNamedOrder(context.db, id);
  viewerOf(user, named?.order);
  const { order } = named!;
  if (!order.contractDrawnAt) throw conflict(MSG.customContractNotDrawn);
  return {
    contentType: 'application/pdf',
    body: await drawContract(named!),
    headers: { 'content-disposition': `attachment; filename="custom-contract-${order.orderNo}.pdf"` },
  };
}
