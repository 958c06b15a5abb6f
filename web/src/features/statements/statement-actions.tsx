import type { Statement } from '@safestay/contracts';
import { Download, History, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { CsvDownload } from '../../components/ui/csv-download';
import { runAction } from '../../lib/action';
import { downloadStatement, type StatementRange, statementPath } from './api';
import { STMT_TEXT } from './texts';

/** The statement as a PDF, for the dates shown: what a tenant prints for a bank. */
export function DownloadButton({ tenancyId, range }: { tenancyId: string | null; range: StatementRange }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await runAction(() => downloadStatement(tenancyId, range));
    setBusy(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button loading={busy} icon={<Download className="size-4" aria-hidden="true" />} onClick={download}>
        {STMT_TEXT.download}
      </Button>
      <CsvDownload
        path={statementPath(tenancyId, range, 'csv')}
        fileName="statement.csv"
        label={STMT_TEXT.downloadCsv}
        name={STMT_TEXT.downloadCsvName}
      />
    </div>
  );
}

/** The landlord's next steps from a tenant's account: record money from them, read their history. */
export function LandlordLinks({ statement }: { statement: Statement }) {
  const { tenancy, tenant } = statement;
  const icon = 'size-4';
  return (
    <div className="flex flex-wrap gap-2 md:justify-end [&>a]:flex-1 [&>a]:whitespace-nowrap md:[&>a]:flex-none">
      {tenancy.status === 'active' ? (
        <Link
          to={`/payments?record=1&tenancy=${encodeURIComponent(tenancy._id)}`}
          className={buttonClasses('secondary', 'sm')}
          aria-label={STMT_TEXT.recordPaymentFrom(tenant.name)}
        >
          <Wallet className={icon} aria-hidden="true" />
          {STMT_TEXT.recordPayment}
        </Link>
      ) : null}
      <Link
        to={`/activity?tenant=${encodeURIComponent(tenant._id)}`}
        state={{ tenantName: tenant.name }}
        className={buttonClasses('secondary', 'sm')}
        aria-label={STMT_TEXT.activityOf(tenant.name)}
      >
        <History className={icon} aria-hidden="true" />
        {STMT_TEXT.activity}
      </Link>
    </div>
  );
}
