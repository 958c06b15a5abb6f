import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { runAction } from '../../lib/action';
import { apiDownload } from '../../lib/api-client';
import { Button } from './button';

/**
 * A CSV download of the API's `path` (docs/reports.md "Exports"), saved under the server's name:
 * `label` on the button, `name` (when it needs saying what) as its accessible name.
 */
export function CsvDownload({
  path,
  fileName,
  label,
  name,
}: {
  path: string;
  fileName: string;
  label: string;
  name?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await runAction(() => apiDownload(path, fileName));
    setBusy(false);
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      aria-label={name}
      icon={<FileSpreadsheet className="size-4" aria-hidden="true" />}
      onClick={download}
    >
      {label}
    </Button>
  );
}
