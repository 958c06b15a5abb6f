import type { MpesaSettings } from '@safestay/contracts';
import { TriangleAlert } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { GO_LIVE_TEXT } from './texts';

/**
 * Settings → M-Pesa → Going live with Daraja (docs/mpesa.md "Going live with Daraja"): what to ask
 * Safaricom for and where each key comes from, and a warning when the callback URLs cannot work
 * in production (no public address, or http://: warned, not refused, so the simulator works).
 */
export function GoLiveGuide({ settings }: { settings: MpesaSettings }) {
  const urls = settings.callbackUrls;
  const warning =
    !urls && settings.configured
      ? GO_LIVE_TEXT.noBaseUrl
      : urls?.confirmation.startsWith('http://')
        ? GO_LIVE_TEXT.notHttps
        : null;
  const steps = [
    GO_LIVE_TEXT.step1,
    GO_LIVE_TEXT.step2,
    GO_LIVE_TEXT.step3,
    GO_LIVE_TEXT.step4,
    GO_LIVE_TEXT.step5,
    GO_LIVE_TEXT.step6,
  ];
  return (
    <>
      {warning ? (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{warning}</span>
        </p>
      ) : null}
      <Card className="p-5">
        <details>
          <summary className="cursor-pointer text-base font-semibold text-gray-900">{GO_LIVE_TEXT.title}</summary>
          <div className="mt-3 space-y-4 text-sm text-gray-700">
            <p>{GO_LIVE_TEXT.intro}</p>
            <ol className="list-decimal space-y-2 pl-5">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <h4 className="font-semibold text-gray-900">{GO_LIVE_TEXT.askTitle}</h4>
            <ul className="list-disc space-y-1 pl-5">
              <li>{GO_LIVE_TEXT.ask1}</li>
              <li>{GO_LIVE_TEXT.ask2}</li>
              <li>{GO_LIVE_TEXT.ask3}</li>
            </ul>
          </div>
        </details>
      </Card>
    </>
  );
}
