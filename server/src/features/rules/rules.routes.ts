import {
  MSG,
  ROLE_MSG,
  ZCreateRulesRequest,
  ZIdParams,
  ZMessageResponse,
  ZRuleResponse,
  ZRulesCreatedResponse,
  ZRulesResponse,
  ZUpdateRuleRequest,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { createRules, deleteRule, listRules, updateRule } from './rules.service';

// docs/product.md §6: only landlords write rules.
const landlordOnly = onlyFor('Landlord', ROLE_MSG.onlyLandlordRules);

/** Routes of the rules feature; registered behind authentication in app.ts. */
export function rulesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rules',
      {
        schema: {
          tags: ['rules'],
          summary: "The apartment's house rules",
          response: { 200: ZRulesResponse, ...errors },
        },
      },
      async (request) => ({ rules: await listRules(deps.db, callerOf(request)) }),
    );

    app.post(
      '/rules',
      {
        onRequest: landlordOnly,
        schema: {
          tags: ['rules'],
          summary: 'Add one or more rules (landlord)',
          body: ZCreateRulesRequest,
          response: { 201: ZRulesCreatedResponse, ...errors },
        },
      },
      async (request, reply) => {
        const rules = await createRules(deps.db, callerOf(request), request.body.rules);
        return reply.status(201).send({ message: rules.length === 1 ? MSG.ruleAdded : MSG.rulesAdded, rules });
      },
    );

    app.put(
      '/rules/:id',
      {
        onRequest: landlordOnly,
        schema: {
          tags: ['rules'],
          summary: 'Edit a rule (landlord)',
          params: ZIdParams,
          body: ZUpdateRuleRequest,
          response: { 200: ZRuleResponse, ...errors },
        },
      },
      async (request) => {
        const rule = await updateRule(deps.db, callerOf(request), request.params.id, request.body);
        return { message: MSG.ruleUpdated, rule };
      },
    );

    app.delete(
      '/rules/:id',
      {
        onRequest: landlordOnly,
        schema: {
          tags: ['rules'],
          summary: 'Delete a rule (landlord)',
          params: ZIdParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await deleteRule(deps.db, callerOf(request), request.params.id);
        return { message: MSG.ruleDeleted };
      },
    );
  };
}
