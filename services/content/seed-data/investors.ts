/**
 * Investor relations pages: overview, corporate governance, financial calendar and general
 * assembly. RotaGo is a non-listed joint-stock company; the figures and dates are illustrative.
 */
import { SUPPLIERS } from "../../inventory/data/cars";
import { type Document, html, bilingual } from "./document";
import { CONTACT, LEGAL_IDENTIFIERS } from "./identity";

interface InvestorText {
  readonly title: string;
  readonly body: string;
}

function investorPage(slug: string, order: number, tr: InvestorText, en: InvestorText): Document {
  return bilingual("investors", `investor-${slug}`, { slug, order }, tr, en);
}

export const INVESTORS: readonly Document[] = [
  investorPage(
    "yatirimci-iliskileri",
    1,
    {
      title: "Yatırımcı İlişkileri",
      body: html`
        <p>
          ${LEGAL_IDENTIFIERS.companyTitle}, Türkiye'de araç kiralama ve uçak bileti satışına odaklanan bir çevrim içi
          seyahat platformudur. Şirketimiz halka açık değildir; paylarının tamamı kurucu ortaklarımız ile kurumsal ve
          bireysel yatırımcılarımıza aittir.
        </p>
        <h2>Bir bakışta RotaGo</h2>
        <ul>
          <li>
            Türkiye genelinde havalimanı ve şehir ofislerinde hizmet veren ${SUPPLIERS.length} kiralama şirketiyle iş
            birliği
          </li>
          <li>Yurt içi ve yurt dışı uçuşlarda A Grubu seyahat acentesi olarak bilet satışı</li>
          <li>İstanbul genel merkez, İzmir ve Antalya bölge ofisleri</li>
          <li>Türkçe ve İngilizce başta olmak üzere 14 dilde erişilebilen platform</li>
        </ul>
        <h2>Stratejimiz</h2>
        <p>
          Büyüme stratejimiz üç ayak üzerine kuruludur: turistik bölgelerde havalimanı teslimli kiralamada pazar payını
          artırmak, uçak bileti ve araç kiralamayı tek rezervasyonda birleştirmek ve yurt dışından Türkiye'ye gelen
          ziyaretçilere kendi dillerinde hizmet vermek.
        </p>
        <h2>İletişim</h2>
        <p>Yatırımcı ilişkileriyle ilgili sorularınız için yatirimci@rotago.com.tr adresine yazabilirsiniz.</p>
      `,
    },
    {
      title: "Investor relations",
      body: html`
        <p>
          ${LEGAL_IDENTIFIERS.companyTitle} is an online travel platform focused on car rental and flight ticket sales
          in Türkiye. The company is not listed; all of its shares are held by its founders and by institutional and
          individual investors.
        </p>
        <h2>RotaGo at a glance</h2>
        <ul>
          <li>Partnerships with ${SUPPLIERS.length} rental companies at airport and city offices across Türkiye</li>
          <li>Domestic and international flight tickets sold as a Group A travel agency</li>
          <li>Head office in Istanbul, regional offices in Izmir and Antalya</li>
          <li>A platform available in 14 languages, led by Turkish and English</li>
        </ul>
        <h2>Our strategy</h2>
        <p>
          Our growth strategy rests on three pillars: gaining market share in airport car rentals in tourist regions,
          combining flights and car rental in one booking, and serving visitors to Türkiye in their own languages.
        </p>
        <h2>Contact</h2>
        <p>Write to yatirimci@rotago.com.tr with any investor relations questions.</p>
      `,
    },
  ),
  investorPage(
    "kurumsal-yonetim",
    2,
    {
      title: "Kurumsal Yönetim",
      body: html`
        <p>
          RotaGo, 6102 sayılı Türk Ticaret Kanunu ve esas sözleşmesi çerçevesinde; şeffaflık, hesap verebilirlik,
          adillik ve sorumluluk ilkeleriyle yönetilir.
        </p>
        <h2>Yönetim Kurulu</h2>
        <p>
          Yönetim Kurulu beş üyeden oluşur; üyelerden ikisi bağımsızdır. Yönetim Kurulu yılda en az dört kez toplanır ve
          şirketin stratejik hedeflerini, bütçesini ve risk yönetimini gözetir.
        </p>
        <h2>Komiteler</h2>
        <ul>
          <li>
            <strong>Denetim Komitesi:</strong> finansal raporlama, iç kontrol ve bağımsız denetim süreçlerini gözetir.
          </li>
          <li>
            <strong>Riskin Erken Saptanması Komitesi:</strong> operasyonel, finansal ve bilgi güvenliği risklerini
            izler.
          </li>
          <li>
            <strong>Ücret ve Aday Gösterme Komitesi:</strong> üst yönetimin ücret politikasını ve aday süreçlerini
            değerlendirir.
          </li>
        </ul>
        <h2>Politikalar</h2>
        <ul>
          <li>Etik ve İş Davranış Kuralları</li>
          <li>Rüşvet ve Yolsuzlukla Mücadele Politikası</li>
          <li>Kişisel Veri Saklama ve İmha Politikası</li>
          <li>Bilgi Güvenliği Politikası</li>
        </ul>
        <p>Finansal tablolarımız her yıl bağımsız denetimden geçirilir.</p>
      `,
    },
    {
      title: "Corporate governance",
      body: html`
        <p>
          RotaGo is governed under the Turkish Commercial Code No. 6102 and its articles of association, following the
          principles of transparency, accountability, fairness and responsibility.
        </p>
        <h2>Board of Directors</h2>
        <p>
          The Board has five members, two of them independent. It meets at least four times a year and oversees the
          company's strategic goals, budget and risk management.
        </p>
        <h2>Committees</h2>
        <ul>
          <li>
            <strong>Audit Committee:</strong> oversees financial reporting, internal control and the external audit.
          </li>
          <li>
            <strong>Early Risk Detection Committee:</strong> monitors operational, financial and information security
            risks.
          </li>
          <li>
            <strong>Remuneration and Nomination Committee:</strong> reviews senior management pay policy and
            nominations.
          </li>
        </ul>
        <h2>Policies</h2>
        <ul>
          <li>Code of Ethics and Business Conduct</li>
          <li>Anti-Bribery and Anti-Corruption Policy</li>
          <li>Personal Data Retention and Destruction Policy</li>
          <li>Information Security Policy</li>
        </ul>
        <p>Our financial statements are audited independently every year.</p>
      `,
    },
  ),
  investorPage(
    "finansal-takvim",
    3,
    {
      title: "Finansal Takvim",
      body: html`
        <p>
          2027 yılı için planlanan finansal raporlama ve yatırımcı etkinlikleri aşağıdadır. Tarihler değişebilir;
          güncellemeler bu sayfada duyurulur.
        </p>
        <table>
          <thead>
            <tr>
              <th>Tarih</th>
              <th>Etkinlik</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>26 Şubat 2027</td>
              <td>2026 yılı bağımsız denetimden geçmiş finansal tabloların yayımlanması</td>
            </tr>
            <tr>
              <td>25 Mart 2027</td>
              <td>Olağan Genel Kurul Toplantısı</td>
            </tr>
            <tr>
              <td>14 Mayıs 2027</td>
              <td>2027 ilk çeyrek faaliyet özeti</td>
            </tr>
            <tr>
              <td>13 Ağustos 2027</td>
              <td>2027 ilk yarıyıl faaliyet raporu</td>
            </tr>
            <tr>
              <td>12 Kasım 2027</td>
              <td>2027 dokuz aylık faaliyet özeti</td>
            </tr>
          </tbody>
        </table>
      `,
    },
    {
      title: "Financial calendar",
      body: html`
        <p>
          Planned financial reporting and investor events for 2027 are below. Dates may change; updates are announced on
          this page.
        </p>
        <table>
          <thead>
            <tr>
              <th>Date</th>
              <th>Event</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>26 February 2027</td>
              <td>Audited financial statements for 2026</td>
            </tr>
            <tr>
              <td>25 March 2027</td>
              <td>Ordinary General Assembly</td>
            </tr>
            <tr>
              <td>14 May 2027</td>
              <td>First quarter 2027 business summary</td>
            </tr>
            <tr>
              <td>13 August 2027</td>
              <td>First half 2027 activity report</td>
            </tr>
            <tr>
              <td>12 November 2027</td>
              <td>Nine-month 2027 business summary</td>
            </tr>
          </tbody>
        </table>
      `,
    },
  ),
  investorPage(
    "genel-kurul",
    4,
    {
      title: "Genel Kurul",
      body: html`
        <p>
          ${LEGAL_IDENTIFIERS.companyTitle}'nin 2026 yılı faaliyetlerine ilişkin Olağan Genel Kurul Toplantısı,
          <strong>25 Mart 2027 Perşembe</strong> günü saat 14.00'te ${CONTACT.address.tr} adresindeki şirket merkezinde
          yapılacaktır.
        </p>
        <h2>Gündem</h2>
        <ol>
          <li>Açılış ve toplantı başkanlığının oluşturulması</li>
          <li>2026 yılı Yönetim Kurulu faaliyet raporunun okunması ve görüşülmesi</li>
          <li>Bağımsız denetim raporu özetinin okunması</li>
          <li>2026 yılı finansal tablolarının okunması, görüşülmesi ve onaylanması</li>
          <li>Yönetim Kurulu üyelerinin ayrı ayrı ibra edilmesi</li>
          <li>Kâr dağıtımına ilişkin Yönetim Kurulu önerisinin görüşülmesi</li>
          <li>Bağımsız denetim şirketinin seçiminin onaylanması</li>
          <li>Dilek ve temenniler, kapanış</li>
        </ol>
        <p>
          Pay sahipleri toplantıya bizzat veya vekâleten katılabilir. Vekâletname örneği ve toplantı belgeleri,
          toplantıdan en az 15 gün önce şirket merkezinde pay sahiplerinin incelemesine sunulur.
        </p>
      `,
    },
    {
      title: "General assembly",
      body: html`
        <p>
          The Ordinary General Assembly of ${LEGAL_IDENTIFIERS.companyTitle} for the 2026 financial year will be held on
          <strong>Thursday, 25 March 2027</strong> at 14:00 at the head office, ${CONTACT.address.en}.
        </p>
        <h2>Agenda</h2>
        <ol>
          <li>Opening and election of the meeting chair</li>
          <li>Reading and discussion of the Board's 2026 activity report</li>
          <li>Reading of the summary of the independent audit report</li>
          <li>Reading, discussion and approval of the 2026 financial statements</li>
          <li>Release of the Board members, each separately</li>
          <li>Discussion of the Board's proposal on profit distribution</li>
          <li>Approval of the choice of independent auditor</li>
          <li>Wishes and closing</li>
        </ol>
        <p>
          Shareholders may attend in person or by proxy. A proxy form and the meeting documents are available to
          shareholders at the head office at least 15 days before the meeting.
        </p>
      `,
    },
  ),
];
