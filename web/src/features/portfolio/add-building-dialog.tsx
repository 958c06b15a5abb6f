import { ZCreateApartmentForm } from '@safestay/contracts';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { useAddBuilding, useSwitchBuilding } from './api';
import { PORTFOLIO_TEXT } from './texts';

const EMPTY = { name: '', area: '', rentAmount: '' };
const FIELDS = ['name', 'area', 'rentAmount'] as const;

/** Another building of this landlord (docs/portfolio.md); once added, the tab switches to it. */
export function AddBuildingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(ZCreateApartmentForm, EMPTY);
  const add = useAddBuilding();
  const switchTo = useSwitchBuilding();

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async (building) => {
    const outcome = await runAction(() => add.mutateAsync(building), {
      placed: (error) => placeFieldErrors(error, FIELDS, form.setError),
    });
    if (!outcome.ok) return;
    close();
    switchTo(outcome.result.apartment._id);
  });

  return (
    <FormModal
      open={open}
      title={PORTFOLIO_TEXT.addBuilding}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={PORTFOLIO_TEXT.add}
      submitting={add.isPending}
    >
      <TextField label={PORTFOLIO_TEXT.name} required autoComplete="off" {...form.field('name')} />
      <TextField
        label={PORTFOLIO_TEXT.area}
        optional
        placeholder={PORTFOLIO_TEXT.areaPlaceholder}
        autoComplete="off"
        {...form.field('area')}
      />
      <TextField
        label={PORTFOLIO_TEXT.rent}
        hint={PORTFOLIO_TEXT.rentHint}
        type="number"
        inputMode="decimal"
        min={1}
        step={0.01}
        required
        {...form.field('rentAmount')}
      />
    </FormModal>
  );
}
