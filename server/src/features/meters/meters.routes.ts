import {
  METER_MSG,
  ZBatchReadingsRequest,
  ZBatchReadingsResponse,
  ZConsumption,
  ZCorrectReadingRequest,
  ZCreateMeterRequest,
  ZKindParams,
  ZMeterList,
  ZMeterListQuery,
  ZMeterParams,
  ZMeterResponse,
  ZRateList,
  ZRateRequest,
  ZRateResponse,
  ZReadingList,
  ZReadingParams,
  ZReadingRequest,
  ZReadingResponse,
  ZUnitCharges,
  ZUnitChargesList,
  ZUnitChargesRequest,
  ZUnitChargesResponse,
  ZUnitParams,
} from '@safestay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { badRequest, errorResponses as errors } from '../../lib/errors';
import { type FormPart, multipartBoundary, parseMultipart } from '../../lib/multipart';
import { addMeter, listMeters, listRates, meterOf, setRate } from './meters.service';
import { type Photo, photoOfForm } from './photos';
import {
  attachPhoto,
  correctReading,
  myConsumption,
  photoOf,
  readingsOf,
  recordReading,
  recordRound,
} from './readings';
import { listUnitCharges, setUnitCharges } from './unit-charges';

const tags = ['meters'];
/** A form with a 2 MiB photo and its fields; a larger photo still reaches the check that names it. */
const PHOTO_BODY_LIMIT = 3 * 1024 * 1024;

/** A reading form's text fields as the JSON body would carry them: figures as numbers, yes/no as booleans. */
function readingFields(form: FormPart[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const part of form) {
    if (part.filename !== undefined || part.name === 'photo') continue;
    const text = part.data.toString('utf8').trim();
    if (part.name === 'reading' || part.name === 'startReading')
      body[part.name] = text === '' ? undefined : Number(text);
    else if (part.name === 'replaced') body[part.name] = text === 'true' || text === '1' || text === 'on';
    else body[part.name] = text;
  }
  return body;
}

/**
 * Water and electricity (docs/utilities.md): the owner adds meters and sets rates; the owner and
 * caretakers record readings; the owner alone corrects one; a tenant reads their own consumption.
 */
export function metersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ownerOnly = onlyFor('Landlord', () => METER_MSG.onlyOwnerMeters);
    const staff = onlyFor(STAFF, () => METER_MSG.staffReads);
    app.post(
      '/meters',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: "A house's meter, or one several houses share by weight",
          body: ZCreateMeterRequest,
          response: { 201: ZMeterResponse, ...errors },
        },
      },
      async (request, reply) => {
        const meter = await addMeter(deps.db, callerOf(request), request.body);
        return reply.status(201).send({ message: METER_MSG.meterAdded, meter });
      },
    );
    app.get(
      '/meters',
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "The building's meters in walking order, each with its last reading",
          querystring: ZMeterListQuery,
          response: { 200: ZMeterList, ...errors },
        },
      },
      async (request) => listMeters(deps.db, callerOf(request), { kind: request.query.kind }),
    );
    app.get(
      '/utilities/rates',
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "The building's rates: in force today, and every one it has had",
          response: { 200: ZRateList, ...errors },
        },
      },
      async (request) => listRates(deps.db, callerOf(request)),
    );
    app.put(
      '/utilities/rates/:kind',
      {
        onRequest: onlyFor('Landlord', () => METER_MSG.onlyOwnerMeters),
        schema: {
          tags,
          summary: 'Set the rate of a kind from a date: bands, a minimum charge, a fixed fee',
          params: ZKindParams,
          body: ZRateRequest,
          response: { 200: ZRateResponse, ...errors },
        },
      },
      async (request) => ({
        message: METER_MSG.rateSaved,
        rate: await setRate(deps.db, callerOf(request), request.params.kind, request.body),
      }),
    );
    app.post(
      '/meters/readings',
      {
        onRequest: staff,
        schema: {
          tags,
          summary: 'A round of the building: every reading kept, or none (each wrong line named)',
          body: ZBatchReadingsRequest,
          response: { 201: ZBatchReadingsResponse, ...errors },
        },
      },
      async (request, reply) => {
        const readings = await recordRound(deps, callerOf(request), request.body);
        return reply.status(201).send({ message: METER_MSG.recorded(readings.length), readings });
      },
    );
    await app.register(async (plain) => {
      const forms = plain.withTypeProvider<ZodTypeProvider>();
      // A reading may come as a form with its photo (multipart/form-data, the field `photo`); JSON
      // stays as it was. The form's bytes are read here, never as text.
      forms.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT },
        (request, body, done) => {
          const boundary = multipartBoundary(request.headers['content-type']);
          if (!boundary) return done(badRequest(METER_MSG.photoMissing));
          done(null, { form: parseMultipart(body as Buffer, boundary) });
        },
      );
      const photos = new WeakMap<object, Photo>();
      forms.post(
        '/meters/:id/readings',
        {
          onRequest: staff,
          bodyLimit: PHOTO_BODY_LIMIT,
          // A form's fields become the JSON body the schema checks; its photo waits for the handler.
          preValidation: async (request) => {
            const form = (request.body as { form?: FormPart[] } | undefined)?.form;
            if (!form) return;
            const photo = photoOfForm(form);
            request.body = readingFields(form) as typeof request.body;
            if (photo) photos.set(request, photo);
          },
          schema: {
            tags,
            summary:
              "A meter's reading (JSON, or a form with a photo): what was used since the last one becomes a charge",
            params: ZMeterParams,
            body: ZReadingRequest,
            response: { 201: ZReadingResponse, ...errors },
          },
        },
        async (request, reply) => {
          const reading = await recordReading(
            deps,
            callerOf(request),
            request.params.id,
            request.body,
            photos.get(request),
          );
          return reply.status(201).send({ message: METER_MSG.recorded(1), reading });
        },
      );
      forms.put(
        '/meters/:id/readings/:readingId/photo',
        {
          onRequest: staff,
          bodyLimit: PHOTO_BODY_LIMIT,
          schema: {
            tags,
            summary: "A reading's photo of the meter (form field photo: JPEG or PNG, at most 2 MiB)",
            params: ZReadingParams,
            response: { 200: ZReadingResponse, ...errors },
          },
        },
        async (request) => {
          const form = (request.body as { form?: FormPart[] } | undefined)?.form ?? [];
          const photo = photoOfForm(form);
          if (!photo) throw badRequest(METER_MSG.photoMissing, [{ field: 'photo', message: METER_MSG.photoMissing }]);
          const caller = callerOf(request);
          return {
            message: METER_MSG.photoSaved,
            reading: await attachPhoto(deps.db, caller, request.params.id, request.params.readingId, photo),
          };
        },
      );
    });
    app.get(
      '/meters/:id/readings/:readingId/photo',
      {
        schema: {
          tags,
          summary: "A reading's photo: the building's owner and caretakers, and the tenant of a house it measures",
          params: ZReadingParams,
          response: { ...errors },
        },
      },
      async (request, reply) => {
        const photo = await photoOf(deps.db, callerOf(request), request.params.id, request.params.readingId);
        return (reply as FastifyReply)
          .type(photo.content_type)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(photo.bytes));
      },
    );
    app.get(
      '/meters/:id/readings',
      {
        onRequest: staff,
        schema: {
          tags,
          summary: "A meter's readings, newest first, with the charges each made",
          params: ZMeterParams,
          response: { 200: ZReadingList, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const meter = await meterOf(deps.db, caller, request.params.id);
        return readingsOf(deps.db, caller, { meterId: meter.id });
      },
    );
    app.put(
      '/meters/:id/readings/:readingId',
      {
        onRequest: onlyFor('Landlord', () => METER_MSG.onlyOwnerCorrects),
        schema: {
          tags,
          summary: 'Correct a reading: its charge is voided and the right one made; the next follows',
          params: ZReadingParams,
          body: ZCorrectReadingRequest,
          response: { 200: ZReadingResponse, ...errors },
        },
      },
      async (request) => ({
        message: METER_MSG.corrected,
        reading: await correctReading(
          deps,
          callerOf(request),
          request.params.id,
          request.params.readingId,
          request.body,
        ),
      }),
    );
    const staffCharges = onlyFor(STAFF, () => METER_MSG.staffReadsCharges);
    app.get(
      '/units/charges',
      {
        onRequest: staffCharges,
        schema: {
          tags,
          summary: 'Every house of the building with its recurring monthly charges',
          response: { 200: ZUnitChargesList, ...errors },
        },
      },
      async (request) => listUnitCharges(deps.db, callerOf(request)),
    );
    app.get(
      '/units/:id/charges',
      {
        onRequest: staffCharges,
        schema: {
          tags,
          summary: "A house's recurring monthly charges (service charge, garbage, security)",
          params: ZUnitParams,
          response: { 200: ZUnitCharges, ...errors },
        },
      },
      async (request) => {
        const [charges] = await listUnitCharges(deps.db, callerOf(request), request.params.id);
        return charges as NonNullable<typeof charges>;
      },
    );
    app.put(
      '/units/:id/charges',
      {
        onRequest: onlyFor('Landlord', () => METER_MSG.onlyOwnerCharges),
        schema: {
          tags,
          summary: "Set a house's recurring monthly charges: the whole set, 0 or absent removes a kind",
          params: ZUnitParams,
          body: ZUnitChargesRequest,
          response: { 200: ZUnitChargesResponse, ...errors },
        },
      },
      async (request) => setUnitCharges(deps.db, callerOf(request), request.params.id, request.body),
    );
    app.get(
      '/me/consumption',
      {
        onRequest: onlyFor('Tenant', () => METER_MSG.ownConsumption),
        schema: {
          tags,
          summary: "The tenant's meter readings since they moved in, and what each charged them",
          response: { 200: ZConsumption, ...errors },
        },
      },
      async (request) => myConsumption(deps.db, callerOf(request)),
    );
  };
}
