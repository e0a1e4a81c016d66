import { z } from 'zod';
import { indianDate } from '../calendar.js';
import { optionalTextField } from './common.js';
import { documentDateField, optionalDocumentDateField } from './document-fields.js';
import { INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * The e-way bill as the screens and the API take it: the transport of a consignment (Part B of
 * the e-way bill, typed before its JSON is downloaded for the portal's bulk upload, never
 * stored) and the e-way bill the portal generated from it (its number and dates, typed back
 * and kept on the invoice or the dispatch).
 */

/** The portal's modes of transport, by their codes. */
export const TRANSPORT_MODES = { '1': 'Road', '2': 'Rail', '3': 'Air', '4': 'Ship' } as const;
export type TransportMode = keyof typeof TRANSPORT_MODES;
const MODE_CODES = Object.keys(TRANSPORT_MODES) as [TransportMode, ...TransportMode[]];

/** Regular vehicle, or over-dimensional cargo (its e-way bill is valid for 20 km a day, not 200). */
export const VEHICLE_TYPES = { R: 'Regular', O: 'Over dimensional cargo' } as const;
export type VehicleType = keyof typeof VEHICLE_TYPES;
const VEHICLE_TYPE_CODES = Object.keys(VEHICLE_TYPES) as [VehicleType, ...VehicleType[]];

/** The longest distance the portal takes, in km; 0 asks it to work the distance out from the PIN codes. */
export const MAX_TRANSPORT_DISTANCE = 4000;

/** What the portal takes as a vehicle number: 7 to 15 capitals and digits, no spaces. */
const VEHICLE_TEXT = /^[A-Z0-9]{7,15}$/;
/**
 * A road vehicle's registration as the portal checks it: state and RTO code, series and number
 * (MH14HG0917, KA12A1234, KA121234, DL1CAB1234, KA123A1234), a Bharat-series plate (22BH1234AA),
 * or a temporary (TR, TM), defence (DF) or trade (BP) number.
 */
export const ROAD_VEHICLE_NUMBER =
  /^([A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[A-Z]{2}[0-9]{3}[A-Z][0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2}|(TR|TM|DF|BP)[A-Z0-9]{5,13})$/;
/** A transporter's GSTIN, or the TRANSIN the portal gives an unregistered transporter: 15 characters. */
const TRANSPORTER_ID = /^[0-9]{2}[0-9A-Z]{13}$/;
/** A lorry receipt, railway receipt, airway bill or bill of lading number. */
const TRANSPORT_DOC_NUMBER = /^[A-Za-z0-9/-]{1,15}$/;

const VEHICLE_MESSAGE = 'Enter the vehicle number as registered, e.g. MH14HG0917';

/** Optional text with a shape: blank is none; `clean` writes it as the portal takes it before the shape is checked. */
const optionalShaped = (pattern: RegExp, message: string, clean: (text: string) => string = (text) => text) =>
  z
    .string({ error: message })
    .transform((text) => clean(text.trim()))
    .refine((text) => text === '' || pattern.test(text), message)
    .nullish()
    .transform((text) => (text ? text : null));

/** Whole kilometres from 0 to 4,000; the form sends text and the query string always does. */
const distanceField = z
  .union([z.number(), z.string()], { error: 'Enter the distance in km' })
  .transform((value, ctx) => {
    const km = readNumber(value);
    const message =
      km === null
        ? 'Enter the distance in km'
        : Number.isNaN(km)
          ? INVALID_NUMBER
          : !Number.isInteger(km)
            ? 'Enter whole kilometres'
            : km < 0 || km > MAX_TRANSPORT_DISTANCE
              ? 'Enter 0 to 4,000 km'
              : undefined;
    if (message === undefined) return km as number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * `GET …/e-way-bill?transMode&transDistance&vehicleNo…`: how the goods travel (the e-way bill's
 * Part B). By road the vehicle number is needed, or the transporter's ID so that the
 * transporter adds the vehicle on the portal; by rail, air or ship the transport document's
 * number and date (the portal's rule), and by ship the vessel's number too.
 */
export const eWayBillTransportSchema = z
  .object({
    transMode: z.enum(MODE_CODES, { error: 'Choose the mode of transport' }),
    /** 0 lets the portal compute it from the PIN codes. */
    transDistance: distanceField,
    /** Upper-cased, without spaces or dashes: MH14HG0917. */
    vehicleNo: optionalShaped(VEHICLE_TEXT, VEHICLE_MESSAGE, (text) => text.toUpperCase().replace(/[ -]/g, '')),
    vehicleType: z.enum(VEHICLE_TYPE_CODES, { error: 'Choose the vehicle type' }).nullish(),
    transporterId: optionalShaped(
      TRANSPORTER_ID,
      "Enter the transporter's GSTIN or TRANSIN: 15 characters, e.g. 27AAACT2727Q1ZW",
      (text) => text.toUpperCase(),
    ),
    transporterName: optionalTextField(100),
    transDocNo: optionalShaped(TRANSPORT_DOC_NUMBER, 'Up to 15 letters, digits, / and -'),
    transDocDate: optionalDocumentDateField(),
  })
  .superRefine((transport, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const { transMode, vehicleNo, transporterId, transDocNo, transDocDate } = transport;
    if (transMode === '1') {
      if (!vehicleNo && !transporterId) {
        issue('vehicleNo', "Enter the vehicle number, or the transporter's ID for the transporter to add it");
      } else if (vehicleNo && !ROAD_VEHICLE_NUMBER.test(vehicleNo)) issue('vehicleNo', VEHICLE_MESSAGE);
    } else {
      if (!transDocNo)
        issue('transDocNo', `By ${TRANSPORT_MODES[transMode].toLowerCase()}, enter the transport document's number`);
      if (transMode === '4' && !vehicleNo) issue('vehicleNo', "By ship, enter the vessel's number");
    }
    if (transDocNo && !transDocDate) issue('transDocDate', "Enter the transport document's date");
  });
export type EWayBillTransportInput = z.input<typeof eWayBillTransportSchema>;
export type EWayBillTransport = z.output<typeof eWayBillTransportSchema>;

/** The portal's e-way bill numbers are 12 digits (typed with spaces as it prints them, or without). */
const E_WAY_BILL_NUMBER = /^[0-9]{12}$/;

/**
 * `PUT …/e-way-bill`: the e-way bill the portal generated from the JSON, typed back as it
 * prints it: its number, the day it was generated and the last day it is valid (the portal
 * counts a day as ending at midnight).
 */
export const eWayBillEntrySchema = z
  .object({
    eWayBillNumber: z
      .string({ error: 'Enter the e-way bill number' })
      .transform((text) => text.trim().replace(/ /g, ''))
      .refine((text) => text !== '', 'Enter the e-way bill number')
      .refine((text) => text === '' || E_WAY_BILL_NUMBER.test(text), 'An e-way bill number is 12 digits'),
    eWayBillDate: documentDateField('Enter the date it was generated'),
    validUntil: documentDateField('Enter the date it is valid until'),
  })
  .superRefine(({ eWayBillDate, validUntil }, ctx) => {
    if (validUntil < eWayBillDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'Valid until cannot be before the date generated',
      });
    }
  });
export type EWayBillEntryInput = z.input<typeof eWayBillEntrySchema>;
export type EWayBillEntry = z.output<typeof eWayBillEntrySchema>;

/**
 * The e-way bill kept on an invoice or a dispatch, as the API answers it: the number and, as
 * India's calendar days (yyyy-MM-dd), the day it was generated and the last day it is valid.
 */
export const eWayBillFields = {
  eWayBillNumber: z.string().nullable(),
  eWayBillDate: z.string().nullable(),
  eWayBillValidUntil: z.string().nullable(),
};

/** "331001234567 valid until 28/11/2026": what a document prints beside "e-Way Bill No."; null while none is recorded. */
export const eWayBillLine = ({
  eWayBillNumber,
  eWayBillValidUntil,
}: {
  eWayBillNumber: string | null;
  eWayBillValidUntil: string | null;
}) =>
  eWayBillNumber
    ? `${eWayBillNumber}${eWayBillValidUntil ? ` valid until ${indianDate(eWayBillValidUntil)}` : ''}`
    : null;
