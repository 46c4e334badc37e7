import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { errorText } from "~/lib/forms/error-text";
import type { FormMessages } from "~/lib/forms/submission";

/** Why a checkout field cannot be accepted; the page shows the message in the visitor's language. */
export type FieldErrorCode =
  | "required"
  | "name"
  | "email"
  | "phone"
  | "tckn"
  | "passport"
  | "birthDate"
  | "tooYoung"
  | "vkn"
  | "address"
  | "postalCode"
  | "card"
  | "expiry"
  | "expired"
  | "cvc"
  | "agreements"
  | "campaign"
  // Flight passengers: the age for the type booked, the passport's validity, the title.
  | "adultAge"
  | "studentAge"
  | "childAge"
  | "infantAge"
  | "passportExpiry"
  | "title"
  // Registered passengers (account): a passport that is no longer valid today.
  | "passportExpired";

/** The first error of each field, by the form's field name. */
export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export const FIELD_ERROR_MESSAGES: FormMessages<FieldErrorCode> = {
  required: msg`Please fill in this field.`,
  name: msg`Please use letters only, as written in the identity document.`,
  email: msg`Please enter a valid e-mail address, e.g. name@example.com.`,
  phone: msg`Please enter a valid mobile number.`,
  tckn: msg`This T.C. identity number is not valid. Please check the 11 digits.`,
  passport: msg`Please enter the passport number: 5 to 12 letters and digits.`,
  birthDate: msg`Please enter a valid date of birth.`,
  tooYoung: msg`The driver is younger than this car's minimum age on the pickup day.`,
  vkn: msg`This tax number is not valid. Please check the 10 digits.`,
  address: msg`Please enter the full address.`,
  postalCode: msg`A postal code has 5 digits.`,
  card: msg`This card number is not valid.`,
  expiry: msg`Please enter the expiry date as MM/YY.`,
  expired: msg`This card has expired.`,
  cvc: msg`Please enter the security code from the back of the card (4 digits on the front for American Express).`,
  agreements: msg`Please read and accept the pre-information form and the distance sales contract.`,
  campaign: msg`This campaign code does not exist or does not apply to this booking.`,
  adultAge: msg`An adult passenger must be 12 or older on the day of the last flight.`,
  studentAge: msg`A student passenger must be 12 to 24 years old on the day of the last flight.`,
  childAge: msg`A child passenger must be 2 to 11 years old on the day of the last flight.`,
  infantAge: msg`An infant must be under 2 on the day of the last flight.`,
  passportExpiry: msg`The passport must still be valid after the last flight.`,
  title: msg`Please choose the title as on the passport or identity card.`,
  passportExpired: msg`This passport has expired. Please enter the details of a valid passport.`,
};

export function fieldErrorMessage(i18n: I18n, code: FieldErrorCode): string {
  return errorText(i18n, FIELD_ERROR_MESSAGES, code);
}
