import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { runAction } from '../../lib/action';
import { deferred } from '../../lib/deferred';
import { downloadMyData } from './privacy-api';
import { SETTINGS_TEXT } from './texts';

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
          {SETTINGS_TEXT.yourData}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{SETTINGS_TEXT.yourDataAbout}</p>
      </div>
      <Card className="space-y-3 p-5">
        <h3 className="text-base font-semibold text-gray-900">{SETTINGS_TEXT.downloadMyData}</h3>
        <p className="text-sm text-gray-600">{SETTINGS_TEXT.downloadAbout}</p>
        <Button
          variant="secondary"
          icon={<Download className="size-4" aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download()}
        >
          {SETTINGS_TEXT.downloadMyData}
        </Button>
      </Card>
      <Card className="space-y-3 p-5">
        <h3 className="text-base font-semibold text-gray-900">{SETTINGS_TEXT.deleteMyAccount}</h3>
        <p className="text-sm text-gray-600">{SETTINGS_TEXT.deleteAbout}</p>
        <Button
          variant="danger"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          {SETTINGS_TEXT.deleteMyAccount}
        </Button>
      </Card>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
