import { REPORT_MSG, ZCollectionQuery, ZCollectionReport } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { sendCsv } from '../../lib/csv';
import { errorResponses } from '../../lib/errors';
import { collectionCsv, loadCollection } from './collection.service';

const tags = ['reports'];

/** The collection report (docs/reports.md): the owner's, never a caretaker's (docs/team.md). */
export function collectionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ownerOnly = { onRequest: onlyFor('Landlord', () => REPORT_MSG.onlyOwnerReports) };
    app.get(
      '/reports/collection',
      {
        ...ownerOnly,
        schema: {
          tags,
          summary: 'Twelve months of expected, collected, outstanding and overdue money of the building',
          querystring: ZCollectionQuery,
          response: { 200: ZCollectionReport, ...errorResponses },
        },
      },
      async (request) => loadCollection(deps.db, callerOf(request), request.query.year),
    );
    app.get(
      '/reports/collection.csv',
      {
        ...ownerOnly,
        schema: {
          tags,
          summary: 'The collection report as CSV',
          querystring: ZCollectionQuery,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const report = await loadCollection(deps.db, callerOf(request), request.query.year);
        return sendCsv(reply, `collection-${report.year}.csv`, collectionCsv(report));
      },
    );
  };
}
