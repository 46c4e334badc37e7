/**
 * The company's own identifiers and contact details, shared by the commons single type and the
 * legal texts.
 */

export const LEGAL_IDENTIFIERS = {
  companyTitle: "RotaGo Seyahat ve Teknoloji A.Ş.",
  mersis: "0735012345600015",
  kep: "rotago@hs01.kep.tr",
  tursabLicence: "A-12345",
  iataPartner: true,
};

export const CONTACT = {
  phone: "0850 333 44 55",
  phoneInternational: "+90 850 333 44 55",
  email: { tr: "destek@rotago.com.tr", en: "support@rotago.com" },
  /** The data controller's address for personal-data requests. */
  privacyEmail: "kvkk@rotago.com.tr",
  address: {
    tr: "Büyükdere Cad. No:199, 34394 Şişli/İstanbul",
    en: "Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkiye",
  },
  website: "www.rotago.com.tr",
};
