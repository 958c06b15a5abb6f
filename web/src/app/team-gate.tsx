import { useQueryClient } from '@tanstack/react-query';
import { Building2, LogOut, UserX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Brand } from '../components/ui/brand';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useSwitchBuilding } from '../features/portfolio/api';
import { useOwnedBuildings } from '../lib/acting-role';
import { currentBuilding, useBuildingLost } from '../lib/building';
import { usePageTitle } from '../lib/page-title';
import { queryRoots } from '../lib/query';
import { useSession } from '../lib/session';
import { useSignOut } from '../lib/sign-out';
import { SHELL_TEXT } from './texts';

/**
 * A caretaker the owner removed gets 403 not_your_apartment from every route of that building
 * (docs/team.md): instead of screens that all fail, one page says so and offers their other
 * buildings, or signing out.
 */
export function TeamGate({ children }: { children: ReactNode }) {
  return useBuildingLost() ? <NoLongerOnTeam /> : children;
}

function NoLongerOnTeam() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const owned = useOwnedBuildings();
  const switchTo = useSwitchBuilding();
  const signOut = useSignOut();
  const [lost] = useState(() => currentBuilding() ?? user?.apartmentId ?? null);
  // Its name as the tab knew it, before the list of buildings is asked again without it.
  const [name] = useState(
    () => owned.data?.find((b) => b._id === lost)?.name ?? (lost === user?.apartmentId ? user?.apartmentName : null),
  );
  usePageTitle(SHELL_TEXT.noLongerOnTeam);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryRoots.buildings });
  }, [queryClient]);
  const others = (owned.data ?? []).filter((b) => b._id !== lost);

  return (
    <main className="flex min-h-screen flex-col items-center justify-start gap-6 bg-gray-50 px-4 py-8 sm:justify-center">
      <Brand />
      <Card className="w-full max-w-lg p-6 sm:p-8">
        <UserX className="size-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold text-gray-900">{SHELL_TEXT.noLongerOnTeam}</h1>
        <p className="mt-2 text-sm text-gray-700">{SHELL_TEXT.noLongerOnTeamText(name ?? '')}</p>
        {others.length > 0 ? (
          <section aria-labelledby="switch-title" className="mt-6">
            <h2 id="switch-title" className="text-sm font-semibold text-gray-900">
              {SHELL_TEXT.switchBuilding}
            </h2>
            <ul className="mt-2 space-y-2">
              {others.map((building) => (
                <li key={building._id}>
                  <Button
                    variant="secondary"
                    className="w-full justify-start"
                    icon={<Building2 className="size-4" aria-hidden="true" />}
                    onClick={() => switchTo(building._id)}
                  >
                    {building.name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Button
          variant={others.length > 0 ? 'ghost' : 'primary'}
          className="mt-6 w-full"
          icon={<LogOut className="size-4" aria-hidden="true" />}
          onClick={signOut}
        >
          {SHELL_TEXT.logout}
        </Button>
      </Card>
    </main>
  );
}
