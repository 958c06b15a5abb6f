import type { OwnedApartment } from '@safestay/contracts';
import { Building2, Check, ChevronsUpDown, LayoutGrid, Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOwnedBuildings } from '../../lib/acting-role';
import { useCurrentBuilding } from '../../lib/building';
import { deferred } from '../../lib/deferred';
import { useSession } from '../../lib/session';
import { useSwitchBuilding } from './api';
import { PORTFOLIO_TEXT } from './texts';

const AddBuildingDialog = deferred(() => import('./add-building-dialog').then((m) => m.AddBuildingDialog));

type Place = 'sidebar' | 'collapsed' | 'bar';

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

/**
 * Which building this tab acts on, at the top of the screen (docs/portfolio.md "In the web app"):
 * a menu of the landlord's buildings once they own two, with the portfolio and "Add a building";
 * with one, "Add a building" alone (in the sidebar; the phone's bar stays for the menu).
 */
export function BuildingSwitcher({ place }: { place: Place }) {
  const { user } = useSession();
  const { data: owned } = useOwnedBuildings();
  const [adding, setAdding] = useState(false);
  if (!user || user.role === 'Tenant' || !owned) return null;
  const dialog = <AddBuildingDialog open={adding} onClose={() => setAdding(false)} />;
  if (owned.length < 2) {
    // A caretaker's account adds no building; with one, there is nothing to switch.
    if (place === 'bar' || user.role !== 'Landlord') return null;
    return (
      <>
        <button
          type="button"
          onClick={() => setAdding(true)}
          title={place === 'collapsed' ? PORTFOLIO_TEXT.addBuilding : undefined}
          className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 ${place === 'collapsed' ? 'justify-center' : ''}`}
        >
          <Plus className="size-5 shrink-0" aria-hidden="true" />
          <span className={place === 'collapsed' ? 'sr-only' : ''}>{PORTFOLIO_TEXT.addBuilding}</span>
        </button>
        {dialog}
      </>
    );
  }
  return (
    <>
      <BuildingMenu place={place} owned={owned} onAdd={() => setAdding(true)} />
      {dialog}
    </>
  );
}

function BuildingMenu({ place, owned, onAdd }: { place: Place; owned: OwnedApartment[]; onAdd: () => void }) {
  const { user } = useSession();
  const current = useCurrentBuilding();
  const switchTo = useSwitchBuilding();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = owned.find((b) => b._id === current)?.name ?? user?.apartmentName ?? '';
  // The portfolio and new buildings are a landlord's; a caretaker's account only switches.
  const landlord = user?.role === 'Landlord';

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  // Opened, the menu takes the focus: the building of this tab, else the first entry.
  useEffect(() => {
    if (!open) return;
    const all = menuItems(menu.current);
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(at + 1);
    else if (event.key === 'ArrowUp') focusAt(at - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    event.preventDefault();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };

  const pick = (id: string) => {
    close(true);
    if (id !== current) switchTo(id);
  };

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm focus:bg-emerald-50 focus:outline-none hover:bg-gray-100';
  return (
    <div ref={root} className={`relative ${place === 'bar' ? 'min-w-0 flex-1' : ''}`}>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={place === 'collapsed' ? `${PORTFOLIO_TEXT.building}: ${name}` : undefined}
        title={place === 'collapsed' ? name : undefined}
        className={`flex min-h-11 w-full min-w-0 items-center gap-2 rounded-lg text-left hover:bg-gray-100 aria-expanded:bg-gray-100 ${
          place === 'collapsed' ? 'justify-center' : place === 'bar' ? 'px-2' : 'border border-gray-200 px-3 py-1.5'
        }`}
      >
        {place === 'collapsed' ? (
          <Building2 className="size-5 text-gray-700" aria-hidden="true" />
        ) : (
          <>
            <span className="min-w-0 flex-1">
              <span className={place === 'bar' ? 'sr-only' : 'block text-xs text-gray-600'}>
                {PORTFOLIO_TEXT.building}
                {place === 'bar' ? ': ' : ''}
              </span>
              <span className="block truncate text-sm font-semibold text-gray-900" data-testid="current-building">
                {name}
              </span>
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          </>
        )}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={PORTFOLIO_TEXT.switchBuilding}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={`z-40 rounded-lg border border-gray-200 bg-white p-1 shadow-lg ${
            place === 'bar'
              ? 'fixed inset-x-2 top-14'
              : place === 'collapsed'
                ? 'absolute left-0 top-full mt-1 w-64'
                : 'absolute inset-x-0 top-full mt-1'
          }`}
        >
          {owned.map((building) => (
            <button
              key={building._id}
              type="button"
              role="menuitemradio"
              aria-checked={building._id === current}
              tabIndex={-1}
              onClick={() => pick(building._id)}
              className={item}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{building.name}</span>
                <span className="block text-xs text-gray-600">
                  {PORTFOLIO_TEXT.units(building.units, building.occupied)}
                </span>
              </span>
              {building._id === current ? (
                <Check className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : null}
            </button>
          ))}
          {landlord ? (
            <>
              <hr className="my-1 border-gray-100" />
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  navigate('/portfolio');
                }}
                className={item}
              >
                <LayoutGrid className="size-4 shrink-0 text-gray-600" aria-hidden="true" />
                {PORTFOLIO_TEXT.allBuildings}
              </button>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  onAdd();
                }}
                className={item}
              >
                <Plus className="size-4 shrink-0 text-gray-600" aria-hidden="true" />
                {PORTFOLIO_TEXT.addBuilding}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
