/**
 * The "about us" pages: company, team, career, press and contact. The team, career and press pages
 * carry structured lists (`members`, `openings`, `items`) next to their rich-text body.
 */
import { type Document, html, bilingual } from "./document";
import { CONTACT, LEGAL_IDENTIFIERS } from "./identity";

function aboutPage(
  slug: string,
  order: number,
  shared: Record<string, unknown>,
  tr: Record<string, unknown>,
  en: Record<string, unknown>,
): Document {
  return bilingual("about-pages", `about-${slug}`, { slug, order, ...shared }, tr, en);
}

const TEAM = [
  { name: "Elif Aksoy", tr: "Kurucu ortak ve CEO", en: "Co-founder and CEO" },
  { name: "Murat Demirel", tr: "Kurucu ortak ve CTO", en: "Co-founder and CTO" },
  { name: "Zeynep Kaya", tr: "Finans Direktörü (CFO)", en: "Chief Financial Officer" },
  { name: "Can Öztürk", tr: "Tedarikçi İlişkileri Direktörü", en: "Director of Supplier Relations" },
  { name: "Selin Arslan", tr: "Müşteri Deneyimi Müdürü", en: "Head of Customer Experience" },
  { name: "Burak Yıldırım", tr: "Ürün Müdürü", en: "Head of Product" },
  { name: "Ayşe Çelik", tr: "Hukuk Müşaviri ve KVKK İrtibat Kişisi", en: "Legal Counsel and Data Protection Contact" },
  { name: "Emre Şahin", tr: "Pazarlama Müdürü", en: "Head of Marketing" },
];

const OPENINGS = [
  {
    tr: { title: "Kıdemli Yazılım Mühendisi (TypeScript)", location: "İstanbul / Hibrit", type: "Tam zamanlı" },
    en: { title: "Senior Software Engineer (TypeScript)", location: "Istanbul / Hybrid", type: "Full-time" },
  },
  {
    tr: { title: "Müşteri Deneyimi Uzmanı (Almanca bilen)", location: "Antalya", type: "Tam zamanlı" },
    en: { title: "Customer Experience Specialist (German speaking)", location: "Antalya", type: "Full-time" },
  },
  {
    tr: { title: "Tedarikçi İlişkileri Yöneticisi", location: "İzmir", type: "Tam zamanlı" },
    en: { title: "Supplier Relations Manager", location: "Izmir", type: "Full-time" },
  },
  {
    tr: { title: "Veri Analisti", location: "Uzaktan (Türkiye)", type: "Tam zamanlı" },
    en: { title: "Data Analyst", location: "Remote (Türkiye)", type: "Full-time" },
  },
  {
    tr: { title: "Pazarlama Stajyeri", location: "İstanbul", type: "Yaz stajı" },
    en: { title: "Marketing Intern", location: "Istanbul", type: "Summer internship" },
  },
];

/** Press coverage; the outlets are invented and their addresses use the reserved .example domain. */
const PRESS = [
  {
    outlet: "Seyahat Gündemi",
    date: "2026-09-08",
    url: "https://seyahat-gundemi.example/haber/rotago-havalimani-teslim",
    tr: "RotaGo, havalimanı teslimli araç kiralamada rezervasyon sayısını ikiye katladı",
    en: "RotaGo doubles bookings for airport car rental pickups",
  },
  {
    outlet: "Girişim Ekonomisi",
    date: "2026-06-17",
    url: "https://girisim-ekonomisi.example/roportaj/rotago-elif-aksoy",
    tr: "Elif Aksoy: “Türkiye'de araç kiralamayı şeffaf fiyatla tek ekrana taşıyoruz”",
    en: "Elif Aksoy: “We bring car rental in Türkiye onto one screen with transparent prices”",
  },
  {
    outlet: "Turizm ve Teknoloji Bülteni",
    date: "2026-04-02",
    url: "https://turizm-teknoloji.example/2026/04/rotago-ucak-bileti",
    tr: "RotaGo uçak bileti satışına başladı",
    en: "RotaGo starts selling flight tickets",
  },
  {
    outlet: "Ege Haber Ajansı",
    date: "2025-11-21",
    url: "https://ege-haber.example/ekonomi/rotago-izmir-ofisi",
    tr: "RotaGo İzmir'de bölge ofisi açtı",
    en: "RotaGo opens a regional office in Izmir",
  },
];

export const ABOUT_PAGES: readonly Document[] = [
  aboutPage(
    "hakkimizda",
    1,
    {},
    {
      title: "Hakkımızda",
      body: html`
        <p>
          <strong>RotaGo</strong>, Türkiye'de araç kiralamayı ve uçak bileti almayı kolay, şeffaf ve güvenilir hale
          getirmek için kurulmuş bir seyahat teknolojisi şirketidir. Türkiye'nin dört bir yanındaki havalimanı ve şehir
          ofislerinde hizmet veren yerel ve bölgesel kiralama şirketlerinin tekliflerini tek bir aramada
          karşılaştırmanızı sağlıyoruz.
        </p>
        <h2>Ne yapıyoruz?</h2>
        <ul>
          <li>
            <strong>Araç kiralama:</strong> Depozito, kilometre sınırı, yaş şartı ve güvence paketleri dahil tüm
            koşulları ödeme öncesinde açıkça gösteriyoruz.
          </li>
          <li>
            <strong>Uçak bileti:</strong> Yurt içi ve yurt dışı uçuşları bagaj hakkı ve değişiklik kurallarıyla birlikte
            karşılaştırıyoruz.
          </li>
          <li><strong>7/24 destek:</strong> Yolculuğunuzun her aşamasında Türkçe ve İngilizce destek sunuyoruz.</li>
        </ul>
        <h2>Değerlerimiz</h2>
        <p>
          Gizli ücret yok: ekranda gördüğünüz fiyat, ödediğiniz fiyattır. İş ortaklarımızı müşteri puanları ve şikâyet
          oranlarıyla düzenli olarak değerlendiriyor, kişisel verilerinizi 6698 sayılı KVKK'ya uygun şekilde koruyoruz.
        </p>
        <h2>Şirket bilgileri</h2>
        <p>
          ${LEGAL_IDENTIFIERS.companyTitle}, TÜRSAB üyesi A Grubu seyahat acentesidir (Belge No:
          ${LEGAL_IDENTIFIERS.tursabLicence}). Genel merkezimiz ${CONTACT.address.tr} adresindedir.
        </p>
      `,
    },
    {
      title: "About us",
      body: html`
        <p>
          <strong>RotaGo</strong> is a travel technology company founded to make renting a car and buying a flight
          ticket in Türkiye easy, transparent and reliable. We let you compare the offers of local and regional rental
          companies at airports and city offices across Türkiye in one search.
        </p>
        <h2>What we do</h2>
        <ul>
          <li>
            <strong>Car rental:</strong> we show every condition, including deposit, mileage limit, age requirement and
            protection packages, clearly before you pay.
          </li>
          <li>
            <strong>Flights:</strong> we compare domestic and international flights together with their baggage
            allowance and change rules.
          </li>
          <li><strong>24/7 support:</strong> we help in Turkish and English at every step of your trip.</li>
        </ul>
        <h2>Our values</h2>
        <p>
          No hidden fees: the price you see is the price you pay. We review our partners regularly on customer ratings
          and complaint rates, and protect your personal data in line with the Turkish Personal Data Protection Law No.
          6698.
        </p>
        <h2>Company details</h2>
        <p>
          ${LEGAL_IDENTIFIERS.companyTitle} is a Group A travel agency and member of TÜRSAB (licence number
          ${LEGAL_IDENTIFIERS.tursabLicence}). Our head office is at ${CONTACT.address.en}.
        </p>
      `,
    },
  ),
  aboutPage(
    "ekibimiz",
    2,
    {},
    {
      title: "Ekibimiz",
      body: html`
        <p>
          RotaGo ekibi; yazılım, turizm, müşteri deneyimi ve finans alanlarında deneyimli, İstanbul, İzmir ve Antalya
          ofislerimizde çalışan 60'ı aşkın kişiden oluşur. Aşağıda yönetim ekibimizi tanıyabilirsiniz.
        </p>
        <p>Ekibimize katılmak isterseniz <a href="/hakkimizda/kariyer">açık pozisyonlarımıza</a> göz atın.</p>
      `,
      members: TEAM.map((member) => ({ name: member.name, role: member.tr })),
    },
    {
      title: "Our team",
      body: html`
        <p>
          The RotaGo team is more than 60 people with experience in software, tourism, customer experience and finance,
          working in our Istanbul, Izmir and Antalya offices. Meet our management team below.
        </p>
        <p>Want to join us? Have a look at our <a href="/en/about-us/career">open positions</a>.</p>
      `,
      members: TEAM.map((member) => ({ name: member.name, role: member.en })),
    },
  ),
  aboutPage(
    "kariyer",
    3,
    {},
    {
      title: "Kariyer",
      body: html`
        <p>
          Seyahati herkes için kolaylaştırma hedefimize ortak olacak, meraklı ve sorumluluk almaktan keyif alan ekip
          arkadaşları arıyoruz.
        </p>
        <h2>Neler sunuyoruz?</h2>
        <ul>
          <li>Hibrit çalışma modeli ve esnek çalışma saatleri</li>
          <li>Özel sağlık sigortası ve yemek kartı</li>
          <li>Yılda bir kez RotaGo üzerinden yapacağınız seyahat için bütçe</li>
          <li>Eğitim, konferans ve sertifika desteği</li>
        </ul>
        <h2>Başvuru süreci</h2>
        <ol>
          <li>Özgeçmişinizi ilgili pozisyon adını konu satırına yazarak kariyer@rotago.com.tr adresine gönderin.</li>
          <li>İnsan kaynakları ekibimizle 30 dakikalık bir tanışma görüşmesi yapın.</li>
          <li>Pozisyona göre teknik görüşme veya vaka çalışmasını tamamlayın.</li>
          <li>Yöneticiniz ve ekip arkadaşlarınızla son görüşmeyi yapın.</li>
        </ol>
        <p>
          Başvurunuz kapsamında paylaştığınız kişisel veriler,
          <a href="/kvkk/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a> uyarınca yalnızca işe alım süreci için
          işlenir.
        </p>
      `,
      openings: OPENINGS.map((opening) => opening.tr),
    },
    {
      title: "Careers",
      body: html`
        <p>
          We are looking for curious colleagues who enjoy taking responsibility to share our goal of making travel easy
          for everyone.
        </p>
        <h2>What we offer</h2>
        <ul>
          <li>Hybrid working and flexible hours</li>
          <li>Private health insurance and meal card</li>
          <li>A yearly budget for a trip booked on RotaGo</li>
          <li>Support for training, conferences and certificates</li>
        </ul>
        <h2>How to apply</h2>
        <ol>
          <li>Send your CV to kariyer@rotago.com.tr with the position name in the subject line.</li>
          <li>Have a 30-minute introductory call with our people team.</li>
          <li>Complete a technical interview or case study, depending on the role.</li>
          <li>Meet your manager and future teammates in a final interview.</li>
        </ol>
        <p>
          Personal data you share when applying is processed only for recruitment, as described in the
          <a href="/en/kvkk/kvkk-aydinlatma-metni">Privacy Notice</a>.
        </p>
      `,
      openings: OPENINGS.map((opening) => opening.en),
    },
  ),
  aboutPage(
    "basin",
    4,
    {},
    {
      title: "Basında RotaGo",
      body: html`
        <p>
          RotaGo hakkında çıkan haberler ve röportajlar aşağıda yer alır. Basın talepleriniz, logo ve görsel kitimiz
          için basin@rotago.com.tr adresine yazabilirsiniz.
        </p>
      `,
      items: PRESS.map((item) => ({ outlet: item.outlet, title: item.tr, date: item.date, url: item.url })),
    },
    {
      title: "RotaGo in the media",
      body: html`
        <p>
          News and interviews about RotaGo are listed below. For press enquiries and our logo and image kit, write to
          basin@rotago.com.tr.
        </p>
      `,
      items: PRESS.map((item) => ({ outlet: item.outlet, title: item.en, date: item.date, url: item.url })),
    },
  ),
  aboutPage(
    "iletisim",
    5,
    {},
    {
      title: "İletişim",
      body: html`
        <p>Rezervasyonunuzla ilgili her konuda müşteri hizmetlerimiz <strong>7 gün 24 saat</strong> yanınızda.</p>
        <ul>
          <li><strong>Müşteri hizmetleri:</strong> ${CONTACT.phone}</li>
          <li><strong>E-posta:</strong> ${CONTACT.email.tr}</li>
          <li><strong>Adres:</strong> ${CONTACT.address.tr}</li>
          <li><strong>KEP:</strong> ${LEGAL_IDENTIFIERS.kep}</li>
        </ul>
        <h2>Sık sorulan sorular</h2>
        <p>
          Belgeler, depozito, iptal ve iade gibi konulardaki yanıtları beklemeden
          <a href="/iptal-iade">İptal ve İade</a> sayfamızda ve sık sorulan sorularda bulabilirsiniz. Mevcut bir
          rezervasyonu görüntülemek için <a href="/reservation/find">Rezervasyon sorgula</a> sayfasını kullanın.
        </p>
        <h2>Kişisel veriler</h2>
        <p>KVKK kapsamındaki başvurularınızı ${CONTACT.privacyEmail} adresine iletebilirsiniz.</p>
      `,
    },
    {
      title: "Contact",
      body: html`
        <p>
          Our customer service is here for anything about your booking, <strong>24 hours a day, 7 days a week</strong>.
        </p>
        <ul>
          <li><strong>Customer service:</strong> ${CONTACT.phoneInternational}</li>
          <li><strong>E-mail:</strong> ${CONTACT.email.en}</li>
          <li><strong>Address:</strong> ${CONTACT.address.en}</li>
          <li><strong>Registered e-mail (KEP):</strong> ${LEGAL_IDENTIFIERS.kep}</li>
        </ul>
        <h2>Frequently asked questions</h2>
        <p>
          Find answers about documents, deposits, cancellations and refunds straight away on our
          <a href="/en/reservation/change">Change and cancel</a> page and in the FAQs. To view an existing booking, use
          <a href="/en/reservation/find">Find a booking</a>.
        </p>
        <h2>Personal data</h2>
        <p>Send requests under the Personal Data Protection Law to ${CONTACT.privacyEmail}.</p>
      `,
    },
  ),
];
