import { type AuditEvent, nairobiMonthOf, ROLE_MSG, storedWords, ZAuditList, ZAuditQuery } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { idCursor, pageLimit, pageOfMonth, pageRequest, sendPageHeaders } from '../../lib/paging';
import { readSummary } from './audit';

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** GET /audit: the apartment's activity, newest first, for the landlord (one entity or one tenant when asked). */
export function activityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordAudit),
        schema: {
          tags: ['audit'],
          summary: 'Who changed which money or tenancy, newest first, by month with group=month (landlord)',
          querystring: ZAuditQuery,
          response: { 200: ZAuditList, ...errors },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { entity, entityId, tenantId } = request.query;
        const page = pageRequest(request.query) ?? { limit: 50 };
        // People are stored by id and drawn with their current name (an erased one's pseudonym).
        const rows = await deps.db
          .selectFrom('audit_events as e')
          .leftJoin('users as actor', 'actor.id', 'e.actor_id')
          .leftJoin('users as tenant', 'tenant.id', 'e.tenant_id')
          .selectAll('e')
          .select(['actor.name as actor_current', 'tenant.name as tenant_current'])
          .where('e.apartment_id', '=', caller.apartmentId)
          .$if(entity !== undefined, (q) => q.where('e.entity', '=', entity ?? ''))
          .$if(entityId !== undefined, (q) => q.where('e.entity_id', '=', entityId ?? ''))
          .$if(tenantId !== undefined, (q) => q.where('e.tenant_id', '=', tenantId ?? ''))
          .$if(page.after !== undefined, (q) => q.where('e.id', '<', page.after?.id ?? ''))
          .orderBy('e.id', 'desc')
          .limit(pageLimit(page.limit))
          .execute();
        const result = pageOfMonth(rows, page, idCursor, (r) => nairobiMonthOf(r.created_at));
        sendPageHeaders(reply, result);
        return result.items.map(
          (r): AuditEvent => ({
            _id: r.id,
            at: r.created_at,
            actor: { _id: r.actor_id, name: storedWords(r.actor_name) || (r.actor_current ?? ''), role: r.actor_role },
            action: r.action,
            entity: r.entity,
            entityId: r.entity_id,
            summary: readSummary(r, r.tenant_current),
            before: parse(r.before),
            after: parse(r.after),
          }),
        );
      },
    );
  };
}
