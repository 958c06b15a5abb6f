import { Building2 } from 'lucide-react';

/**
 * The app's name with its mark: the sidebar, and the screens shown without it (waiting, invite).
 * `markOnly` on a phone's bar that needs the room (a landlord's building switcher): the name is
 * still read out.
 */
export function Brand({ markOnly = false }: { markOnly?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-gray-900">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-emerald-600 text-white">
        <Building2 className="size-5" aria-hidden="true" />
      </span>
      <span className={markOnly ? 'sr-only' : undefined}>SafeStay</span>
    </span>
  );
}
