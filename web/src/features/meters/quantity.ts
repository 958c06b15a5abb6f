import { currentLocale, INTL_TAG, METER_UNIT, type MeterKind } from '@safestay/contracts';

/** "16.5 m³", in the reader's number format. */
export const quantityText = (n: number, kind: MeterKind) =>
  `${n.toLocaleString(INTL_TAG[currentLocale()], { maximumFractionDigits: 3 })} ${METER_UNIT[kind]}`;
