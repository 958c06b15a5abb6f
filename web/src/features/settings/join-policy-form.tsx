import { type Apartment, type JoinPolicy, MAX_AREA, ZUpdateApartmentRequest } from '@safestay/contracts';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useUpdateApartment } from './api';
import { JOIN_POLICY_LABELS, SETTINGS_TEXT } from './texts';

const POLICIES: { value: JoinPolicy; text: () => string }[] = [
  { value: 'approval', text: () => SETTINGS_TEXT.approvalText },
  { value: 'invite_only', text: () => SETTINGS_TEXT.inviteOnlyText },
  { value: 'open', text: () => SETTINGS_TEXT.openText },
];

/** Who may join the building, and the area people choosing a building read beside its name. */
export function JoinPolicyForm({ apartment }: { apartment: Apartment }) {
  const form = useSchemaForm(ZUpdateApartmentRequest, {
    joinPolicy: apartment.joinPolicy,
    area: apartment.area ?? '',
  });
  const update = useUpdateApartment();
  const id = useId();

  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => update.mutateAsync(body));
    if (outcome.ok) {
      const { apartment } = outcome.result;
      form.reset({ joinPolicy: apartment.joinPolicy, area: apartment.area ?? '' });
    }
  });

  return (
    <Card className="p-5">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <fieldset>
          <legend className="text-base font-semibold text-gray-900">{SETTINGS_TEXT.whoMayJoin}</legend>
          <div className="mt-3 space-y-2">
            {POLICIES.map((policy) => (
              <label
                key={policy.value}
                className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-emerald-600 has-checked:bg-emerald-50"
              >
                <input
                  type="radio"
                  value={policy.value}
                  aria-labelledby={`${id}-${policy.value}`}
                  aria-describedby={`${id}-${policy.value}-text`}
                  className="mt-0.5 size-4 shrink-0 accent-emerald-700"
                  {...form.register('joinPolicy')}
                />
                <span>
                  <span id={`${id}-${policy.value}`} className="block text-sm font-medium text-gray-900">
                    {JOIN_POLICY_LABELS[policy.value]}
                  </span>
                  <span id={`${id}-${policy.value}-text`} className="block text-sm text-gray-600">
                    {policy.text()}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={SETTINGS_TEXT.area}
          optional
          placeholder={SETTINGS_TEXT.areaPlaceholder}
          hint={SETTINGS_TEXT.areaHint}
          limit={MAX_AREA}
          {...form.field('area')}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            {SETTINGS_TEXT.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
