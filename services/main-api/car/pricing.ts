/**
 * Car offer pricing, a pure function of inventory data: daily rate = class rate × season ×
 * rental length × company price level × model premium × package, rounded to whole lira; then
 * days, young-driver fee, one-way fee, campaign discount and the service fee. All amounts are TRY
 * minor units until converted, component by component, so every breakdown adds up in every
 * currency.
 */
import { applyPermille, convertFromTry } from "../shared/money";

export interface PricingInput {
  readonly baseDailyRate: number;
  readonly seasonPermille: number;
  readonly lengthPermille: number;
  readonly priceLevelPermille: number;
  readonly modelPremiumPermille: number;
  readonly packagePermille: number;
  readonly days: number;
  readonly youngDriverFeePerDay: number;
  readonly youngDriver: boolean;
  /** Zero for a round trip. */
  readonly oneWayFee: number;
  /** Zero without an applicable campaign. */
  readonly campaignDiscountPermille: number;
  readonly serviceFeePermille: number;
  readonly serviceFeeMinimum: number;
}

export interface PriceBreakdown {
  readonly dailyRate: number;
  readonly rental: number;
  readonly youngDriverFee: number;
  readonly oneWayFee: number;
  readonly campaignDiscount: number;
  readonly serviceFee: number;
  /** rental + youngDriverFee + oneWayFee − campaignDiscount + serviceFee */
  readonly total: number;
}

/** Rounds to whole lira (100 minor units), as rental companies quote daily rates. */
const toWholeLira = (amount: number) => Math.round(amount / 100) * 100;

export function priceInTry(input: PricingInput): PriceBreakdown {
  let daily = input.baseDailyRate;
  for (const factor of [
    input.seasonPermille,
    input.lengthPermille,
    input.priceLevelPermille,
    input.modelPremiumPermille,
    input.packagePermille,
  ]) {
    daily = applyPermille(daily, factor);
  }
  const dailyRate = toWholeLira(daily);
  const rental = dailyRate * input.days;
  const youngDriverFee = input.youngDriver ? input.youngDriverFeePerDay * input.days : 0;
  const campaignDiscount = applyPermille(rental, input.campaignDiscountPermille);
  const beforeFee = rental + youngDriverFee + input.oneWayFee - campaignDiscount;
  const serviceFee = Math.max(input.serviceFeeMinimum, applyPermille(beforeFee, input.serviceFeePermille));
  return {
    dailyRate,
    rental,
    youngDriverFee,
    oneWayFee: input.oneWayFee,
    campaignDiscount,
    serviceFee,
    total: beforeFee + serviceFee,
  };
}

/**
 * The same breakdown in another currency: the daily rate is converted and multiplied by the days
 * (so rental = daily rate × days holds in every currency), the other parts are converted once,
 * and the total is the sum of the converted parts.
 */
export function convertBreakdown(breakdown: PriceBreakdown, microTryPerUnit: number, days: number): PriceBreakdown {
  const convert = (amount: number) => convertFromTry(amount, microTryPerUnit);
  const dailyRate = convert(breakdown.dailyRate);
  const rental = dailyRate * days;
  const youngDriverFee = convert(breakdown.youngDriverFee);
  const oneWayFee = convert(breakdown.oneWayFee);
  const campaignDiscount = convert(breakdown.campaignDiscount);
  const serviceFee = convert(breakdown.serviceFee);
  return {
    dailyRate,
    rental,
    youngDriverFee,
    oneWayFee,
    campaignDiscount,
    serviceFee,
    total: rental + youngDriverFee + oneWayFee - campaignDiscount + serviceFee,
  };
}

/** One-way fee: a fixed part plus a charge per started 100 km between the two offices. */
export function oneWayFee(baseFee: number, feePer100Km: number, distanceKm: number): number {
  return baseFee + feePer100Km * Math.ceil(distanceKm / 100);
}

/** Rental days: every started 24 hours after a 59-minute grace period; at least one. */
export function rentalDays(minutes: number): number {
  return Math.max(1, Math.ceil((minutes - 59) / 1440));
}
