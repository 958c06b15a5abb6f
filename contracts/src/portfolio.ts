import './zod-config';
import { z } from 'zod';
import { fieldText, kesText, moneyKes, refuseHiddenCharacters } from './common';
import { MAX_AREA, MAX_NAME, MEMBER_ROLES } from './constants';
import { catalogue } from './i18n';

export const ZMemberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof ZMemberRole>;

/** `POST /apartments`: another building of the signed-in landlord. */
export const ZCreateApartmentRequest = z.object({
  name: fieldText('Apartment name', MAX_NAME).superRefine(refuseHiddenCharacters('Apartment name')),
  area: fieldText('Area', MAX_AREA).superRefine(refuseHiddenCharacters('Area')).optional(),
  rentAmount: moneyKes('Rent', 10_000_000),
});
export type CreateApartmentRequest = z.input<typeof ZCreateApartmentRequest>;

/** The add-a-building form: text as typed, an empty area left out, the rent as shillings text. */
export const ZCreateApartmentForm = ZCreateApartmentRequest.extend({
  area: z.preprocess((v) => (v === '' ? undefined : v), ZCreateApartmentRequest.shape.area),
  rentAmount: kesText('Rent', 10_000_000),
});

/** A building the caller may act on, and as what. */
export const ZOwnedApartment = z.object({
  _id: z.string(),
  name: z.string(),
  area: z.string().nullable(),
  role: ZMemberRole.exclude(['tenant']),
  /** Houses in use (not deactivated), and how many of them have an active tenancy. */
  units: z.number().int(),
  occupied: z.number().int(),
});
export type OwnedApartment = z.infer<typeof ZOwnedApartment>;
export const ZOwnedApartmentsResponse = z.array(ZOwnedApartment);

/** One building's line of the portfolio, and the totals: KES, this month in Nairobi. */
const portfolioFigures = {
  expected: z.number(),
  collected: z.number(),
  /** Still owed on charges due before today. */
  overdue: z.number(),
  /** Still owed on charges due today or later. */
  dueSoon: z.number(),
  /** Tenants' claims waiting to be confirmed. */
  toConfirm: z.number().int(),
};
export const ZPortfolio = z.object({
  month: z.string(),
  totals: z.object(portfolioFigures),
  buildings: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      area: z.string().nullable(),
      units: z.number().int(),
      occupied: z.number().int(),
      ...portfolioFigures,
    }),
  ),
});
export type Portfolio = z.infer<typeof ZPortfolio>;

export const PORTFOLIO_MSG = catalogue('PORTFOLIO_MSG', {
  apartmentCreated: (name: string) => `${name} is added. Switch to it from the top of the screen.`,
  badApartmentHeader: 'The X-Apartment-Id header must be a building id.',
  notYourApartment: 'You cannot act on that building.',
  noLongerMember: 'You are no longer on the team of this building. Ask its owner, or switch building.',
  onlyOwnerPortfolio: 'Only a building owner sees the portfolio.',
  onlyLandlordNewApartment: 'Only landlords can add a building.',
  defaultApartmentSaved: 'This building opens first from now on.',
} as const);
