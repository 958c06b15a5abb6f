import {
  ZCreateRulesRequest,
  ZErrorResponse,
  ZIdParams,
  ZMessageResponse,
  ZRuleResponse,
  ZRulesCreatedResponse,
  ZRulesResponse,
  ZUpdateRuleRequest,
} from '@safestay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, requireRole } from '../../lib/caller';
import { createRules, deleteRule, listRules, updateRule } from './rules.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

// Runs before body validation, so a tenant always gets 403 (SPEC.md §6: only landlords write rules).
const landlordOnly = async (request: FastifyRequest) =>
  requireRole(callerOf(request), 'Landlord', 'Only the landlord can manage property rules.');

/** Routes of the rules feature; registered behind authentication in app.ts. */
export function rulesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rules',
      {
        schema: {
          tags: ['rules'],
          summary: "The apartment's house rules",
          response: { 200: ZRulesResponse, 401: ZErrorResponse },
        },
      },
      async (request) => ({ rules: await listRules(deps.db, callerOf(request)) }),
    );

    app.post(
      '/rules',
      {
        preValidation: landlordOnly,
        schema: {
          tags: ['rules'],
          summary: 'Add one or more rules (landlord)',
          body: ZCreateRulesRequest,
          response: { 201: ZRulesCreatedResponse, ...errors },
        },
      },
      async (request, reply) => {
        const rules = await createRules(deps.db, callerOf(request), request.body.rules);
        return reply
          .status(201)
          .send({ message: rules.length === 1 ? 'Rule added successfully' : 'Rules added successfully', rules });
      },
    );

    app.put(
      '/rules/:id',
      {
        preValidation: landlordOnly,
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
        return { message: 'Rule updated successfully', rule };
      },
    );

    app.delete(
      '/rules/:id',
      {
        preValidation: landlordOnly,
        schema: {
          tags: ['rules'],
          summary: 'Delete a rule (landlord)',
          params: ZIdParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await deleteRule(deps.db, callerOf(request), request.params.id);
        return { message: 'Rule deleted successfully' };
      },
    );
  };
}
