import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { runAction } from '../../lib/action';
import { fetchIdentity } from './api';
import { TENANT_TEXT } from './texts';

/**
 * A tenant's national ID, masked as every list shows it (`••••5678`) until the landlord asks for
 * it whole: "Show ID" fetches it, and the server writes that into the activity log (docs/privacy.md).
 */
export function IdNumber({ masked, tenancyId }: { masked: string; tenancyId: string }) {
  const [whole, setWhole] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const reveal = async () => {
    setLoading(true);
    const outcome = await runAction(() => fetchIdentity(tenancyId));
    setLoading(false);
    if (outcome.ok) setWhole(outcome.result.nationalID);
  };

  if (whole !== null) return <span>{whole}</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span>{masked}</span>
      <Button
        variant="ghost"
        size="sm"
        icon={<Eye className="size-4" aria-hidden="true" />}
        loading={loading}
        onClick={() => void reveal()}
      >
        {TENANT_TEXT.showId}
      </Button>
    </span>
  );
}
