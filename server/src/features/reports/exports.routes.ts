import { REPORT_MSG, ROLE_MSG, type Statement, ZIdParams, ZStatementQuery } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor, STAFF } from '../../lib/caller';
import { sendCsv } from '../../lib/csv';
import { errorResponses } from '../../lib/errors';
import { loadStatement, ownTenancyId } from '../statements/statement.service';
import { billsCsv, paymentsCsv, statementCsv, tenantsCsv } from './exports.service';

const tags = ['reports'];
const fileName = (statement: Statement) => `statement-${statement.tenancy.accountRef.toLowerCase()}.csv`;

/**
 * CSV downloads, safe to open in a spreadsheet (docs/reports.md "Exports"): the building's bills,
 * payments and tenants for its owner; statements for whoever may read them as JSON.
 */
export function exportsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ownerOnly = { onRequest: onlyFor('Landlord', () => REPORT_MSG.onlyOwnerReports) };
    const exports = [
      ['bills', billsCsv, "The building's bills as CSV"],
      ['payments', paymentsCsv, "The building's payments and claims as CSV"],
      ['tenants', tenantsCsv, "The building's tenants as CSV, national IDs masked"],
    ] as const;
    for (const [name, csvOf, summary] of exports) {
      app.get(
        `/exports/${name}.csv`,
        { ...ownerOnly, schema: { tags, summary, response: errorResponses } },
        async (request, reply) => sendCsv(reply, `${name}.csv`, await csvOf(deps.db, callerOf(request))),
      );
    }
    app.get(
      '/tenancies/:id/statement.csv',
      {
        onRequest: onlyFor(STAFF, () => ROLE_MSG.onlyLandlordStatements),
        schema: {
          tags,
          summary: "A tenancy's statement as CSV (owner and caretakers)",
          params: ZIdParams,
          querystring: ZStatementQuery,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const statement = await loadStatement(deps.db, callerOf(request), request.params.id, request.query);
        return sendCsv(reply, fileName(statement), statementCsv(statement));
      },
    );
    app.get(
      '/me/statement.csv',
      {
        onRequest: onlyFor('Tenant', () => ROLE_MSG.onlyTenantOwnStatement),
        config: { endedTenantMay: true },
        schema: {
          tags,
          summary: "The tenant's own statement as CSV",
          querystring: ZStatementQuery,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const statement = await loadStatement(deps.db, caller, ownTenancyId(caller), request.query);
        return sendCsv(reply, fileName(statement), statementCsv(statement));
      },
    );
  };
}
