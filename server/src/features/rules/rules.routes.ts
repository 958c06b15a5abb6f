import {
  MAX_RULE_DESCRIPTION,
  MAX_RULE_TITLE,
  MAX_RULES_PER_REQUEST,
  MSG,
  REQUEST_MSG,
  ROLE_MSG,
  ZCreateRulesRequest,
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
import { callerOf, onlyFor } from '../../lib/caller';
import { badRequest, errorResponses as errors } from '../../lib/errors';
import { writeLimit } from '../../lib/rate-limit';
import { createRules, deleteRule, listRules, updateRule } from './rules.service';

// docs/product.md §6: only landlords write rules.
const landlordOnly = onlyFor('Landlord', () => ROLE_MSG.onlyLandlordRules);

/**
 * The most bytes one rule can take as JSON (every character up to 3 bytes in UTF-8, plus the
 * keys): a body beyond what the largest valid request needs is a 413 before it is parsed.
 */
const RULE_BYTES = (MAX_RULE_TITLE + MAX_RULE_DESCRIPTION) * 3 + 256;

/** Counts the rules before any of them is validated: 50,000 tiny rules cost one check, not 50,000. */
async function refuseTooManyRules(request: FastifyRequest) {
  const rules = (request.body as { rules?: unknown } | null)?.rules;
  if (Array.isArray(rules) && rules.length > MAX_RULES_PER_REQUEST)
    throw badRequest(REQUEST_MSG.rulesAtOnce(MAX_RULES_PER_REQUEST), [
      { field: 'rules', message: REQUEST_MSG.rulesAtOnce(MAX_RULES_PER_REQUEST) },
    ]);
}

/** Routes of the rules feature; registered behind authentication in app.ts. */
export function rulesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const config = { rateLimit: writeLimit(deps) };
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
        preValidation: refuseTooManyRules,
        bodyLimit: MAX_RULES_PER_REQUEST * RULE_BYTES,
        config,
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
        bodyLimit: RULE_BYTES,
        config,
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
        config,
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
