import {
  UNIT_MSG,
  VACANT_COUNT_HEADER,
  ZIdParams,
  ZPageQuery,
  ZUnitImportRequest,
  ZUnitImportResponse,
  ZUnitInput,
  ZUnitList,
  ZUnitResponse,
  ZUpdateUnitRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { inCents } from '../../lib/money';
import { pageRequest, sendPageHeaders } from '../../lib/paging';
import { createUnit, deactivateUnit, importUnits, listUnits, pageUnits, updateUnit } from './units.service';

const tags = ['units'];
// Units are the landlord's to manage; a tenant's own unit will come with their tenancy.
const landlordOnly = onlyFor('Landlord', () => UNIT_MSG.onlyLandlordUnits);

/** Routes of the units feature; registered behind authentication in app.ts. */
export function unitsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/units',
      {
        // Caretakers read the houses (docs/team.md); changing them stays the owner's.
        onRequest: onlyFor(STAFF, () => UNIT_MSG.onlyLandlordUnits),
        schema: {
          tags,
          summary: "The apartment's units, by code; a page of them with `limit` (and `cursor`)",
          querystring: ZPageQuery,
          response: { 200: ZUnitList, ...errors },
        },
      },
      async (request, reply) => {
        // Without `limit`, every unit as before (SPEC-era clients); with it, a page and its headers.
        const page = pageRequest(request.query);
        if (!page) return listUnits(deps.db, callerOf(request));
        const { items, vacant, ...rest } = await pageUnits(deps.db, callerOf(request), page);
        sendPageHeaders(reply, rest);
        if (vacant !== undefined) reply.header(VACANT_COUNT_HEADER, String(vacant));
        return items;
      },
    );

    app.post(
      '/units',
      {
        onRequest: landlordOnly,
        schema: { tags, summary: 'Add a unit', body: ZUnitInput, response: { 201: ZUnitResponse, ...errors } },
      },
      async (request, reply) => {
        const unit = await createUnit(deps, callerOf(request), inCents(request.body, 'rent', 'deposit'));
        return reply.status(201).send({ message: UNIT_MSG.unitAdded(unit.code), unit });
      },
    );

    app.post(
      '/units/import',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Add units from CSV lines code,label,rent,deposit (all or none)',
          body: ZUnitImportRequest,
          response: { 201: ZUnitImportResponse, ...errors },
        },
      },
      async (request, reply) => {
        const units = await importUnits(deps, callerOf(request), request.body.csv);
        return reply.status(201).send({ message: UNIT_MSG.unitsImported(units.length), created: units.length, units });
      },
    );

    app.put(
      '/units/:id',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Edit a unit (status vacant brings a deactivated one back)',
          params: ZIdParams,
          body: ZUpdateUnitRequest,
          response: { 200: ZUnitResponse, ...errors },
        },
      },
      async (request) => {
        const unit = await updateUnit(
          deps,
          callerOf(request),
          request.params.id,
          inCents(request.body, 'rent', 'deposit'),
        );
        return { message: UNIT_MSG.unitUpdated(unit.code), unit };
      },
    );

    app.delete(
      '/units/:id',
      {
        onRequest: landlordOnly,
        schema: {
          tags,
          summary: 'Deactivate a unit (its history stays)',
          params: ZIdParams,
          response: { 200: ZUnitResponse, ...errors },
        },
      },
      async (request) => {
        const unit = await deactivateUnit(deps.db, callerOf(request), request.params.id);
        return { message: UNIT_MSG.unitDeactivated(unit.code), unit };
      },
    );
  };
}
