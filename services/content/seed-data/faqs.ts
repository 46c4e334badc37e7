/**
 * Frequently asked questions, by category (car, flight, payment, account). `order` is unique
 * across all FAQs, so one list sorted by order keeps the categories together.
 */
import { type Document, html, bilingual } from "./document";
import { CONTACT } from "./identity";

type FaqCategory = "car" | "flight" | "payment" | "account";

interface FaqText {
  readonly question: string;
  readonly answer: string;
}

function faq(documentId: string, category: FaqCategory, order: number, tr: FaqText, en: FaqText): Document {
  return bilingual("faqs", documentId, { category, order }, tr, en);
}

export const FAQS: readonly Document[] = [
  faq(
    "faq-car-documents",
    "car",
    1,
    {
      question: "Aracı teslim alırken hangi belgeler gerekli?",
      answer: html`
        <p>
          Kiralama ofisinde aracı teslim alabilmeniz için ana sürücünün aşağıdaki belgeleri
          <strong>asıllarıyla</strong> yanında bulundurması gerekir:
        </p>
        <ul>
          <li>Geçerli sürücü belgesi (ehliyet); fotokopi veya dijital görüntü kabul edilmez.</li>
          <li>T.C. kimlik kartı ya da yabancı uyruklu sürücüler için pasaport.</li>
          <li>Ana sürücü adına düzenlenmiş, depozito için yeterli limiti olan kredi kartı.</li>
          <li>Rezervasyon onay e-postanız (voucher); telefonunuzda göstermeniz yeterlidir.</li>
        </ul>
        <p>
          Ehliyetiniz Latin alfabesi dışında bir alfabeyle düzenlenmişse ehliyetinizle birlikte
          <strong>uluslararası sürücü belgesi</strong> de istenir. Ek sürücü eklediyseniz ek sürücünün belgeleri de
          teslim sırasında kontrol edilir.
        </p>
      `,
    },
    {
      question: "Which documents do I need to pick up the car?",
      answer: html`
        <p>
          To collect the car at the rental desk, the main driver must bring the following <strong>originals</strong>:
        </p>
        <ul>
          <li>A valid driving licence; photocopies or photos are not accepted.</li>
          <li>A Turkish ID card or, for foreign nationals, a passport.</li>
          <li>A credit card in the main driver's name with enough limit for the deposit.</li>
          <li>Your booking confirmation (voucher); showing it on your phone is enough.</li>
        </ul>
        <p>
          If your licence is not in the Latin alphabet, you also need an <strong>international driving permit</strong>.
          If you added an additional driver, their documents are checked at pickup too.
        </p>
      `,
    },
  ),
  faq(
    "faq-car-credit-card-deposit",
    "car",
    2,
    {
      question: "Depozito için kredi kartı şart mı? Banka kartı geçer mi?",
      answer: html`
        <p>
          Kiralama şirketlerinin büyük çoğunluğu depozitoyu
          <strong>ana sürücü adına düzenlenmiş bir kredi kartından</strong> provizyon (bloke) olarak alır. Banka
          kartları (debit), ön ödemeli kartlar ve başkasına ait kartlar depozito için genellikle kabul edilmez.
        </p>
        <p>
          Depozito tutarı araç sınıfına ve seçtiğiniz güvence paketine göre değişir; tutar, arama sonuçlarında ve
          rezervasyon özetinde gösterilir. Kapsamlı paketlerde depozito belirgin biçimde düşer.
        </p>
        <p>
          Araç hasarsız ve kurallara uygun iade edildiğinde provizyon kiralama şirketi tarafından kaldırılır; tutarın
          kart limitinize yansıması bankanıza bağlı olarak <strong>7 ila 30 iş günü</strong> sürebilir. Ayrıntılar için
          <a href="/arac-kiralama/arac-kiralama-sartlari">araç kiralama şartlarına</a> bakabilirsiniz.
        </p>
      `,
    },
    {
      question: "Do I need a credit card for the deposit? Can I use a debit card?",
      answer: html`
        <p>
          Most rental companies take the deposit as a pre-authorisation (hold) on a
          <strong>credit card in the main driver's name</strong>. Debit cards, prepaid cards and cards belonging to
          someone else are generally not accepted for the deposit.
        </p>
        <p>
          The deposit depends on the car class and the protection package you choose; it is shown in the search results
          and in your booking summary. Comprehensive packages lower the deposit considerably.
        </p>
        <p>
          When the car is returned undamaged and in line with the rental terms, the rental company releases the hold;
          depending on your bank it can take <strong>7 to 30 business days</strong> to show on your card limit. See the
          <a href="/en/car/rental-terms">rental terms</a> for details.
        </p>
      `,
    },
  ),
  faq(
    "faq-car-minimum-age",
    "car",
    3,
    {
      question: "Araç kiralamak için yaş ve ehliyet süresi sınırı var mı?",
      answer: html`
        <p>Minimum sürücü yaşı araç sınıfına göre belirlenir:</p>
        <table>
          <thead>
            <tr>
              <th>Araç sınıfı</th>
              <th>Minimum yaş</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Ekonomik ve orta sınıf</td>
              <td>21</td>
            </tr>
            <tr>
              <td>Üst sınıf, SUV ve panelvan</td>
              <td>23</td>
            </tr>
            <tr>
              <td>Üstü açık (cabrio)</td>
              <td>25</td>
            </tr>
            <tr>
              <td>Lüks</td>
              <td>27</td>
            </tr>
          </tbody>
        </table>
        <p>
          Kiralama şirketleri ayrıca <strong>1 ila 3 yıllık</strong> ehliyet süresi ister. Belirli bir yaşın (çoğunlukla
          25) altındaki sürücülerden günlük <em>genç sürücü ücreti</em> alınabilir; bu ücret teklifte ayrıca gösterilir.
          Bazı şirketler lüks ve üst sınıf araçlarda Findeks kredi notu raporu da talep eder.
        </p>
      `,
    },
    {
      question: "Is there a minimum age or licence period for renting a car?",
      answer: html`
        <p>The minimum driver age depends on the car class:</p>
        <table>
          <thead>
            <tr>
              <th>Car class</th>
              <th>Minimum age</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Economy and mid-size</td>
              <td>21</td>
            </tr>
            <tr>
              <td>Upper class, SUV and van</td>
              <td>23</td>
            </tr>
            <tr>
              <td>Convertible</td>
              <td>25</td>
            </tr>
            <tr>
              <td>Luxury</td>
              <td>27</td>
            </tr>
          </tbody>
        </table>
        <p>
          Rental companies also require a licence held for <strong>1 to 3 years</strong>. Drivers under a certain age
          (usually 25) may pay a daily <em>young driver fee</em>, shown separately in the offer. Some companies ask for
          a Turkish credit report (Findeks) for luxury and upper-class cars.
        </p>
      `,
    },
  ),
  faq(
    "faq-car-one-way",
    "car",
    4,
    {
      question: "Aracı aldığım yerden farklı bir noktada iade edebilir miyim?",
      answer: html`
        <p>
          Evet, <strong>tek yön kiralama</strong> sunan şirketlerde aracı farklı bir şehirde veya havalimanında iade
          edebilirsiniz. Arama formunda “Farklı yerde iade” seçeneğini işaretleyip iade noktasını seçmeniz yeterlidir.
        </p>
        <p>
          Tek yön ücreti; sabit bir tutar ile iki nokta arasındaki her 100 km için eklenen bir tutardan oluşur ve teklif
          fiyatına dahil edilerek gösterilir. Tek yön kiralama sunmayan şirketler bu aramada listelenmez.
        </p>
      `,
    },
    {
      question: "Can I return the car somewhere other than where I picked it up?",
      answer: html`
        <p>
          Yes. Companies that offer <strong>one-way rentals</strong> let you drop the car off in another city or at
          another airport. Tick “Return to a different location” in the search form and choose the drop-off point.
        </p>
        <p>
          The one-way fee is a fixed amount plus an amount for every 100 km between the two points; it is included in
          the price shown. Companies that do not offer one-way rentals are not listed in such a search.
        </p>
      `,
    },
  ),
  faq(
    "faq-car-fuel-mileage",
    "car",
    5,
    {
      question: "Yakıt ve kilometre politikası nasıl işliyor?",
      answer: html`
        <p>
          Araçlar genellikle <strong>aynı seviyede al, aynı seviyede iade et</strong> politikasıyla teslim edilir: aracı
          hangi yakıt seviyesinde aldıysanız o seviyede iade etmeniz gerekir. Eksik yakıt, kiralama şirketinin güncel
          yakıt bedeli ve hizmet ücretiyle faturalandırılır.
        </p>
        <p>
          Bazı şirketler günlük kilometre sınırı uygular (örneğin günde 250–500 km). Sınır varsa teklif ayrıntılarında
          belirtilir; sınırın aşılması durumunda kilometre başına ek ücret alınır. “Sınırsız kilometre” etiketi taşıyan
          tekliflerde böyle bir ücret yoktur.
        </p>
      `,
    },
    {
      question: "How do the fuel and mileage policies work?",
      answer: html`
        <p>
          Cars are usually rented <strong>same-to-same</strong>: return the car with the fuel level you received it
          with. Missing fuel is charged at the rental company's current fuel price plus a service fee.
        </p>
        <p>
          Some companies set a daily mileage limit (for example 250–500 km a day). If there is a limit, the offer
          details say so, and every kilometre above it costs extra. Offers labelled “Unlimited mileage” carry no such
          charge.
        </p>
      `,
    },
  ),
  faq(
    "faq-car-protection-packages",
    "car",
    6,
    {
      question: "Fiyata hangi sigorta ve güvenceler dahil?",
      answer: html`
        <p>
          Her kiralamada zorunlu trafik sigortası ve muafiyetli çarpışma hasarı güvencesi (CDW) bulunur. Muafiyet, hasar
          durumunda sizin karşılayacağınız azami tutardır. Daha kapsamlı paketlerle muafiyeti ve depozitoyu
          düşürebilirsiniz:
        </p>
        <ul>
          <li><strong>Temel paket:</strong> trafik sigortası ve muafiyetli CDW.</li>
          <li><strong>Bronz paket:</strong> temel pakete ek olarak hırsızlık güvencesi; depozito %20 düşer.</li>
          <li>
            <strong>Gümüş paket:</strong> muafiyetsiz CDW, hırsızlık, cam ve lastik güvencesi; depozito yarıya iner.
          </li>
          <li>
            <strong>Altın paket:</strong> gümüş pakete ek olarak ferdi kaza güvencesi ve ek sürücü; depozito dörtte
            birine iner.
          </li>
        </ul>
        <p>
          Alkollü araç kullanımı, izinsiz sürücü ve kiralama sözleşmesine aykırı kullanımdan doğan hasarlar hiçbir
          paketin kapsamında değildir.
        </p>
      `,
    },
    {
      question: "Which insurance and protection is included in the price?",
      answer: html`
        <p>
          Every rental includes compulsory third-party liability insurance and a collision damage waiver (CDW) with an
          excess. The excess is the most you pay if the car is damaged. Wider packages lower both the excess and the
          deposit:
        </p>
        <ul>
          <li><strong>Base package:</strong> third-party liability and CDW with excess.</li>
          <li><strong>Bronze package:</strong> adds theft protection; the deposit drops by 20%.</li>
          <li>
            <strong>Silver package:</strong> CDW without excess, theft, glass and tyre protection; the deposit is
            halved.
          </li>
          <li>
            <strong>Gold package:</strong> adds personal accident cover and an additional driver; the deposit drops to a
            quarter.
          </li>
        </ul>
        <p>
          Damage caused by drink-driving, an unauthorised driver or use against the rental agreement is not covered by
          any package.
        </p>
      `,
    },
  ),
  faq(
    "faq-car-tolls-fines",
    "car",
    7,
    {
      question: "Otoyol, köprü geçişleri ve trafik cezaları nasıl ödenir?",
      answer: html`
        <p>
          Kiralık araçların çoğunda HGS etiketi takılıdır. Otoyol ve köprü geçiş ücretleri, kiralama süresi boyunca
          etikete yansır ve iade sonrasında kiralama şirketi tarafından depozitonuzdan ya da kartınızdan tahsil edilir.
          İhlalli geçişlerde uygulanan cezalar da size yansıtılır.
        </p>
        <p>
          Kiralama süresi içinde kesilen trafik ve park cezaları sürücünün sorumluluğundadır. Kiralama şirketi cezayı
          sürücüye bildirir veya yasal süre içinde ödeyerek bedelini, varsa hizmet ücretiyle birlikte kartınızdan tahsil
          eder.
        </p>
      `,
    },
    {
      question: "How are motorway and bridge tolls and traffic fines paid?",
      answer: html`
        <p>
          Most rental cars carry an HGS toll tag. Motorway and bridge tolls are recorded on the tag during the rental
          and charged by the rental company to your deposit or card after the return. Penalties for unpaid passages are
          passed on to you as well.
        </p>
        <p>
          Traffic and parking fines issued during the rental are the driver's responsibility. The rental company either
          transfers the fine to the driver or pays it within the legal period and charges it, plus any service fee, to
          your card.
        </p>
      `,
    },
  ),
  faq(
    "faq-flight-check-in",
    "flight",
    8,
    {
      question: "Online check-in nasıl yapılır, havalimanına ne zaman gitmeliyim?",
      answer: html`
        <p>
          Online check-in, havayolu şirketinin web sitesi veya mobil uygulaması üzerinden yapılır ve genellikle
          kalkıştan <strong>24 saat önce</strong> açılır. E-biletinizdeki PNR (rezervasyon) kodu ve soyadınız ile giriş
          yapabilirsiniz.
        </p>
        <ul>
          <li>
            Yurt içi uçuşlarda kalkıştan en az <strong>1,5 saat</strong>, yurt dışı uçuşlarda en az
            <strong>3 saat</strong> önce havalimanında olmanızı öneririz.
          </li>
          <li>Check-in bankoları yurt içinde genellikle kalkıştan 45 dakika, yurt dışında 60 dakika önce kapanır.</li>
          <li>Bagaj teslim edecekseniz online check-in yapmış olsanız da bagaj teslim bankosuna uğramanız gerekir.</li>
        </ul>
      `,
    },
    {
      question: "How do I check in online, and when should I be at the airport?",
      answer: html`
        <p>
          Online check-in is done on the airline's website or app and usually opens
          <strong>24 hours before</strong> departure. Log in with the PNR (booking) code on your e-ticket and your
          surname.
        </p>
        <ul>
          <li>
            We recommend being at the airport at least <strong>1.5 hours</strong> before domestic and
            <strong>3 hours</strong> before international flights.
          </li>
          <li>
            Check-in desks usually close 45 minutes before domestic and 60 minutes before international departures.
          </li>
          <li>If you have checked baggage, you still need to visit the bag drop desk after checking in online.</li>
        </ul>
      `,
    },
  ),
  faq(
    "faq-flight-baggage",
    "flight",
    9,
    {
      question: "Bagaj hakkım ne kadar?",
      answer: html`
        <p>Bagaj hakkı, satın aldığınız paket (fiyat sınıfı) ile belirlenir ve e-biletinizde yazar:</p>
        <table>
          <thead>
            <tr>
              <th>Paket</th>
              <th>Kabin bagajı</th>
              <th>Kayıtlı bagaj</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Light</td>
              <td>8 kg</td>
              <td>Yok</td>
            </tr>
            <tr>
              <td>Standard</td>
              <td>8 kg</td>
              <td>20 kg</td>
            </tr>
            <tr>
              <td>Flex</td>
              <td>8 kg</td>
              <td>25 kg</td>
            </tr>
            <tr>
              <td>Business</td>
              <td>16 kg</td>
              <td>32 kg</td>
            </tr>
          </tbody>
        </table>
        <p>
          Kabin bagajı genellikle 55 × 40 × 23 cm ölçülerini geçmemelidir. Ek bagajı rezervasyon sırasında veya sonradan
          <a href="/iptal-iade">rezervasyon işlemleri</a> sayfasından satın almak, havalimanında ödemekten daha
          uygundur.
        </p>
      `,
    },
    {
      question: "How much baggage can I take?",
      answer: html`
        <p>Your baggage allowance depends on the fare you bought and is printed on your e-ticket:</p>
        <table>
          <thead>
            <tr>
              <th>Fare</th>
              <th>Cabin bag</th>
              <th>Checked baggage</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Light</td>
              <td>8 kg</td>
              <td>None</td>
            </tr>
            <tr>
              <td>Standard</td>
              <td>8 kg</td>
              <td>20 kg</td>
            </tr>
            <tr>
              <td>Flex</td>
              <td>8 kg</td>
              <td>25 kg</td>
            </tr>
            <tr>
              <td>Business</td>
              <td>16 kg</td>
              <td>32 kg</td>
            </tr>
          </tbody>
        </table>
        <p>
          Cabin bags should usually not exceed 55 × 40 × 23 cm. Adding baggage while booking, or later on the
          <a href="/en/reservation/change">manage booking</a> page, is cheaper than paying at the airport.
        </p>
      `,
    },
  ),
  faq(
    "faq-flight-change",
    "flight",
    10,
    {
      question: "Uçak biletimin tarihini veya saatini değiştirebilir miyim?",
      answer: html`
        <p>
          Değişiklik hakkı biletinizin paketine bağlıdır. <strong>Light</strong> paketli biletler değiştirilemez;
          <strong>Standard</strong> ve <strong>Business</strong> paketlerde değişiklik ücreti,
          <strong>Flex</strong> pakette ise ücretsiz değişiklik hakkı vardır. Her durumda yeni uçuş daha pahalıysa fiyat
          farkı ödenir.
        </p>
        <p>
          Değişiklik talebinizi kalkıştan önce <a href="/iptal-iade">İptal ve İade</a> sayfasından veya hesabınızdaki
          Rezervasyonlarım bölümünden iletebilirsiniz. Yolcu adı değişikliği havayolu kuralları gereği yapılamaz;
          yalnızca yazım hataları düzeltilebilir.
        </p>
      `,
    },
    {
      question: "Can I change the date or time of my flight?",
      answer: html`
        <p>
          Whether you can change depends on your fare. <strong>Light</strong> tickets cannot be changed;
          <strong>Standard</strong> and <strong>Business</strong> fares allow changes for a fee, and
          <strong>Flex</strong> fares allow free changes. In every case, if the new flight costs more you pay the fare
          difference.
        </p>
        <p>
          Send your change request before departure from the <a href="/en/reservation/change">Change and cancel</a> page
          or from My bookings in your account. Airline rules do not allow the passenger to be replaced; only spelling
          mistakes in names can be corrected.
        </p>
      `,
    },
  ),
  faq(
    "faq-flight-cancel-refund",
    "flight",
    11,
    {
      question: "Biletimi iptal edersem ne kadar iade alırım?",
      answer: html`
        <p>
          İade tutarı biletin paketine göre hesaplanır: <strong>Flex</strong> ve <strong>Business</strong> paketlerde
          bilet bedelinden iptal kesintisi düşülerek iade yapılır; <strong>Light</strong> ve
          <strong>Standard</strong> paketlerde bilet bedeli iade edilmez, yalnızca iade edilebilir vergi ve harçlar geri
          ödenir.
        </p>
        <p>
          Uçuşunuz havayolu şirketi tarafından iptal edilir veya uzun süre rötar yaparsa,
          <em>Havayolu ile Seyahat Eden Yolcuların Haklarına Dair Yönetmelik (SHY-YOLCU)</em> kapsamındaki haklarınız
          saklıdır.
        </p>
        <p>
          Onaylanan iadeler ödemede kullandığınız karta yapılır; tutarın hesabınıza yansıması bankanıza göre
          <strong>7–14 iş günü</strong> sürebilir. Uçak bileti tarihli bir ulaşım hizmeti olduğundan, Mesafeli
          Sözleşmeler Yönetmeliği uyarınca cayma hakkı kapsamında değildir.
        </p>
      `,
    },
    {
      question: "How much do I get back if I cancel my ticket?",
      answer: html`
        <p>
          The refund depends on the fare: <strong>Flex</strong> and <strong>Business</strong> fares are refunded minus a
          cancellation charge; <strong>Light</strong> and <strong>Standard</strong> fares are non-refundable apart from
          the refundable taxes and charges.
        </p>
        <p>
          If the airline cancels your flight or it is severely delayed, your rights under the Turkish air passenger
          rights regulation (SHY-YOLCU) remain.
        </p>
        <p>
          Approved refunds go back to the card you paid with; depending on your bank it can take
          <strong>7–14 business days</strong> to arrive. As a dated transport service, a flight ticket is excluded from
          the right of withdrawal under the Turkish Distance Contracts Regulation.
        </p>
      `,
    },
  ),
  faq(
    "faq-flight-passengers",
    "flight",
    12,
    {
      question: "Yolcu bilgilerini nasıl girmeliyim? Bebek ve çocuk biletleri nasıl alınır?",
      answer: html`
        <p>
          Yolcu ad ve soyadlarını <strong>kimlik kartında veya pasaportta yazdığı şekilde</strong> girin; yurt dışı
          uçuşlarda pasaport numarası ve geçerlilik tarihi de istenir. Birçok ülke, pasaportun dönüş tarihinden itibaren
          en az 6 ay geçerli olmasını şart koşar; vize ve giriş şartlarını seyahat öncesinde kontrol etmek yolcunun
          sorumluluğundadır.
        </p>
        <ul>
          <li>
            <strong>Bebek (0–2 yaş):</strong> koltuk almadan bir yetişkinin kucağında seyahat eder; her yetişkinle en
            fazla bir bebek.
          </li>
          <li><strong>Çocuk (2–12 yaş):</strong> kendi koltuğu olan çocuk bileti alınır.</li>
          <li>12 yaşından büyük yolcular yetişkin bileti alır.</li>
        </ul>
      `,
    },
    {
      question: "How should I enter passenger details? How do infant and child tickets work?",
      answer: html`
        <p>
          Enter passengers' names <strong>exactly as they appear on the ID card or passport</strong>; international
          flights also need the passport number and expiry date. Many countries require the passport to be valid for at
          least 6 months after your return; checking visa and entry requirements before travelling is the passenger's
          responsibility.
        </p>
        <ul>
          <li><strong>Infant (0–2 years):</strong> travels on an adult's lap without a seat; one infant per adult.</li>
          <li><strong>Child (2–12 years):</strong> gets a child ticket with their own seat.</li>
          <li>Passengers older than 12 need an adult ticket.</li>
        </ul>
      `,
    },
  ),
  faq(
    "faq-payment-methods",
    "payment",
    13,
    {
      question: "Hangi ödeme yöntemlerini kullanabilirim?",
      answer: html`
        <p>
          Ödemelerinizi Visa, Mastercard ve Troy logolu
          <strong>kredi kartları ve banka kartlarıyla</strong> yapabilirsiniz. Kart bilgileriniz lisanslı ödeme kuruluşu
          altyapısında, PCI DSS standartlarına uygun olarak işlenir; RotaGo kart numaranızı saklamaz.
        </p>
        <p>
          Araç kiralamada ödemeyi banka kartıyla yapsanız bile, ofiste depozito için ana sürücü adına bir
          <strong>kredi kartı</strong> gerektiğini unutmayın.
        </p>
      `,
    },
    {
      question: "Which payment methods can I use?",
      answer: html`
        <p>
          You can pay with Visa, Mastercard and Troy <strong>credit and debit cards</strong>. Card details are processed
          by a licensed payment institution in line with PCI DSS; RotaGo does not store your card number.
        </p>
        <p>
          For car rentals, even if you pay with a debit card, remember that the rental desk needs a
          <strong>credit card</strong> in the main driver's name for the deposit.
        </p>
      `,
    },
  ),
  faq(
    "faq-payment-installments",
    "payment",
    14,
    {
      question: "Taksitle ödeme yapabilir miyim?",
      answer: html`
        <p>
          Türkiye'de bankalarca çıkarılmış kredi kartlarıyla taksitli ödeme yapabilirsiniz. Kartınıza uygun taksit
          seçenekleri ve varsa vade farkı, kart numaranızı girdiğinizde ödeme sayfasında gösterilir.
        </p>
        <ul>
          <li>
            Taksit sayısı, kartınızı çıkaran bankanın kampanyalarına ve yürürlükteki yasal sınırlamalara bağlıdır.
          </li>
          <li>Banka kartları, ticari kartların bir kısmı ve yurt dışında çıkarılmış kartlarla taksit yapılamaz.</li>
          <li>Taksitli bir işlemin iadesi, bankanızın uygulamasına göre kalan taksitlere dağıtılarak yapılabilir.</li>
        </ul>
      `,
    },
    {
      question: "Can I pay in instalments?",
      answer: html`
        <p>
          Credit cards issued by banks in Türkiye can be used to pay in instalments. The options for your card, and any
          interest, are shown on the payment page once you enter your card number.
        </p>
        <ul>
          <li>The number of instalments depends on your bank's offers and the legal limits in force.</li>
          <li>Debit cards, some business cards and cards issued abroad cannot be used for instalments.</li>
          <li>
            A refund of an instalment purchase may be spread over the remaining instalments, depending on your bank.
          </li>
        </ul>
      `,
    },
  ),
  faq(
    "faq-payment-3d-secure",
    "payment",
    15,
    {
      question: "3-D Secure nedir? Doğrulama kodu (SMS) gelmezse ne yapmalıyım?",
      answer: html`
        <p>
          3-D Secure, kartınızı çıkaran bankanın ödeme sırasında kimliğinizi doğruladığı güvenlik adımıdır. Ödeme
          sayfasında bankanızın ekranına yönlendirilir ve bankada kayıtlı telefonunuza gelen tek kullanımlık kodu
          girersiniz.
        </p>
        <p>Kod gelmiyorsa:</p>
        <ul>
          <li>Bankanızda kayıtlı cep telefonu numaranızın güncel olduğundan emin olun.</li>
          <li>Kartınızın internet alışverişine açık olduğunu mobil bankacılık uygulamanızdan kontrol edin.</li>
          <li>Sorun sürerse bankanızın müşteri hizmetleriyle görüşün; doğrulama kodunu yalnızca banka gönderir.</li>
        </ul>
        <p><strong>RotaGo çalışanları doğrulama kodunuzu, kart şifrenizi veya CVV numaranızı asla sormaz.</strong></p>
      `,
    },
    {
      question: "What is 3-D Secure? What if the verification code (SMS) does not arrive?",
      answer: html`
        <p>
          3-D Secure is a security step in which the bank that issued your card verifies that it is you paying. You are
          taken to your bank's page and enter the one-time code sent to the phone number registered with your bank.
        </p>
        <p>If the code does not arrive:</p>
        <ul>
          <li>Make sure the mobile number registered with your bank is up to date.</li>
          <li>Check in your banking app that your card is enabled for online purchases.</li>
          <li>If it still fails, call your bank; only the bank sends the verification code.</li>
        </ul>
        <p><strong>RotaGo staff will never ask for your verification code, card PIN or CVV.</strong></p>
      `,
    },
  ),
  faq(
    "faq-payment-double-charge",
    "payment",
    16,
    {
      question: "Kartımdan iki kez çekim yapılmış görünüyor, neden?",
      answer: html`
        <p>
          Ödeme sırasında bankanız önce tutarı <strong>provizyon</strong> olarak ayırır. Ödeme tamamlanamazsa veya
          sayfayı yenileyerek ikinci kez denediyseniz, başarısız denemenin provizyonu birkaç gün boyunca ekstrenizde
          “bekleyen işlem” olarak görünebilir. Bu tutar tahsil edilmez ve bankanız tarafından genellikle 3–7 iş günü
          içinde kaldırılır.
        </p>
        <p>
          Araç kiralamada ofiste alınan depozito provizyonu da ayrı bir işlem olarak görünür. Emin olamadığınız bir
          çekim için rezervasyon numaranızla <a href="/hakkimizda/iletisim">bizimle iletişime geçin</a>.
        </p>
      `,
    },
    {
      question: "My card shows two charges. Why?",
      answer: html`
        <p>
          When you pay, your bank first places a <strong>pre-authorisation</strong> for the amount. If a payment did not
          complete, or you refreshed the page and tried again, the failed attempt's hold may show as a “pending
          transaction” for a few days. It is not collected and your bank usually releases it within 3–7 business days.
        </p>
        <p>
          For car rentals, the deposit hold taken at the rental desk also shows as a separate transaction. If you are
          unsure about a charge, <a href="/en/about-us/contact">contact us</a> with your booking number.
        </p>
      `,
    },
  ),
  faq(
    "faq-payment-invoice",
    "payment",
    17,
    {
      question: "Faturamı nasıl alabilirim? Şirket adına fatura kesilebilir mi?",
      answer: html`
        <p>
          Ön ödemeli rezervasyonlarınız için e-Arşiv faturanız, hizmet tarihinden sonra rezervasyonda belirttiğiniz
          e-posta adresine gönderilir ve <a href="/account/invoices">Faturalarım</a> sayfasından da indirilebilir. Uçak
          biletlerinde bilet bedeli için e-bilet, hizmet bedeli için RotaGo faturası düzenlenir.
        </p>
        <p>
          Şirket adına fatura için ödeme adımında “Kurumsal fatura istiyorum” seçeneğini işaretleyip şirket unvanı,
          vergi dairesi ve vergi numarasını girin. Fatura düzenlendikten sonra fatura bilgileri değiştirilemez. Ofiste
          satın aldığınız ek hizmetlerin faturası kiralama şirketi tarafından düzenlenir.
        </p>
      `,
    },
    {
      question: "How do I get my invoice? Can it be issued to my company?",
      answer: html`
        <p>
          For prepaid bookings, your e-Archive invoice is e-mailed to the address given in the booking after the service
          date, and can also be downloaded from the <a href="/en/account/invoices">Invoices</a> page. For flights, the
          e-ticket covers the fare and RotaGo invoices its service fee.
        </p>
        <p>
          For a company invoice, tick “I need a corporate invoice” at checkout and enter the company name, tax office
          and tax number. Invoice details cannot be changed once the invoice is issued. Extras bought at the rental desk
          are invoiced by the rental company.
        </p>
      `,
    },
  ),
  faq(
    "faq-account-login",
    "account",
    18,
    {
      question: "Hesabıma nasıl giriş yaparım? Şifreye ihtiyacım var mı?",
      answer: html`
        <p>
          Şifre gerekmez. <a href="/login">Giriş</a> sayfasında cep telefonu numaranızı veya e-posta adresinizi yazın;
          size gönderilen <strong>6 haneli tek kullanımlık kodu</strong> girdiğinizde giriş yapmış olursunuz. İlk
          girişinizde adınızı ve soyadınızı sormamız yeterlidir.
        </p>
        <p>
          Kod birkaç dakika geçerlidir. Kod gelmediyse gereksiz kutusunu kontrol edip kısa bir süre sonra yeni kod
          isteyebilirsiniz.
        </p>
      `,
    },
    {
      question: "How do I log in to my account? Do I need a password?",
      answer: html`
        <p>
          No password is needed. On the <a href="/en/login">Log in</a> page, enter your mobile number or e-mail address;
          you are logged in once you enter the <strong>6-digit one-time code</strong> we send you. The first time, we
          only ask for your name.
        </p>
        <p>
          The code is valid for a few minutes. If it does not arrive, check your spam folder and request a new code
          after a short while.
        </p>
      `,
    },
  ),
  faq(
    "faq-account-find-booking",
    "account",
    19,
    {
      question: "Üye olmadan yaptığım rezervasyonu nasıl görüntülerim?",
      answer: html`
        <p>
          <a href="/reservation/find">Rezervasyon sorgula</a> sayfasında rezervasyon numaranızı ve rezervasyonda
          kullandığınız e-posta adresini girerek rezervasyonunuzu görüntüleyebilir, voucher'ınızı indirebilir ve iptal
          veya değişiklik talebi oluşturabilirsiniz.
        </p>
        <p>
          Rezervasyonda kullandığınız e-posta adresi veya telefon numarasıyla giriş yaparsanız, önceki
          rezervasyonlarınız hesabınızdaki Rezervasyonlarım bölümünde de listelenir.
        </p>
      `,
    },
    {
      question: "How do I see a booking I made without an account?",
      answer: html`
        <p>
          On the <a href="/en/reservation/find">Find a booking</a> page, enter your booking number and the e-mail
          address used for the booking to view it, download your voucher and request a change or cancellation.
        </p>
        <p>
          If you log in with the e-mail address or phone number you booked with, your earlier bookings also appear under
          My bookings in your account.
        </p>
      `,
    },
  ),
  faq(
    "faq-account-passengers",
    "account",
    20,
    {
      question: "Yolcu bilgilerimi kaydedebilir miyim?",
      answer: html`
        <p>
          Evet. Hesabınızdaki <a href="/account/registered-passengers">Kayıtlı yolcular</a> bölümüne kendinizi ve sık
          seyahat ettiğiniz kişileri ekleyebilirsiniz. Ödeme adımında kayıtlı bir yolcuyu seçtiğinizde ad, doğum tarihi
          ve kimlik bilgileri otomatik doldurulur.
        </p>
        <p>
          Başkası adına bilgi kaydediyorsanız, bu kişiyi kişisel verilerinin işlenmesi hakkında bilgilendirmeniz
          gerekir. Kayıtlı yolcuları dilediğiniz zaman düzenleyebilir veya silebilirsiniz.
        </p>
      `,
    },
    {
      question: "Can I save passenger details?",
      answer: html`
        <p>
          Yes. Add yourself and the people you often travel with under
          <a href="/en/account/registered-passengers">Saved passengers</a> in your account. When you pick a saved
          passenger at checkout, the name, date of birth and ID details are filled in for you.
        </p>
        <p>
          If you save someone else's details, you need to inform them about the processing of their personal data. You
          can edit or delete saved passengers at any time.
        </p>
      `,
    },
  ),
  faq(
    "faq-account-delete",
    "account",
    21,
    {
      question: "Hesabımı ve kişisel verilerimi nasıl silebilirim?",
      answer: html`
        <p>
          6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 11. maddesi kapsamındaki taleplerinizi, hesabınıza kayıtlı
          e-posta adresinizden <strong>${CONTACT.privacyEmail}</strong> adresine yazarak iletebilirsiniz. Başvurunuz en
          geç <strong>30 gün</strong> içinde ücretsiz olarak sonuçlandırılır.
        </p>
        <p>
          Hesabınız silindiğinde kişisel verileriniz silinir veya anonim hale getirilir; ancak fatura ve rezervasyon
          kayıtları gibi kanunen saklamamız gereken veriler, ilgili saklama süreleri boyunca tutulur. Ayrıntılar için
          <a href="/kvkk/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a>'ne bakabilirsiniz.
        </p>
      `,
    },
    {
      question: "How do I delete my account and personal data?",
      answer: html`
        <p>
          Send your requests under Article 11 of the Turkish Personal Data Protection Law No. 6698 from the e-mail
          address registered to your account to <strong>${CONTACT.privacyEmail}</strong>. We answer free of charge
          within <strong>30 days</strong> at the latest.
        </p>
        <p>
          When your account is deleted, your personal data is erased or anonymised; records we must keep by law, such as
          invoices and bookings, are kept for the legal retention periods. See the
          <a href="/en/kvkk/kvkk-aydinlatma-metni">privacy notice</a> for details.
        </p>
      `,
    },
  ),
];
