import type { z } from 'zod';
import { EXPERIMENT_STATES, MSG, type BookingState, type recordInput } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { FileReader } from '../../files/service';
import { requireApprovedLaboratory } from '../../laboratory/access';
import * as repo from '../repository/bookings';
import { countLabFiles, customerMayRead, insertRecord, recordsOf, type RecordKind } from '../repository/records';
import { bookingDetail, bookingFor } from './parties';

type RecordInput = z.output<typeof recordInput>;

/** Where each kind of record may be added: experiments from the response until completion, logs until cancelled. */
const allowed = (kind: RecordKind, state: BookingState) => (kind === 'experiment' ? EXPERIMENT_STATES.includes(state) : state !== 'cancelled');

/**
 * The booking's laboratory adds a service log or an experiment record (text and laboratory files it uploaded).
 * Another laboratory's booking answers 404.
 */
export async function addRecord(db: Db, user: SessionUser, kind: RecordKind, input: RecordInput, now: Date) {
  const laboratoryId = await requireApprovedLaboratory(db, user);
  await db.transaction(async (tx) => {
    const row = await repo.lockBooking(tx, input.bookingId);
    if (!row || row.laboratoryId !== laboratoryId) throw notFound();
    if (!allowed(kind, row.state as BookingState)) throw conflict(MSG.bookingRecordRefused);
    const fileIds = [...new Set(input.fileIds)];
    if ((await countLabFiles(tx, user.companyId!, fileIds)) !== fileIds.length) throw badRequest(MSG.recordFileInvalid);
    await insertRecord(tx, { bookingId: row.id, kind, text: input.text, fileIds, authorId: user.userId, now });
  });
  return bookingDetail(db, user, input.bookingId);
}

/** A booking's service logs, for its customer or its laboratory. */
export async function serviceLogs(db: Db, user: SessionUser, bookingId: number) {
  const { booking } = await bookingFor(db, user, bookingId);
  return recordsOf(db, booking.id, 'log');
}

/**
 * Who else may read a laboratory file: the customer of a booking whose service log shows it, or whose experiment
 * record shows it once the booking is paid. Never before payment for results (spec §6).
 */
export const bookingFileReader: FileReader = async (db, user, file) =>
  user && (await customerMayRead(db, user.userId, file.id)) ? 'private' : undefined;
