import { type FieldError, UNIT_MSG, ZUnitImportRequest } from '@safestay/contracts';
import { useState } from 'react';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { UI_TEXT } from '../../components/ui/texts';
import { runAction } from '../../lib/action';
import { ApiError, errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useImportUnits } from './api';
import { UNIT_TEXT } from './texts';

const EXAMPLE = 'code,label,rent,deposit\nA1,Ground floor,15000,15000\nA2,"2nd floor, bedsitter",9000,9000';

/** Units from CSV text (pasted, or read from a file): all lines or none, each bad line named. */
export function ImportUnitsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(ZUnitImportRequest, { csv: '' });
  const importUnits = useImportUnits();
  const [problems, setProblems] = useState<FieldError[]>([]);

  const close = () => {
    form.reset({ csv: '' });
    setProblems([]);
    onClose();
  };

  const onSubmit = form.submit(async ({ csv }) => {
    setProblems([]);
    // A refusal is said under the text, with each bad line named.
    const outcome = await runAction(() => importUnits.mutateAsync(csv), {
      placed: (error) => {
        form.setError('csv', { message: errorText(error, UNIT_MSG.unitsImportFailed) });
        if (error instanceof ApiError && error.errors) setProblems(error.errors);
        return true;
      },
    });
    if (outcome.ok) close();
  });

  const readFile = async (file: File | undefined) => {
    if (file) form.setValue('csv', await file.text(), { shouldValidate: true });
  };

  return (
    <FormModal
      open={open}
      title={UNIT_TEXT.importTitle}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={UNIT_TEXT.import}
      submitting={importUnits.isPending}
    >
      <p className="text-sm text-gray-600">{UNIT_TEXT.importHow}</p>
      <label className="block text-sm font-medium text-gray-700">
        {UNIT_TEXT.csvFile} <span className="font-normal text-gray-500">{UI_TEXT.optional}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="mt-1.5 block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:text-emerald-800"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
      </label>
      <TextAreaField
        label={UNIT_TEXT.title}
        rows={7}
        placeholder={EXAMPLE}
        className="font-mono"
        {...form.field('csv')}
      />
      {problems.length > 0 ? (
        <ul aria-label={UNIT_TEXT.linesToFix} className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problems.map((p) => (
            <li key={p.field}>{p.message}</li>
          ))}
        </ul>
      ) : null}
    </FormModal>
  );
}
