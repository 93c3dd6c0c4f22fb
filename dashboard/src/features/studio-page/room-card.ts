/** How a room card words a room (spec §3 "Room"): its rent and its address, in the user's language. */
import type { Room } from '@plie/shared';

/** "80,00 zł" / "€25.00": the hourly rent in its currency, or the bare number without one; none without a price. */
export const rentPriceText = (
  room: Pick<Room, 'rentPrice' | 'rentCurrency'>,
  locale: string,
): string | undefined => {
  if (room.rentPrice === undefined) return undefined;
  const format = room.rentCurrency
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: room.rentCurrency })
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return format.format(room.rentPrice);
};

/** "Floriańska 15, 31-019 Kraków, Poland": the street, the postcode and city, the country's name when known. */
export const addressText = (address: Room['address'], countryName: string | undefined): string => {
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.fullAddress, city, countryName ?? address.country].filter(Boolean).join(', ');
};
