import { CLAIM_METHODS, MAX_REFERENCE, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@safestay/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { PAY_FORM_TEXT, PAY_TEXT } from './texts';

type PaymentField = 'amount' | 'method' | 'reference' | 'receivedAt';
export type FieldOf = (name: PaymentField) => UseFormRegisterReturn & { value: string; error?: string };

/** Amount, method, reference and date: the same four fields for a record and for a claim. */
export function PaymentFields({
  field,
  method,
  dateLabel,
  onMethodChange,
  methods = CLAIM_METHODS,
}: {
  field: FieldOf;
  method: PaymentMethod;
  /** After the method changed (the reference's rule changes with it). */
  onMethodChange: () => void;
  /** "Date paid" for a tenant's claim. */
  dateLabel?: string;
  /** The methods offered: a tenant's claim never offers tax withheld (the owner records it). */
  methods?: readonly PaymentMethod[];
}) {
  const mpesa = method === 'mpesa';
  const methodField = field('method');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={PAY_FORM_TEXT.amount}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          required
          {...field('amount')}
        />
        <SelectField
          label={PAY_FORM_TEXT.method}
          required
          {...methodField}
          onChange={async (event) => {
            await methodField.onChange(event);
            onMethodChange();
          }}
        >
          {methods.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={PAY_FORM_TEXT.reference}
        optional={!mpesa && method !== 'withholding'}
        required={mpesa || method === 'withholding'}
        hint={mpesa ? PAY_TEXT.mpesaHint : method === 'withholding' ? PAY_TEXT.certificateHint : PAY_TEXT.referenceHint}
        limit={MAX_REFERENCE}
        autoCapitalize={mpesa ? 'characters' : undefined}
        autoComplete="off"
        spellCheck={false}
        className={mpesa ? 'uppercase placeholder:normal-case' : ''}
        placeholder={mpesa ? 'NLJ7RT61SV' : undefined}
        {...field('reference')}
      />
      <DateField label={dateLabel ?? PAY_FORM_TEXT.dateReceived} required {...field('receivedAt')} />
    </>
  );
}
