/** A car search three weeks ahead (three days, Antalya airport), as the shop's client sends it. */
export function carSearchBody() {
  const pickup = Date.now() + 21 * 86_400_000;
  const day = (offset: number) => new Date(pickup + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    version: "v3" as const,
    checkInDateTime: `${day(0)}T10:00`,
    checkOutDateTime: `${day(3)}T10:00`,
    age: 35,
    currency: "TRY" as const,
    checkInLocation: { lat: 36.8987, lon: 30.8005 },
  };
}
