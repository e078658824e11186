import { z } from 'zod';
import { idField, idQuery } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { TELEPHONE } from './address';
import { EQUIPMENT_TYPES } from './laboratoryCommon';

/**
 * Remote research (spec §7 "equipments"): approved laboratories' instruments, when each may be booked (weekly
 * hours, slot length, price per hour, closed dates; Asia/Shanghai time), and bookings: a user books free slots
 * only, the laboratory responds within one working day, the user pays through the payment ledger (order kind
 * `booking`), the laboratory runs the experiment and records service logs and results, which the customer sees
 * once payment is confirmed (spec §6), and the customer evaluates once. Detection resources
 * (`cloudService/detectionResource/page`) are the laboratories' detection and preparation items.
 *
 * States: waiting (for the lab's response) → responded → paid → inProgress ⇄ paused → completed → evaluated;
 * waiting | responded → cancelled (the customer cancels, the lab declines with a reason, or the booked time begins
 * before the booking is paid: the platform lets it lapse).
 */
export const BOOKING_STATES = ['waiting', 'responded', 'paid', 'inProgress', 'paused', 'completed', 'evaluated', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const BOOKING_ACTIONS = ['respond', 'decline', 'cancel', 'expire', 'pay', 'start', 'pause', 'resume', 'complete', 'evaluate'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/** The actions taken through `order/status` (pay is the ledger's, evaluate has its own call). */
export const STATUS_ACTIONS = ['respond', 'decline', 'cancel', 'start', 'pause', 'resume', 'complete'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
/** Where the laboratory may add experiment records (results). */
export const EXPERIMENT_STATES: readonly BookingState[] = ['responded', 'paid', 'inProgress', 'paused', 'completed'];

export const SLOT_MINUTES = [30, 60, 120, 240] as const;
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export const EQUIPMENT_LIMITS = {
  rangesPerDay: 4,
  closedDatesMax: 366,
  /** How far ahead a booking may be made. */
  bookAheadDays: 90,
  /** Slots one booking may take at most (a working day of 30-minute slots). */
  slotsPerBookingMax: 16,
  hourlyPriceMax: 10_000_000,
  sampleCountMax: 10_000,
  textMax: 500,
  recordTextMax: 5000,
  recordFilesMax: 10,
  evaluationMax: 500,
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const time = z.string({ message: MSG.experimentTime }).regex(HHMM, MSG.experimentTime);
export const isoDate = z.string({ message: MSG.experimentTime }).regex(ISO_DATE, MSG.experimentTime);

export const openingRange = z
  .object({ start: time, end: time })
  .refine((range) => minutesOf(range.start) < minutesOf(range.end), MSG.openingHoursInvalid);

/** Each weekday's ranges, in order and not overlapping; a weekday left out is closed. */
export const weeklyHours = z
  .partialRecord(z.enum(WEEKDAYS), z.array(openingRange).max(EQUIPMENT_LIMITS.rangesPerDay, MSG.openingHoursInvalid))
  .refine(
    (week) =>
      Object.values(week).every((ranges) =>
        (ranges ?? []).every((range, index, all) => index === 0 || minutesOf(all[index - 1].end) <= minutesOf(range.start)),
      ),
    MSG.openingHoursInvalid,
  );
export type WeeklyHours = z.infer<typeof weeklyHours>;

const fen = (max: number) => z.number({ message: MSG.priceInvalid }).int(MSG.priceInvalid).min(1, MSG.priceInvalid).max(max, MSG.priceInvalid);

export const timeConfigInput = z.object({
  instrumentId: idField,
  openHours: weeklyHours,
  slotMinutes: z
    .number({ message: MSG.openingHoursInvalid })
    .int(MSG.openingHoursInvalid)
    .refine((minutes) => (SLOT_MINUTES as readonly number[]).includes(minutes), MSG.openingHoursInvalid),
  hourlyPrice: fen(EQUIPMENT_LIMITS.hourlyPriceMax),
  closedDates: z.array(isoDate).max(EQUIPMENT_LIMITS.closedDatesMax, MSG.openingHoursInvalid).default([]),
});
export type TimeConfigInput = z.input<typeof timeConfigInput>;

export const timeConfig = z.object({
  instrumentId: z.number().int(),
  openHours: weeklyHours.nullable(),
  slotMinutes: z.number().int().nullable(),
  hourlyPrice: z.number().int().nullable(),
  closedDates: z.array(z.string()),
});
export type TimeConfig = z.infer<typeof timeConfig>;

/** An instrument as the public sees it. */
export const equipment = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  maker: z.string(),
  typeCode: z.enum(EQUIPMENT_TYPES),
  specifications: z.string(),
  photoId: z.string().nullable(),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  city: z.string(),
  /** Its time is configured: it can be booked. */
  bookable: z.boolean(),
  hourlyPrice: z.number().int().nullable(),
  slotMinutes: z.number().int().nullable(),
});
export type Equipment = z.infer<typeof equipment>;

export const equipmentDetail = equipment.extend({
  openHours: weeklyHours.nullable(),
  /** Closed dates from today on. */
  closedDates: z.array(z.string()),
  laboratoryContactPhone: z.string(),
});
export type EquipmentDetail = z.infer<typeof equipmentDetail>;

/** A laboratory's instrument with its time configuration, in its own console. */
export const labEquipment = equipment.merge(timeConfig.omit({ instrumentId: true }));
export type LabEquipment = z.infer<typeof labEquipment>;

export const equipmentQuery = pageQuery.extend({
  keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
  type: z.enum(EQUIPMENT_TYPES).optional(),
  city: z.string().trim().max(50, MSG.valueTooLong).optional(),
  laboratoryId: idQuery.optional(),
  bookable: z.enum(['true', 'false']).optional(),
});

/** One slot of a day: Beijing times, and whether it can still be booked. */
export const slot = z.object({ start: z.string(), end: z.string(), startsAt: z.string(), free: z.boolean() });
export type Slot = z.infer<typeof slot>;

export const appointmentQuery = z.object({ instrumentId: idQuery, date: isoDate });
export const appointmentDay = z.object({
  instrumentId: z.number().int(),
  date: z.string(),
  /** A closed date, a day without opening hours, or beyond the booking horizon. */
  closed: z.boolean(),
  slotMinutes: z.number().int().nullable(),
  hourlyPrice: z.number().int().nullable(),
  slots: z.array(slot),
});
export type AppointmentDay = z.infer<typeof appointmentDay>;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);

/** A booking request: consecutive free slots from `startTime` on `date` (Beijing). The server computes the price. */
export const bookingInput = z.object({
  instrumentId: idField,
  date: isoDate,
  startTime: time,
  /** How many consecutive slots (duration = slots × the instrument's slot length). */
  slots: z.number({ message: MSG.experimentTime }).int(MSG.experimentTime).min(1, MSG.experimentTime).max(EQUIPMENT_LIMITS.slotsPerBookingMax, MSG.experimentTime),
  sampleName: requiredText(MSG.sampleNameRequired, 100),
  sampleCount: z.number({ message: MSG.sampleCountInvalid }).int(MSG.sampleCountInvalid).min(1, MSG.sampleCountInvalid).max(EQUIPMENT_LIMITS.sampleCountMax, MSG.sampleCountInvalid),
  contactName: requiredText(MSG.contactNameRequired, 50),
  contactPhone: z.string({ message: MSG.telephoneRequired }).trim().min(1, MSG.telephoneRequired).regex(TELEPHONE, MSG.telephoneFormat),
  address: z.string().trim().max(200, MSG.valueTooLong).default(''),
  remarks: z.string().trim().max(EQUIPMENT_LIMITS.textMax, MSG.valueTooLong).default(''),
});
export type BookingInput = z.input<typeof bookingInput>;

export const recordFile = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() });
export const bookingRecord = z.object({
  id: z.number().int(),
  kind: z.enum(['log', 'experiment']),
  text: z.string(),
  files: z.array(recordFile),
  author: z.string().nullable(),
  createTime: z.string(),
});
export type BookingRecord = z.infer<typeof bookingRecord>;

export const booking = z.object({
  id: z.number().int(),
  bookingNo: z.string(),
  state: z.enum(BOOKING_STATES),
  instrumentId: z.number().int(),
  instrumentName: z.string(),
  instrumentModel: z.string(),
  typeCode: z.enum(EQUIPMENT_TYPES),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  customerName: z.string().nullable(),
  /** Beijing date and times of the booked time. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  price: z.number().int(),
  sampleName: z.string(),
  sampleCount: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  remarks: z.string(),
  /** The laboratory answers within one working day. */
  responseDeadline: z.string(),
  responseNote: z.string().nullable(),
  respondTime: z.string().nullable(),
  /** The ledger order paying it, once the customer started paying. */
  orderNo: z.string().nullable(),
  payTime: z.string().nullable(),
  cancelReason: z.string().nullable(),
  evaluationStars: z.number().int().nullable(),
  evaluationText: z.string().nullable(),
  evaluateTime: z.string().nullable(),
  createTime: z.string(),
});
export type Booking = z.infer<typeof booking>;

export const bookingDetail = booking.extend({
  /** Who is looking: the customer or the booking's laboratory. */
  viewer: z.enum(['customer', 'laboratory']),
  /** What the viewer may do now (pay: the customer may open or resume the payment). */
  nextActions: z.array(z.enum(BOOKING_ACTIONS)),
  history: z.array(workflowStep),
  logs: z.array(bookingRecord),
  /** Experiment records; empty for the customer until payment is confirmed (`resultsHidden`). */
  experiments: z.array(bookingRecord),
  resultsHidden: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

export const bookingQuery = pageQuery.extend({
  state: z.enum(BOOKING_STATES).optional(),
  keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
});

export const statusInput = z.object({
  id: idField,
  action: z.enum(STATUS_ACTIONS, { message: MSG.validationFailed }),
  /** A response's proposal, a decline's or cancellation's reason (required to decline). */
  note: z.string().trim().max(EQUIPMENT_LIMITS.textMax, MSG.valueTooLong).optional(),
  /** The laboratory may propose another price (fen) when it responds. */
  price: fen(EQUIPMENT_LIMITS.hourlyPriceMax).optional(),
});
export type StatusInput = z.input<typeof statusInput>;

export const evaluationInput = z.object({
  id: idField,
  stars: z.number({ message: MSG.evaluationStars }).int(MSG.evaluationStars).min(1, MSG.evaluationStars).max(5, MSG.evaluationStars),
  text: z.string().trim().max(EQUIPMENT_LIMITS.evaluationMax, MSG.valueTooLong).default(''),
});

export const recordInput = z.object({
  bookingId: idField,
  text: requiredText(MSG.recordTextRequired, EQUIPMENT_LIMITS.recordTextMax),
  fileIds: z.array(z.uuid({ message: MSG.invalidId })).max(EQUIPMENT_LIMITS.recordFilesMax, MSG.tooManyFiles).default([]),
});

/** A detection or preparation item of an approved laboratory. */
export const detectionResource = z.object({
  id: z.number().int(),
  kind: z.enum(['detection', 'preparation']),
  name: z.string(),
  standardMethod: z.string(),
  price: z.number().int(),
  cycleDays: z.number().int(),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  city: z.string(),
});
export type DetectionResource = z.infer<typeof detectionResource>;

const lab = PERMISSIONS.laboratoryOperate;

export const equipments = {
  types: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/types',
    input: z.object({}).default({}),
    output: z.array(z.object({ code: z.enum(EQUIPMENT_TYPES), count: z.number().int() })),
    access: 'public',
    summary: 'Equipment types with how many instruments of approved laboratories each has',
  }),
  equipmentPage: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/equipment/page',
    input: equipmentQuery,
    output: pageOf(equipment),
    access: 'public',
    summary: 'Instruments of approved laboratories, bookable first; by keyword, type, city, laboratory',
  }),
  equipmentDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/equipment/detail',
    input: idInput,
    output: equipmentDetail,
    access: 'public',
    summary: 'One instrument of an approved laboratory, with its opening hours and closed dates',
  }),
  appointment: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/appointment',
    input: appointmentQuery,
    output: appointmentDay,
    access: 'public',
    summary: "One day's slots of an instrument (Asia/Shanghai), each free or taken; past slots and closed dates are never free",
  }),
  timeConfigList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/timeConfig/list',
    input: pageQuery,
    output: pageOf(labEquipment),
    access: lab,
    summary: "The caller's laboratory's instruments with their bookable time",
  }),
  timeConfigGet: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/timeConfig/get',
    input: z.object({ instrumentId: idQuery }),
    output: timeConfig,
    access: lab,
    summary: "One of the caller's laboratory's instruments' bookable time",
  }),
  timeConfigSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/timeConfig/save',
    input: timeConfigInput,
    output: timeConfig,
    access: lab,
    summary: 'Set when an instrument may be booked: weekly hours, slot length, price per hour (fen), closed dates (approved laboratories)',
  }),
  orderSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/order/save',
    input: bookingInput,
    output: bookingDetail,
    access: 'user',
    summary: 'Book consecutive free slots of an instrument; the price is computed by the server; never overlaps another booking',
  }),
  orderList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/order/list',
    input: bookingQuery,
    output: pageOf(booking),
    access: 'user',
    summary: "The caller's bookings, newest first, by state",
  }),
  labOrderList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/order/labList',
    input: bookingQuery,
    output: pageOf(booking),
    access: lab,
    summary: "Bookings of the caller's laboratory's instruments, newest first, by state",
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/order/detail',
    input: idInput,
    output: bookingDetail,
    access: 'user',
    summary: 'One booking, for its customer or its laboratory; results only once paid for the customer',
  }),
  orderStatus: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/order/status',
    input: statusInput,
    output: bookingDetail,
    access: 'user',
    summary: 'Move a booking: the laboratory responds, declines, starts, pauses, resumes, completes; the customer cancels',
  }),
  orderPay: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/order/pay',
    input: z.object({ id: idField }),
    output: z.object({ orderNo: z.string() }),
    access: 'user',
    summary: "Open (or resume) the payment order of a responded booking in the payment ledger; answers its order number",
  }),
  orderEvaluation: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/order/evaluation',
    input: evaluationInput,
    output: bookingDetail,
    access: 'user',
    summary: 'The customer evaluates a completed booking once (1–5 stars and a text)',
  }),
  experimentSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/experiment/save',
    input: recordInput,
    output: bookingDetail,
    access: lab,
    summary: 'The laboratory records an experiment (text, data files, pictures); the customer sees it once paid',
  }),
  serviceLogSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/serviceLog/save',
    input: recordInput,
    output: bookingDetail,
    access: lab,
    summary: 'The laboratory adds a service log entry to a booking (the customer sees it)',
  }),
  serviceLogList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/serviceLog/list',
    input: z.object({ bookingId: idQuery }),
    output: z.array(bookingRecord),
    access: 'user',
    summary: "A booking's service logs, for its customer or its laboratory",
  }),
};

export const detectionResources = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/cloudService/detectionResource/page',
    input: pageQuery.extend({
      keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
      kind: z.enum(['detection', 'preparation']).optional(),
      city: z.string().trim().max(50, MSG.valueTooLong).optional(),
    }),
    output: pageOf(detectionResource),
    access: 'public',
    summary: "Approved laboratories' detection and preparation items with price and cycle",
  }),
};

