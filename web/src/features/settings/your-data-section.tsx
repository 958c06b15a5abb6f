import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { runAction } from '../../lib/action';
import { deferred } from '../../lib/deferred';
import { downloadMyData } from './privacy-api';

// The form checks with the contracts' zod schema: it loads after the screen (docs/decisions/0002).
const DeleteAccountDialog = deferred(() => import('./delete-account-dialog').then((m) => m.DeleteAccountDialog));

/** Settings → "Your data": a person's rights over what SafeStay holds (docs/privacy.md), for both roles. */
export function YourDataSection() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    await runAction(downloadMyData);
    setDownloading(false);
  };

  return (
    <section aria-labelledby="your-data-title" className="space-y-4">
      <div>
        <h2 id="your-data-title" className="text-lg font-semibold text-gray-900">
          Your data
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Kenya's Data Protection Act gives you the right to see what we hold about you and to have it erased.
        </p>
      </div>
      <Card className="space-y-3 p-5">
        <h3 className="text-base font-semibold text-gray-900">Download my data</h3>
        <p className="text-sm text-gray-600">
          One file with your account, tenancies, bills, payments, receipts, statements, complaints, chat and the
          messages we sent you.
        </p>
        <Button
          variant="secondary"
          icon={<Download className="size-4" aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          Download my data
        </Button>
      </Card>
      <Card className="space-y-3 p-5">
        <h3 className="text-base font-semibold text-gray-900">Delete my account</h3>
        <p className="text-sm text-gray-600">
          We erase your name and contact details. Money records stay, under a code instead of your name, because the law
          requires them to be kept.
        </p>
        <Button
          variant="danger"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </Button>
      </Card>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
