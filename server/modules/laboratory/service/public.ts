import { LABORATORY_LIMITS, type LabQualification, type PublicLaboratory } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import * as labs from '../repository/applications';
import * as items from '../repository/items';
import { fileInfos } from '../repository/files';
import { listPublished, type PublicQuery } from '../repository/public';

/** Everyone: approved laboratories only. */
export async function listPublic(db: Db, query: PublicQuery) {
  const page = await listPublished(db, query);
  const first = await items.firstCapabilities(
    db,
    page.list.map((card) => card.id),
    LABORATORY_LIMITS.cardCapabilities,
  );
  return { ...page, list: page.list.map((card) => ({ ...card, capabilities: first.get(card.id) ?? [] })) };
}

/** One approved laboratory; its other attachments are not shown. */
export async function publicDetail(db: Db, id: number): Promise<PublicLaboratory> {
  const found = await labs.findPublished(db, id);
  if (!found) throw notFound();
  const { row, summary } = found;
  const [capabilities, instruments] = await Promise.all([items.capabilitiesOf(db, id), items.instrumentsOf(db, id)]);
  const qualifications = row.qualifications as LabQualification[];
  const ids = [
    row.logoId,
    row.brochureId,
    ...qualifications.map((item) => item.fileId),
    ...row.capabilityFileIds,
    ...instruments.map((instrument) => instrument.photoId),
  ].filter((fileId): fileId is string => Boolean(fileId));
  return {
    id: summary.id,
    name: summary.name,
    introduction: summary.introduction,
    logoId: summary.logoId,
    brochureId: summary.brochureId,
    contactName: summary.contactName,
    contactPhone: summary.contactPhone,
    city: summary.city,
    region: summary.region,
    address: summary.address,
    qualifications,
    companyName: summary.companyName,
    capabilityFileIds: row.capabilityFileIds,
    capabilities,
    instruments,
    files: await fileInfos(db, [...new Set(ids)]),
    publishTime: summary.publishTime,
  };
}
