import type { ReactNode } from 'react';
import { initialOf } from '../../lib/format';

const SIZES = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-11 text-base',
  xl: 'size-14 text-xl',
} as const;

/**
 * A person's initial in a circle: the sidebar, chat, tenant cards and the dashboard all draw
 * people this way. Decorative (the name is always written beside it); `badge` sits on its edge.
 */
export function Avatar({ name, size = 'md', badge }: { name: string; size?: keyof typeof SIZES; badge?: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 ${SIZES[size]}`}
    >
      {initialOf(name)}
      {badge}
    </span>
  );
}
