import type { ReactNode } from 'react';

export type BadgeTone = 'gray' | 'green' | 'yellow' | 'red' | 'blue' | 'purple' | 'orange' | 'pink' | 'teal';

const tones: Record<BadgeTone, string> = {
  gray: 'bg-gray-100 text-gray-700 ring-gray-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  pink: 'bg-pink-100 text-pink-800 ring-pink-200',
  teal: 'bg-teal-100 text-teal-800 ring-teal-200',
};

/** Status badges always carry text: colour is never the only signal (docs/architecture.md §9). */
export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
