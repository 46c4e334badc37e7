/**
 * Car rental reference data for the embedded Main API: invented rental companies, real car
 * models, the spec's packages and classes, extras. Prices are integer minor units of TRY.
 */

import type { Names } from "../../../shared/names";

/** Spec section 9, in display order. */
export const CAR_CLASSES = ["economy", "mid", "upper", "luxury", "suv", "panelvan", "convertible"] as const;
export type CarClass = (typeof CAR_CLASSES)[number];

export type CarPackage = "goldPackage" | "silverPackage" | "bronzePackage" | "basePackage";

export type DeliveryType = "in-terminal" | "shuttle" | "meet-and-greet" | "office";

export interface PackageSeed {
  readonly code: CarPackage;
  /** Price multiplier on the base daily rate, in permille (1000 = no change). */
  readonly factorPermille: number;
  readonly includes: readonly string[];
  /** Share of the deposit still held, permille: better cover means a smaller deposit. */
  readonly depositPermille: number;
}

export const PACKAGES: readonly PackageSeed[] = [
  {
    code: "basePackage",
    factorPermille: 1000,
    includes: ["third-party-liability", "collision-damage-waiver-with-excess"],
    depositPermille: 1000,
  },
  {
    code: "bronzePackage",
    factorPermille: 1120,
    includes: ["third-party-liability", "collision-damage-waiver-with-excess", "theft-protection"],
    depositPermille: 800,
  },
  {
    code: "silverPackage",
    factorPermille: 1280,
    includes: ["third-party-liability", "collision-damage-waiver", "theft-protection", "glass-and-tyres"],
    depositPermille: 500,
  },
  {
    code: "goldPackage",
    factorPermille: 1450,
    includes: [
      "third-party-liability",
      "collision-damage-waiver",
      "theft-protection",
      "glass-and-tyres",
      "personal-accident",
      "additional-driver",
    ],
    depositPermille: 250,
  },
];

export interface CarModelSeed {
  readonly id: string;
  readonly brand: string;
  readonly model: string;
  readonly carClass: CarClass;
  readonly transmission: "manual" | "automatic";
  readonly fuel: "petrol" | "diesel" | "hybrid" | "electric";
  readonly seatCount: number;
  readonly luggage: number;
  /** Model premium on the class rate, permille. */
  readonly premiumPermille: number;
}

const car = (
  id: string,
  brand: string,
  model: string,
  carClass: CarClass,
  transmission: CarModelSeed["transmission"],
  fuel: CarModelSeed["fuel"],
  seatCount: number,
  luggage: number,
  premiumPermille = 1000,
): CarModelSeed => ({ id, brand, model, carClass, transmission, fuel, seatCount, luggage, premiumPermille });

export const CAR_MODELS: readonly CarModelSeed[] = [
  car("fiat-egea-manual-diesel", "Fiat", "Egea", "economy", "manual", "diesel", 5, 2, 980),
  car("fiat-egea-auto-petrol", "Fiat", "Egea", "economy", "automatic", "petrol", 5, 2, 1040),
  car("renault-clio-manual-petrol", "Renault", "Clio", "economy", "manual", "petrol", 5, 1),
  car("renault-clio-auto-petrol", "Renault", "Clio", "economy", "automatic", "petrol", 5, 1, 1060),
  car("hyundai-i20-auto-petrol", "Hyundai", "i20", "economy", "automatic", "petrol", 5, 1, 1050),
  car("opel-corsa-auto-petrol", "Opel", "Corsa", "economy", "automatic", "petrol", 5, 1, 1070),
  car("dacia-sandero-manual-petrol", "Dacia", "Sandero", "economy", "manual", "petrol", 5, 2, 940),
  car("renault-megane-auto-diesel", "Renault", "Megane", "mid", "automatic", "diesel", 5, 3),
  car("toyota-corolla-auto-hybrid", "Toyota", "Corolla", "mid", "automatic", "hybrid", 5, 3, 1080),
  car("honda-civic-auto-petrol", "Honda", "Civic", "mid", "automatic", "petrol", 5, 3, 1100),
  car("hyundai-elantra-auto-petrol", "Hyundai", "Elantra", "mid", "automatic", "petrol", 5, 3, 1020),
  car("citroen-c4-auto-diesel", "Citroën", "C4", "mid", "automatic", "diesel", 5, 3, 1010),
  car("volkswagen-passat-auto-diesel", "Volkswagen", "Passat", "upper", "automatic", "diesel", 5, 4),
  car("skoda-superb-auto-diesel", "Škoda", "Superb", "upper", "automatic", "diesel", 5, 4, 980),
  car("toyota-camry-auto-hybrid", "Toyota", "Camry", "upper", "automatic", "hybrid", 5, 4, 1060),
  car("bmw-520i-auto-petrol", "BMW", "520i", "luxury", "automatic", "petrol", 5, 4),
  car("mercedes-e200-auto-petrol", "Mercedes-Benz", "E 200", "luxury", "automatic", "petrol", 5, 4, 1050),
  car("audi-a6-auto-diesel", "Audi", "A6", "luxury", "automatic", "diesel", 5, 4, 1020),
  car("volvo-s90-auto-hybrid", "Volvo", "S90", "luxury", "automatic", "hybrid", 5, 4, 1040),
  car("dacia-duster-manual-diesel", "Dacia", "Duster", "suv", "manual", "diesel", 5, 3, 880),
  car("nissan-qashqai-auto-petrol", "Nissan", "Qashqai", "suv", "automatic", "petrol", 5, 3, 1000),
  car("peugeot-3008-auto-diesel", "Peugeot", "3008", "suv", "automatic", "diesel", 5, 3, 1040),
  car("toyota-chr-auto-hybrid", "Toyota", "C-HR", "suv", "automatic", "hybrid", 5, 2, 1020),
  car("volkswagen-tiguan-auto-diesel", "Volkswagen", "Tiguan", "suv", "automatic", "diesel", 5, 3, 1100),
  car("togg-t10x-auto-electric", "Togg", "T10X", "suv", "automatic", "electric", 5, 3, 1150),
  car("fiat-doblo-manual-diesel", "Fiat", "Doblo", "panelvan", "manual", "diesel", 5, 4, 900),
  car("renault-kangoo-manual-diesel", "Renault", "Kangoo", "panelvan", "manual", "diesel", 5, 4, 920),
  car("ford-tourneo-custom-auto-diesel", "Ford", "Tourneo Custom", "panelvan", "automatic", "diesel", 8, 6, 1250),
  car("mercedes-vito-auto-diesel", "Mercedes-Benz", "Vito", "panelvan", "automatic", "diesel", 9, 6, 1400),
  car("mini-cooper-cabrio-auto-petrol", "MINI", "Cooper Cabrio", "convertible", "automatic", "petrol", 4, 1),
  car("bmw-420i-cabrio-auto-petrol", "BMW", "420i Cabrio", "convertible", "automatic", "petrol", 4, 2, 1250),
  car("fiat-500c-auto-petrol", "Fiat", "500C", "convertible", "automatic", "petrol", 4, 1, 820),
];

/** Base daily rate per class in the low season, TRY minor units. */
export const CLASS_BASE_DAILY_RATE: Record<CarClass, number> = {
  economy: 95_000,
  mid: 135_000,
  upper: 190_000,
  luxury: 420_000,
  suv: 185_000,
  panelvan: 210_000,
  convertible: 360_000,
};

/** Deposit per class, TRY minor units, before the package's reduction. */
export const CLASS_DEPOSIT: Record<CarClass, number> = {
  economy: 750_000,
  mid: 1_000_000,
  upper: 1_500_000,
  luxury: 4_000_000,
  suv: 1_500_000,
  panelvan: 1_500_000,
  convertible: 3_000_000,
};

/** Minimum driver age per class (suppliers may ask for more). */
export const CLASS_MIN_AGE: Record<CarClass, number> = {
  economy: 21,
  mid: 21,
  upper: 23,
  luxury: 27,
  suv: 23,
  panelvan: 23,
  convertible: 25,
};

export interface SupplierSeed {
  readonly id: string;
  readonly name: string;
  /** Logo colour; the SVG logo is generated from name and colour. */
  readonly colour: string;
  readonly rating: number;
  readonly ratingParticipants: number;
  /** Price level against the market, permille. */
  readonly priceLevelPermille: number;
  readonly minLicenceYears: number;
  /** Drivers younger than this pay the young-driver fee. */
  readonly youngDriverAge: number;
  readonly youngDriverFeePerDay: number;
  readonly oneWay: boolean;
  /** One-way fee: fixed part plus per started 100 km, TRY minor units. */
  readonly oneWayBaseFee: number;
  readonly oneWayFeePer100Km: number;
  /** Range limit per day in km; null means unlimited. */
  readonly dailyRangeKm: number | null;
  readonly packages: readonly CarPackage[];
  /** Share of the locations (airports and city centres) the company is present at, permille. */
  readonly coveragePermille: number;
  readonly deliveryTypes: readonly DeliveryType[];
  /** Classes for which the company asks for a Turkish credit report (findeks). */
  readonly creditReportClasses: readonly CarClass[];
  /** Free cancellation until this many hours before pickup; after that the late fee applies. */
  readonly freeCancelHours: number;
  /** Late cancellation fee, permille of the rental total (no cancellation after pickup). */
  readonly lateCancelFeePermille: number;
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    id: "anadolu-rent",
    name: "Anadolu Rent",
    colour: "#c8102e",
    rating: 4.6,
    ratingParticipants: 2140,
    priceLevelPermille: 1000,
    minLicenceYears: 1,
    youngDriverAge: 25,
    youngDriverFeePerDay: 15_000,
    oneWay: true,
    oneWayBaseFee: 150_000,
    oneWayFeePer100Km: 40_000,
    dailyRangeKm: null,
    packages: ["basePackage", "silverPackage", "goldPackage"],
    coveragePermille: 900,
    deliveryTypes: ["in-terminal", "office"],
    creditReportClasses: ["luxury"],
    freeCancelHours: 24,
    lateCancelFeePermille: 250,
  },
  {
    id: "ege-oto-kiralama",
    name: "Ege Oto Kiralama",
    colour: "#0077b6",
    rating: 4.4,
    ratingParticipants: 860,
    priceLevelPermille: 930,
    minLicenceYears: 2,
    youngDriverAge: 25,
    youngDriverFeePerDay: 12_000,
    oneWay: true,
    oneWayBaseFee: 120_000,
    oneWayFeePer100Km: 35_000,
    dailyRangeKm: 400,
    packages: ["basePackage", "bronzePackage", "silverPackage"],
    coveragePermille: 450,
    deliveryTypes: ["meet-and-greet", "office"],
    creditReportClasses: [],
    freeCancelHours: 48,
    lateCancelFeePermille: 300,
  },
  {
    id: "bosphorus-cars",
    name: "Bosphorus Cars",
    colour: "#1d3557",
    rating: 4.2,
    ratingParticipants: 1320,
    priceLevelPermille: 970,
    minLicenceYears: 1,
    youngDriverAge: 24,
    youngDriverFeePerDay: 14_000,
    oneWay: false,
    oneWayBaseFee: 0,
    oneWayFeePer100Km: 0,
    dailyRangeKm: 300,
    packages: ["basePackage", "bronzePackage"],
    coveragePermille: 500,
    deliveryTypes: ["shuttle", "office"],
    creditReportClasses: [],
    freeCancelHours: 72,
    lateCancelFeePermille: 200,
  },
  {
    id: "akdeniz-arac",
    name: "Akdeniz Araç",
    colour: "#f4a261",
    rating: 4.7,
    ratingParticipants: 540,
    priceLevelPermille: 1050,
    minLicenceYears: 2,
    youngDriverAge: 25,
    youngDriverFeePerDay: 18_000,
    oneWay: true,
    oneWayBaseFee: 200_000,
    oneWayFeePer100Km: 45_000,
    dailyRangeKm: null,
    packages: ["basePackage", "silverPackage", "goldPackage"],
    coveragePermille: 400,
    deliveryTypes: ["meet-and-greet", "in-terminal"],
    creditReportClasses: ["luxury", "convertible"],
    freeCancelHours: 24,
    lateCancelFeePermille: 500,
  },
  {
    id: "kapadokya-rent-a-car",
    name: "Kapadokya Rent a Car",
    colour: "#9c6644",
    rating: 4.3,
    ratingParticipants: 410,
    priceLevelPermille: 900,
    minLicenceYears: 1,
    youngDriverAge: 23,
    youngDriverFeePerDay: 10_000,
    oneWay: false,
    oneWayBaseFee: 0,
    oneWayFeePer100Km: 0,
    dailyRangeKm: 250,
    packages: ["basePackage", "bronzePackage"],
    coveragePermille: 350,
    deliveryTypes: ["office", "shuttle"],
    creditReportClasses: [],
    freeCancelHours: 48,
    lateCancelFeePermille: 250,
  },
  {
    id: "karadeniz-oto",
    name: "Karadeniz Oto",
    colour: "#2a9d8f",
    rating: 4.1,
    ratingParticipants: 380,
    priceLevelPermille: 880,
    minLicenceYears: 2,
    youngDriverAge: 25,
    youngDriverFeePerDay: 11_000,
    oneWay: true,
    oneWayBaseFee: 100_000,
    oneWayFeePer100Km: 30_000,
    dailyRangeKm: 350,
    packages: ["basePackage", "bronzePackage", "silverPackage"],
    coveragePermille: 350,
    deliveryTypes: ["office", "meet-and-greet"],
    creditReportClasses: [],
    freeCancelHours: 12,
    lateCancelFeePermille: 400,
  },
  {
    id: "marmara-filo",
    name: "Marmara Filo",
    colour: "#457b9d",
    rating: 4.5,
    ratingParticipants: 1780,
    priceLevelPermille: 1020,
    minLicenceYears: 1,
    youngDriverAge: 25,
    youngDriverFeePerDay: 16_000,
    oneWay: true,
    oneWayBaseFee: 160_000,
    oneWayFeePer100Km: 38_000,
    dailyRangeKm: null,
    packages: ["basePackage", "bronzePackage", "silverPackage", "goldPackage"],
    coveragePermille: 700,
    deliveryTypes: ["in-terminal", "office"],
    creditReportClasses: ["luxury"],
    freeCancelHours: 48,
    lateCancelFeePermille: 200,
  },
  {
    id: "lykia-car-rental",
    name: "Lykia Car Rental",
    colour: "#e76f51",
    rating: 4.8,
    ratingParticipants: 290,
    priceLevelPermille: 1080,
    minLicenceYears: 2,
    youngDriverAge: 26,
    youngDriverFeePerDay: 20_000,
    oneWay: false,
    oneWayBaseFee: 0,
    oneWayFeePer100Km: 0,
    dailyRangeKm: null,
    packages: ["silverPackage", "goldPackage"],
    coveragePermille: 250,
    deliveryTypes: ["meet-and-greet"],
    creditReportClasses: ["luxury", "convertible"],
    freeCancelHours: 24,
    lateCancelFeePermille: 300,
  },
  {
    id: "hitit-oto",
    name: "Hitit Oto",
    colour: "#6a4c93",
    rating: 4.0,
    ratingParticipants: 620,
    priceLevelPermille: 860,
    minLicenceYears: 1,
    youngDriverAge: 23,
    youngDriverFeePerDay: 9_000,
    oneWay: true,
    oneWayBaseFee: 90_000,
    oneWayFeePer100Km: 28_000,
    dailyRangeKm: 300,
    packages: ["basePackage"],
    coveragePermille: 500,
    deliveryTypes: ["office", "shuttle"],
    creditReportClasses: [],
    freeCancelHours: 72,
    lateCancelFeePermille: 350,
  },
  {
    id: "yildiz-rent",
    name: "Yıldız Rent",
    colour: "#ffb703",
    rating: 4.4,
    ratingParticipants: 970,
    priceLevelPermille: 950,
    minLicenceYears: 1,
    youngDriverAge: 25,
    youngDriverFeePerDay: 13_000,
    oneWay: true,
    oneWayBaseFee: 130_000,
    oneWayFeePer100Km: 36_000,
    dailyRangeKm: 500,
    packages: ["basePackage", "bronzePackage", "goldPackage"],
    coveragePermille: 600,
    deliveryTypes: ["in-terminal", "shuttle"],
    creditReportClasses: [],
    freeCancelHours: 24,
    lateCancelFeePermille: 250,
  },
  {
    id: "mavi-yol",
    name: "Mavi Yol",
    colour: "#219ebc",
    rating: 3.9,
    ratingParticipants: 450,
    priceLevelPermille: 840,
    minLicenceYears: 1,
    youngDriverAge: 22,
    youngDriverFeePerDay: 8_000,
    oneWay: false,
    oneWayBaseFee: 0,
    oneWayFeePer100Km: 0,
    dailyRangeKm: 250,
    packages: ["basePackage", "bronzePackage"],
    coveragePermille: 400,
    deliveryTypes: ["shuttle", "office"],
    creditReportClasses: [],
    freeCancelHours: 48,
    lateCancelFeePermille: 300,
  },
  {
    id: "premium-drive",
    name: "Premium Drive",
    colour: "#111111",
    rating: 4.9,
    ratingParticipants: 210,
    priceLevelPermille: 1250,
    minLicenceYears: 3,
    youngDriverAge: 27,
    youngDriverFeePerDay: 30_000,
    oneWay: true,
    oneWayBaseFee: 300_000,
    oneWayFeePer100Km: 60_000,
    dailyRangeKm: null,
    packages: ["silverPackage", "goldPackage"],
    coveragePermille: 200,
    deliveryTypes: ["meet-and-greet", "in-terminal"],
    creditReportClasses: ["luxury", "convertible", "upper"],
    freeCancelHours: 96,
    lateCancelFeePermille: 500,
  },
];

export interface ExtraSeed {
  readonly code: string;
  readonly name: Names;
  readonly pricing: "per_day" | "per_rental";
  readonly price: number;
  readonly maxQuantity: number;
  /** Per-rental cap for per-day extras, TRY minor units (0 = none). */
  readonly cap: number;
}

export const EXTRAS: readonly ExtraSeed[] = [
  {
    code: "additional-driver",
    name: {
      tr: "Ek sürücü",
      en: "Additional driver",
      de: "Zusatzfahrer",
      es: "Conductor adicional",
      fr: "Conducteur supplémentaire",
      it: "Guidatore aggiuntivo",
      pt: "Condutor adicional",
      nl: "Extra bestuurder",
      ru: "Дополнительный водитель",
      ja: "追加ドライバー",
      zh: "附加驾驶员",
      ko: "추가 운전자",
      hi: "अतिरिक्त ड्राइवर",
      ar: "سائق إضافي",
    },
    pricing: "per_day",
    price: 15_000,
    maxQuantity: 2,
    cap: 150_000,
  },
  {
    code: "child-seat",
    name: {
      tr: "Çocuk koltuğu",
      en: "Child seat",
      de: "Kindersitz",
      es: "Silla infantil",
      fr: "Siège enfant",
      it: "Seggiolino per bambini",
      pt: "Cadeira para criança",
      nl: "Kinderzitje",
      ru: "Детское кресло",
      ja: "チャイルドシート",
      zh: "儿童座椅",
      ko: "어린이 카시트",
      hi: "चाइल्ड सीट",
      ar: "مقعد أطفال",
    },
    pricing: "per_day",
    price: 12_000,
    maxQuantity: 3,
    cap: 100_000,
  },
  {
    code: "baby-seat",
    name: {
      tr: "Bebek koltuğu",
      en: "Baby seat",
      de: "Babyschale",
      es: "Silla para bebé",
      fr: "Siège bébé",
      it: "Seggiolino per neonati",
      pt: "Cadeira para bebé",
      nl: "Babyzitje",
      ru: "Автолюлька",
      ja: "ベビーシート",
      zh: "婴儿座椅",
      ko: "유아용 카시트",
      hi: "बेबी सीट",
      ar: "مقعد رضيع",
    },
    pricing: "per_day",
    price: 12_000,
    maxQuantity: 2,
    cap: 100_000,
  },
  {
    code: "booster-seat",
    name: {
      tr: "Yükseltici koltuk",
      en: "Booster seat",
      de: "Sitzerhöhung",
      es: "Elevador",
      fr: "Rehausseur",
      it: "Rialzo",
      pt: "Assento elevatório",
      nl: "Zitverhoger",
      ru: "Бустер",
      ja: "ジュニアシート",
      zh: "增高座椅",
      ko: "부스터 시트",
      hi: "बूस्टर सीट",
      ar: "مقعد معزز",
    },
    pricing: "per_day",
    price: 8_000,
    maxQuantity: 3,
    cap: 70_000,
  },
  {
    code: "navigation",
    name: {
      tr: "Navigasyon cihazı",
      en: "Navigation device",
      de: "Navigationsgerät",
      es: "Navegador GPS",
      fr: "GPS",
      it: "Navigatore",
      pt: "GPS",
      nl: "Navigatiesysteem",
      ru: "Навигатор",
      ja: "カーナビ",
      zh: "导航仪",
      ko: "내비게이션",
      hi: "नेविगेशन डिवाइस",
      ar: "جهاز ملاحة",
    },
    pricing: "per_day",
    price: 10_000,
    maxQuantity: 1,
    cap: 80_000,
  },
  {
    code: "full-protection",
    name: {
      tr: "Tam koruma",
      en: "Full protection",
      de: "Vollschutz",
      es: "Protección total",
      fr: "Protection intégrale",
      it: "Protezione completa",
      pt: "Proteção total",
      nl: "Volledige bescherming",
      ru: "Полная защита",
      ja: "フルプロテクション",
      zh: "全面保障",
      ko: "완전 보장",
      hi: "पूर्ण सुरक्षा",
      ar: "حماية كاملة",
    },
    pricing: "per_day",
    price: 35_000,
    maxQuantity: 1,
    cap: 0,
  },
  {
    code: "winter-tyres",
    name: {
      tr: "Kış lastiği",
      en: "Winter tyres",
      de: "Winterreifen",
      es: "Neumáticos de invierno",
      fr: "Pneus hiver",
      it: "Pneumatici invernali",
      pt: "Pneus de inverno",
      nl: "Winterbanden",
      ru: "Зимние шины",
      ja: "スタッドレスタイヤ",
      zh: "冬季轮胎",
      ko: "겨울용 타이어",
      hi: "सर्दियों के टायर",
      ar: "إطارات شتوية",
    },
    pricing: "per_rental",
    price: 60_000,
    maxQuantity: 1,
    cap: 0,
  },
  {
    code: "snow-chains",
    name: {
      tr: "Kar zinciri",
      en: "Snow chains",
      de: "Schneeketten",
      es: "Cadenas para nieve",
      fr: "Chaînes à neige",
      it: "Catene da neve",
      pt: "Correntes de neve",
      nl: "Sneeuwkettingen",
      ru: "Цепи противоскольжения",
      ja: "タイヤチェーン",
      zh: "防滑链",
      ko: "스노체인",
      hi: "स्नो चेन",
      ar: "سلاسل الثلج",
    },
    pricing: "per_rental",
    price: 40_000,
    maxQuantity: 1,
    cap: 0,
  },
  {
    code: "hgs",
    name: {
      tr: "HGS köprü ve otoyol geçişi",
      en: "HGS toll pass",
      de: "HGS-Mautkarte für Brücken und Autobahnen",
      es: "Pase de peaje HGS",
      fr: "Badge de péage HGS",
      it: "Pass pedaggi HGS",
      pt: "Passe de portagens HGS",
      nl: "HGS-tolpas",
      ru: "Транспондер HGS для оплаты платных дорог",
      ja: "HGS有料道路パス",
      zh: "HGS过路费通行卡",
      ko: "HGS 통행료 패스",
      hi: "HGS टोल पास",
      ar: "بطاقة رسوم الطرق HGS",
    },
    pricing: "per_rental",
    price: 25_000,
    maxQuantity: 1,
    cap: 0,
  },
];

/** Season multipliers by month (1 = January), permille: Turkish summer coast demand. */
export const SEASON_PERMILLE_BY_MONTH = [900, 900, 950, 1000, 1100, 1300, 1500, 1500, 1250, 1050, 950, 1000] as const;

/** Discount by rental length: the first row whose minimum the rental reaches applies. */
export const LENGTH_DISCOUNTS: readonly { readonly minDays: number; readonly factorPermille: number }[] = [
  { minDays: 30, factorPermille: 650 },
  { minDays: 14, factorPermille: 750 },
  { minDays: 7, factorPermille: 850 },
  { minDays: 3, factorPermille: 950 },
  { minDays: 1, factorPermille: 1000 },
];

/** Exchange rates: TRY per one unit of each currency, in micro-TRY, fixed for reproducibility. */
export const EXCHANGE_RATES_MICRO_TRY: Record<"TRY" | "EUR" | "USD" | "GBP", number> = {
  TRY: 1_000_000,
  EUR: 48_730_000,
  USD: 42_150_000,
  GBP: 55_420_000,
};

/** Service fee added to every car offer: permille of the rental price, with a floor. */
export const SERVICE_FEE_PERMILLE = 50;
export const SERVICE_FEE_MIN = 5_000;
