import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Empty lists show an icon, the docs/product.md text and the next action (docs/architecture.md §9). */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-gray-400" aria-hidden="true" />
      <p className="mt-3 text-base font-semibold text-gray-900">{title}</p>
      {text ? <p className="mt-1 max-w-sm text-sm text-gray-600">{text}</p> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
