import type { Translation } from '../i18n';
import type { PORTFOLIO_MSG } from '../portfolio';

export const PORTFOLIO_MSG_SW: Translation<typeof PORTFOLIO_MSG> = {
  apartmentCreated: (name) => `${name} imeongezwa. Ibadilishe kutoka juu ya skrini.`,
  badApartmentHeader: 'Kichwa X-Apartment-Id lazima kiwe kitambulisho cha jengo.',
  notYourApartment: 'Huwezi kushughulikia jengo hilo.',
  noLongerMember: 'Wewe si mmoja wa wahudumu wa jengo hili tena. Muulize mwenye jengo, au badilisha jengo.',
  onlyOwnerPortfolio: 'Ni mwenye jengo pekee anayeona majengo yote.',
  onlyLandlordNewApartment: 'Ni wenye nyumba pekee wanaoweza kuongeza jengo.',
  defaultApartmentSaved: 'Jengo hili litafunguka kwanza kuanzia sasa.',
};
