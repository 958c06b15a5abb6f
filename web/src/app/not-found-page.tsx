import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      icon={MapPinOff}
      title="Page not found"
      text="The page you are looking for does not exist."
      action={
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Back to Dashboard
        </Link>
      }
    />
  );
}
