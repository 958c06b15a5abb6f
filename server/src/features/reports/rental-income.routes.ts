import { REPORT_MSG, ZRentalIncome, ZRentalIncomeQuery, ZYearPackQuery } from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf, onlyFor } from '../../lib/caller';
import { sendCsv, toCsv } from '../../lib/csv';
import { errorResponses as errors } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { sendPdf } from '../../lib/pdf-document';
import { renderPdf } from '../../lib/pdf-pool';
import { pdfLimit } from '../../lib/rate-limit';
import { loadRentalIncome, monthKey, toRentalIncome } from './rental-income';
import { loadYearPack } from './year-pack';

const tags = ['reports'];
/** Reports are the owner's (docs/team.md): caretakers and tenants are told so in words. */
const ownerOnly = onlyFor('Landlord', () => REPORT_MSG.onlyOwnerReports);

/** KRA's Monthly Rental Income (JSON, CSV, PDF) and the year pack (docs/reports.md). */
export function rentalIncomeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/rental-income',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: "A month's Monthly Rental Income for KRA: the building acted on, or scope=portfolio",
          querystring: ZRentalIncomeQuery,
          response: { 200: ZRentalIncome, ...errors },
        },
      },
      async (request) => toRentalIncome(await loadRentalIncome(deps.db, callerOf(request), request.query)),
    );

    app.get(
      '/reports/rental-income.csv',
      {
        onRequest: ownerOnly,
        schema: {
          tags,
          summary: 'The Monthly Rental Income lines as CSV, with whole PINs, in the shape KRA asks for',
          querystring: ZRentalIncomeQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const report = await loadRentalIncome(deps.db, callerOf(request), request.query);
        const month = monthKey(report.year, report.month);
        const csv = toCsv([
          [
            REPORT_MSG.csvProperty,
            REPORT_MSG.csvUnit,
            REPORT_MSG.csvTenantName,
            REPORT_MSG.csvTenantPin,
            REPORT_MSG.csvMonth,
            REPORT_MSG.csvRentReceived,
          ],
          ...report.lines.map((l) => [
            l.property,
            l.unit,
            l.tenantName,
            l.tenantKraPin ?? '',
            month,
            toKes(l.receivedCents).toFixed(2),
          ]),
        ]);
        return sendCsv(reply, `rental-income-${month}.csv`, csv);
      },
    );

    app.get(
      '/reports/rental-income.pdf',
      {
        onRequest: ownerOnly,
        config: { rateLimit: pdfLimit(deps) },
        schema: {
          tags,
          summary: 'The Monthly Rental Income as a PDF for filing on iTax',
          querystring: ZRentalIncomeQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const report = await loadRentalIncome(deps.db, callerOf(request), request.query);
        const pdf = await renderPdf({ kind: 'rental-income', data: report });
        return sendPdf(reply, `rental-income-${monthKey(report.year, report.month)}.pdf`, pdf);
      },
    );

    app.get(
      '/reports/year.pdf',
      {
        onRequest: ownerOnly,
        config: { rateLimit: pdfLimit(deps) },
        schema: {
          tags,
          summary: 'The year pack: collected per month, rent roll per unit, the twelve MRI lines, arrears at year end',
          querystring: ZYearPackQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const pack = await loadYearPack(deps.db, callerOf(request), request.query);
        const pdf = await renderPdf({ kind: 'year-pack', data: pack });
        return sendPdf(reply, `year-pack-${pack.year}.pdf`, pdf);
      },
    );
  };
}
