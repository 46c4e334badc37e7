/**
 * Rental company pages. Slug, name and rating come from the inventory's suppliers
 * (`services/inventory/data/cars.ts`), so a page matches the company in search results; the
 * conditions list is built from the same data, the introduction is written by hand.
 */
import { type CarPackage, type DeliveryType, SUPPLIERS, type SupplierSeed } from "../../inventory/data/cars";
import { type Document, html, raw, translated } from "./document";

type Language = "tr" | "en";

const DELIVERY: Record<DeliveryType, Record<Language, string>> = {
  "in-terminal": { tr: "terminal içi ofis", en: "in-terminal desk" },
  shuttle: { tr: "ofise ücretsiz servis", en: "free shuttle to the office" },
  "meet-and-greet": { tr: "karşılama ile teslim", en: "meet and greet" },
  office: { tr: "şehir ofisi", en: "city office" },
};

const PACKAGE: Record<CarPackage, Record<Language, string>> = {
  basePackage: { tr: "Temel", en: "Base" },
  bronzePackage: { tr: "Bronz", en: "Bronze" },
  silverPackage: { tr: "Gümüş", en: "Silver" },
  goldPackage: { tr: "Altın", en: "Gold" },
};

const CLASS: Record<string, Record<Language, string>> = {
  economy: { tr: "ekonomik", en: "economy" },
  mid: { tr: "orta", en: "mid-size" },
  upper: { tr: "üst", en: "upper" },
  luxury: { tr: "lüks", en: "luxury" },
  suv: { tr: "SUV", en: "SUV" },
  panelvan: { tr: "panelvan", en: "van" },
  convertible: { tr: "cabrio", en: "convertible" },
};

/** Whole numbers with thousands separators, independent of the runtime's locale data. */
function grouped(value: number, language: Language): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, language === "tr" ? "." : ",");
}

/** TRY minor units as a price label. */
function lira(minor: number, language: Language): string {
  return language === "tr" ? `${grouped(minor / 100, "tr")} TL` : `TRY ${grouped(minor / 100, "en")}`;
}

function conditions(supplier: SupplierSeed, language: Language): string {
  const tr = language === "tr";
  const list = (items: readonly string[]) => items.join(", ");
  const items = [
    tr
      ? `Ehliyet süresi: en az ${supplier.minLicenceYears} yıl`
      : `Licence held for at least ${supplier.minLicenceYears} year${supplier.minLicenceYears > 1 ? "s" : ""}`,
    tr
      ? `${supplier.youngDriverAge} yaşından küçük sürücüler için genç sürücü ücreti: ${lira(supplier.youngDriverFeePerDay, "tr")}/gün`
      : `Young driver fee under ${supplier.youngDriverAge}: ${lira(supplier.youngDriverFeePerDay, "en")} a day`,
    supplier.dailyRangeKm === null
      ? tr
        ? "Sınırsız kilometre"
        : "Unlimited mileage"
      : tr
        ? `Günlük kilometre sınırı: ${grouped(supplier.dailyRangeKm, "tr")} km`
        : `Daily mileage limit: ${grouped(supplier.dailyRangeKm, "en")} km`,
    supplier.oneWay
      ? tr
        ? `Tek yön kiralama: ${lira(supplier.oneWayBaseFee, "tr")} + her 100 km için ${lira(supplier.oneWayFeePer100Km, "tr")}`
        : `One-way rentals: ${lira(supplier.oneWayBaseFee, "en")} plus ${lira(supplier.oneWayFeePer100Km, "en")} per 100 km`
      : tr
        ? "Tek yön kiralama yapılmaz; araç alındığı ofise iade edilir"
        : "No one-way rentals; the car goes back to the office it came from",
    tr
      ? `Teslim şekli: ${list(supplier.deliveryTypes.map((type) => DELIVERY[type].tr))}`
      : `Pickup: ${list(supplier.deliveryTypes.map((type) => DELIVERY[type].en))}`,
    tr
      ? `Güvence paketleri: ${list(supplier.packages.map((code) => PACKAGE[code].tr))}`
      : `Protection packages: ${list(supplier.packages.map((code) => PACKAGE[code].en))}`,
  ];
  if (supplier.creditReportClasses.length > 0) {
    const classes = list(supplier.creditReportClasses.map((code) => CLASS[code]?.[language] ?? code));
    items.push(
      tr ? `Findeks kredi raporu istenen sınıflar: ${classes}` : `Credit report (Findeks) required for: ${classes}`,
    );
  }
  return `<ul>${items.map((item) => html`<li>${item}</li>`).join("")}</ul>`;
}

function ratingLine(supplier: SupplierSeed, language: Language): string {
  return language === "tr"
    ? html`<p>
        RotaGo müşterilerinin puanı:
        <strong>${supplier.rating.toFixed(1).replace(".", ",")} / 5</strong>
        (${grouped(supplier.ratingParticipants, "tr")} değerlendirme).
      </p>`
    : html`<p>
        Rated <strong>${supplier.rating.toFixed(1)} / 5</strong> by RotaGo customers
        (${grouped(supplier.ratingParticipants, "en")} reviews).
      </p>`;
}

/** A company page for an inventory supplier; the intro paragraphs are rich text. */
function company(slug: string, introTr: string, introEn: string): Document {
  const supplier = SUPPLIERS.find((item) => item.id === slug);
  if (!supplier) throw new Error(`companies: no inventory supplier "${slug}"`);
  const description = (language: Language, intro: string) => html`
    ${raw(intro)} ${raw(ratingLine(supplier, language))}
    <h3>${language === "tr" ? "Kiralama koşulları" : "Rental conditions"}</h3>
    ${raw(conditions(supplier, language))}
  `;
  return {
    collection: "companies",
    documentId: `company-${slug}`,
    data: translated(
      { slug, name: supplier.name, logo: `/images/content/suppliers/${slug}.svg`, rating: supplier.rating },
      { description: description("tr", introTr) },
      { description: description("en", introEn) },
    ),
  };
}

export const COMPANIES: readonly Document[] = [
  company(
    "anadolu-rent",
    html`
      <p>
        <strong>Anadolu Rent</strong>, Türkiye'nin en geniş ofis ağına sahip kiralama şirketlerinden biridir. Büyük
        havalimanlarının tamamında terminal içi ofisleriyle, uçaktan iner inmez aracınızı teslim almanızı sağlar.
      </p>
      <p>
        Ekonomik sınıftan lüks sedanlara uzanan geniş filosu, sınırsız kilometre ve tek yön kiralama seçenekleriyle
        özellikle şehirler arası yolculuk yapan iş ve tatil seyahatçilerinin tercihidir.
      </p>
    `,
    html`
      <p>
        <strong>Anadolu Rent</strong> has one of the widest office networks in Türkiye. With in-terminal desks at every
        major airport, you can pick up your car as soon as you land.
      </p>
      <p>
        Its large fleet, from economy cars to luxury saloons, with unlimited mileage and one-way rentals, makes it a
        favourite of business and holiday travellers driving between cities.
      </p>
    `,
  ),
  company(
    "ege-oto-kiralama",
    html`
      <p>
        <strong>Ege Oto Kiralama</strong>, Ege kıyılarında doğmuş, güler yüzlü hizmetiyle tanınan bir aile şirketidir.
        Havalimanında sizi isminizin yazılı olduğu tabelayla karşılar ve aracı otoparkta teslim eder.
      </p>
      <p>
        Çeşme, Alaçatı, Kuşadası ve Bodrum rotaları için bakımlı, yakıt tasarruflu araçlar sunar; günlük kilometre
        sınırı çoğu tatil programı için fazlasıyla yeterlidir.
      </p>
    `,
    html`
      <p>
        <strong>Ege Oto Kiralama</strong> is a family company from the Aegean coast, known for its friendly service.
        Staff meet you at the airport with your name on a sign and hand the car over in the car park.
      </p>
      <p>
        It offers well-kept, fuel-efficient cars for routes to Çeşme, Alaçatı, Kuşadası and Bodrum; its daily mileage
        limit is more than enough for most holidays.
      </p>
    `,
  ),
  company(
    "bosphorus-cars",
    html`
      <p>
        <strong>Bosphorus Cars</strong>, İstanbul merkezli, uygun fiyatlı kiralamalara odaklanan bir şirkettir.
        Havalimanlarından ofisine düzenli servis kaldırır; aracınızı ofiste sakin bir ortamda teslim alırsınız.
      </p>
      <p>
        Şehir içi kullanım ve kısa kiralamalar için kompakt, otomatik vitesli araçlarıyla öne çıkar. Araç, alındığı
        ofise iade edilir.
      </p>
    `,
    html`
      <p>
        <strong>Bosphorus Cars</strong> is an Istanbul-based company focused on affordable rentals. It runs regular
        shuttles from the airports to its office, where you collect your car without the terminal rush.
      </p>
      <p>
        It stands out with compact automatic cars for city driving and short rentals. Cars are returned to the office
        they were collected from.
      </p>
    `,
  ),
  company(
    "akdeniz-arac",
    html`
      <p>
        <strong>Akdeniz Araç</strong>, Antalya ve Akdeniz kıyısında uzmanlaşmış, müşteri puanı en yüksek şirketlerden
        biridir. Karşılama hizmeti ve terminal içi ofisleriyle tatilinizin ilk dakikasını kolaylaştırır.
      </p>
      <p>
        Sahil yolunda keyif için cabrio modeller ve kalabalık aileler için geniş SUV'lar sunar; kapsamlı Gümüş ve Altın
        paketlerle depozitoyu önemli ölçüde düşürebilirsiniz.
      </p>
    `,
    html`
      <p>
        <strong>Akdeniz Araç</strong> specialises in Antalya and the Mediterranean coast and is one of the best-rated
        companies with our customers. Meet and greet and in-terminal desks make the first minutes of your holiday easy.
      </p>
      <p>
        It offers convertibles for the coastal road and roomy SUVs for larger families; the comprehensive Silver and
        Gold packages lower the deposit considerably.
      </p>
    `,
  ),
  company(
    "kapadokya-rent-a-car",
    html`
      <p>
        <strong>Kapadokya Rent a Car</strong>, İç Anadolu'nun tarihi ve doğal güzelliklerini kendi temponuzda gezmeniz
        için uygun fiyatlı araçlar sunar. Genç sürücü yaş sınırı düşüktür; yeni ehliyet sahipleri için de iyi bir
        seçenektir.
      </p>
      <p>
        Kapadokya'da kurulan şirket bugün büyük havalimanlarında ve birçok şehir merkezinde hizmet verir;
        havalimanlarından ofisine servis sağlar.
      </p>
    `,
    html`
      <p>
        <strong>Kapadokya Rent a Car</strong> offers affordable cars to explore the history and landscapes of Central
        Anatolia at your own pace. Its young driver age limit is low, which makes it a good choice for newer drivers.
      </p>
      <p>
        Founded in Cappadocia, it now serves the major airports and many city centres, with shuttles from the airports
        to its offices.
      </p>
    `,
  ),
  company(
    "marmara-filo",
    html`
      <p>
        <strong>Marmara Filo</strong>, kurumsal filo kiralama deneyimini bireysel müşterilere taşıyan, yeni model
        araçlardan oluşan geniş bir filoya sahiptir. Dört güvence paketinin tamamını sunan az sayıdaki şirketten
        biridir.
      </p>
      <p>
        Terminal içi ofisleri, sınırsız kilometre ve tek yön kiralama seçenekleriyle İstanbul, Bursa ve Ankara arasında
        seyahat edenler için pratik bir tercihtir.
      </p>
    `,
    html`
      <p>
        <strong>Marmara Filo</strong> brings its corporate fleet experience to private customers with a large fleet of
        recent models. It is one of the few companies offering all four protection packages.
      </p>
      <p>
        With in-terminal desks, unlimited mileage and one-way rentals, it is a practical choice for trips between
        Istanbul, Bursa and Ankara.
      </p>
    `,
  ),
  company(
    "lykia-car-rental",
    html`
      <p>
        <strong>Lykia Car Rental</strong>, Likya Yolu'nun başladığı Fethiye'de kurulmuş, butik hizmet anlayışıyla
        çalışan bir şirkettir. Araçları yalnızca kapsamlı güvence paketleriyle kiralar; böylece tatilinizde depozito ve
        muafiyet kaygısı yaşamazsınız.
      </p>
      <p>
        Aracınızı havalimanında karşılama hizmetiyle, isminizin yazılı olduğu tabelayla karşılanarak teslim alırsınız.
      </p>
    `,
    html`
      <p>
        <strong>Lykia Car Rental</strong> is a boutique company founded in Fethiye, where the Lycian Way begins. It
        rents only with comprehensive protection packages, so you need not worry about deposits and excess on holiday.
      </p>
      <p>Your car is handed over with meet and greet at the airport: look for your name on a sign.</p>
    `,
  ),
  company(
    "premium-drive",
    html`
      <p>
        <strong>Premium Drive</strong>, lüks sedanlar, üst sınıf araçlar ve cabrio modellerden oluşan seçkin filosuyla
        özel günler ve iş seyahatleri için premium kiralama hizmeti sunar.
      </p>
      <p>
        Terminal içi teslim ve karşılama hizmeti, sınırsız kilometre ve tek yön kiralama standarttır. Üst sınıf ve lüks
        araçlarda sürücü deneyimi ve kredi raporu şartları daha sıkıdır.
      </p>
    `,
    html`
      <p>
        <strong>Premium Drive</strong> offers a premium rental service for special occasions and business trips, with a
        select fleet of luxury saloons, upper-class cars and convertibles.
      </p>
      <p>
        In-terminal pickup and meet and greet, unlimited mileage and one-way rentals are standard. Driving experience
        and credit report requirements are stricter for upper-class and luxury cars.
      </p>
    `,
  ),
];
