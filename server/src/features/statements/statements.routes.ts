import { ROLE_MSG, type Statement, ZIdParams, ZStatement, ZStatementQuery } from '@safestay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { errorResponses as errors } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf-document';
import { renderPdf } from '../../lib/pdf-pool';
import { pdfLimit } from '../../lib/rate-limit';
import { loadStatement, ownTenancyId } from './statement.service';

const tags = ['statements'];

const fileName = (statement: Statement) => `statement-${statement.tenancy.accountRef.toLowerCase()}.pdf`;

/** A tenancy's running account as JSON and PDF: any tenancy for the landlord, their own for a tenant. */
export function statementsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const landlordOnly = { onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordStatements) };
    const tenantOnly = {
      onRequest: onlyFor('Tenant', () => ROLE_MSG.onlyTenantOwnStatement),
      config: { endedTenantMay: true },
    };
    const pdfConfig = { rateLimit: pdfLimit(deps) };
    /** The statement drawn on the PDF pool and sent as a download. */
    const sendStatement = async (reply: FastifyReply, statement: Statement) =>
      sendPdf(reply, fileName(statement), await renderPdf({ kind: 'statement', data: statement }));
    const schema = (summary: string, pdf: boolean, params: boolean) => ({
      tags,
      summary,
      querystring: ZStatementQuery,
      ...(params ? { params: ZIdParams } : {}),
      response: pdf ? errors : { 200: ZStatement, ...errors },
    });

    app.get(
      '/tenancies/:id/statement',
      { ...landlordOnly, schema: schema("A tenancy's statement (landlord)", false, true) },
      async (request) =>
        loadStatement(deps.db, callerOf(request), (request.params as { id: string }).id, request.query),
    );
    app.get(
      '/tenancies/:id/statement.pdf',
      { ...landlordOnly, config: pdfConfig, schema: schema("A tenancy's statement as a PDF (landlord)", true, true) },
      async (request, reply) => {
        const statement = await loadStatement(
          deps.db,
          callerOf(request),
          (request.params as { id: string }).id,
          request.query,
        );
        return sendStatement(reply, statement);
      },
    );
    app.get(
      '/me/statement',
      { ...tenantOnly, schema: schema("The tenant's own statement", false, false) },
      async (request) => {
        const caller = callerOf(request);
        return loadStatement(deps.db, caller, ownTenancyId(caller), request.query);
      },
    );
    app.get(
      '/me/statement.pdf',
      {
        ...tenantOnly,
        config: { ...tenantOnly.config, ...pdfConfig },
        schema: schema("The tenant's own statement as a PDF", true, false),
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const statement = await loadStatement(deps.db, caller, ownTenancyId(caller), request.query);
        return sendStatement(reply, statement);
      },
    );
  };
}
