/**
 * Legal texts: KVKK notice, explicit consent, cookie and privacy policies, terms of use, and the
 * distance-sales contract and pre-information form templates. The Turkish text is the binding one;
 * the English text is a translation for information.
 *
 * The two contract templates carry named slots (`{{buyerName}}` …, see `CONTRACT_SLOTS`) that the
 * checkout fills for each order.
 */
import { type Document, html, raw, bilingual } from "./document";
import { CONTACT, LEGAL_IDENTIFIERS } from "./identity";

/** The slots the checkout fills in the distance-sales contract and the pre-information form. */
export const CONTRACT_SLOTS = [
  "buyerName",
  "buyerEmail",
  "buyerPhone",
  "buyerAddress",
  "productDescription",
  "totalPrice",
  "orderDate",
  "reservationId",
  "cancellationPolicy",
] as const;

export const CONTRACT_TEMPLATE_SLUGS = ["mesafeli-satis-sozlesmesi", "on-bilgilendirme-formu"] as const;

interface LegalText {
  readonly title: string;
  readonly body: string;
}

function legal(slug: string, updatedAt: string, tr: LegalText, en: LegalText): Document {
  return bilingual("legal-texts", `legal-${slug}`, { slug, updatedAt }, tr, en);
}

const COMPANY = LEGAL_IDENTIFIERS.companyTitle;

const SELLER_TR = raw(html`
  <ul>
    <li><strong>Unvan:</strong> ${COMPANY}</li>
    <li><strong>Adres:</strong> ${CONTACT.address.tr}</li>
    <li><strong>MERSİS No:</strong> ${LEGAL_IDENTIFIERS.mersis}</li>
    <li><strong>KEP Adresi:</strong> ${LEGAL_IDENTIFIERS.kep}</li>
    <li><strong>TÜRSAB Belge No:</strong> ${LEGAL_IDENTIFIERS.tursabLicence} (A Grubu Seyahat Acentesi)</li>
    <li><strong>Telefon:</strong> ${CONTACT.phone}</li>
    <li><strong>E-posta:</strong> ${CONTACT.email.tr}</li>
  </ul>
`);

const SELLER_EN = raw(html`
  <ul>
    <li><strong>Company:</strong> ${COMPANY}</li>
    <li><strong>Address:</strong> ${CONTACT.address.en}</li>
    <li><strong>MERSIS number:</strong> ${LEGAL_IDENTIFIERS.mersis}</li>
    <li><strong>Registered e-mail (KEP):</strong> ${LEGAL_IDENTIFIERS.kep}</li>
    <li><strong>TÜRSAB licence:</strong> ${LEGAL_IDENTIFIERS.tursabLicence} (Group A travel agency)</li>
    <li><strong>Phone:</strong> ${CONTACT.phoneInternational}</li>
    <li><strong>E-mail:</strong> ${CONTACT.email.en}</li>
  </ul>
`);

const BUYER_TR = raw(html`
  <ul>
    <li><strong>Adı Soyadı / Unvanı:</strong> {{buyerName}}</li>
    <li><strong>Adres:</strong> {{buyerAddress}}</li>
    <li><strong>Telefon:</strong> {{buyerPhone}}</li>
    <li><strong>E-posta:</strong> {{buyerEmail}}</li>
  </ul>
`);

const BUYER_EN = raw(html`
  <ul>
    <li><strong>Name / company:</strong> {{buyerName}}</li>
    <li><strong>Address:</strong> {{buyerAddress}}</li>
    <li><strong>Phone:</strong> {{buyerPhone}}</li>
    <li><strong>E-mail:</strong> {{buyerEmail}}</li>
  </ul>
`);

const ORDER_TR = raw(html`
  <table>
    <tbody>
      <tr>
        <th>Sipariş numarası</th>
        <td>{{reservationId}}</td>
      </tr>
      <tr>
        <th>Hizmet</th>
        <td>{{productDescription}}</td>
      </tr>
      <tr>
        <th>Toplam bedel (vergiler dahil)</th>
        <td>{{totalPrice}}</td>
      </tr>
      <tr>
        <th>Sipariş tarihi</th>
        <td>{{orderDate}}</td>
      </tr>
    </tbody>
  </table>
`);

const ORDER_EN = raw(html`
  <table>
    <tbody>
      <tr>
        <th>Order number</th>
        <td>{{reservationId}}</td>
      </tr>
      <tr>
        <th>Service</th>
        <td>{{productDescription}}</td>
      </tr>
      <tr>
        <th>Total price (taxes included)</th>
        <td>{{totalPrice}}</td>
      </tr>
      <tr>
        <th>Order date</th>
        <td>{{orderDate}}</td>
      </tr>
    </tbody>
  </table>
`);

const TRANSLATION_NOTE = raw(
  html`<p>
    <em
      >This English version is a translation provided for information. In case of any difference, the Turkish text
      prevails.</em
    >
  </p>`,
);

export const LEGAL_TEXTS: readonly Document[] = [
  legal(
    "kvkk-aydinlatma-metni",
    "2026-09-15T09:00:00.000Z",
    {
      title: "Kişisel Verilerin Korunması Hakkında Aydınlatma Metni",
      body: html`
        <p>
          ${COMPANY} (“RotaGo” veya “Şirket”) olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK” veya
          “Kanun”) uyarınca veri sorumlusu sıfatıyla, kişisel verilerinizi hangi amaçlarla ve hangi hukuki sebeplere
          dayanarak işlediğimiz, kimlere aktardığımız ve Kanun kapsamındaki haklarınız hakkında sizi bilgilendirmek
          isteriz. Bu metin; internet sitemizi ve mobil uygulamalarımızı kullanan ziyaretçilerimizi, üyelerimizi, araç
          kiralama ve uçak bileti rezervasyonu yapan müşterilerimizi ve rezervasyonlarda adı geçen sürücü ve yolcuları
          kapsar.
        </p>
        <h2>1. Veri Sorumlusu</h2>
        <p>
          Veri sorumlusu; ${CONTACT.address.tr} adresinde mukim, ${LEGAL_IDENTIFIERS.mersis} MERSİS numaralı
          ${COMPANY}'dir. Şirketimiz Veri Sorumluları Siciline (VERBİS) kayıtlıdır.
        </p>
        <h2>2. İşlenen Kişisel Veri Kategorileri</h2>
        <ul>
          <li>
            <strong>Kimlik:</strong> ad, soyad, doğum tarihi, T.C. kimlik numarası veya pasaport numarası, uyruk,
            cinsiyet (havayolunun talep ettiği hallerde).
          </li>
          <li><strong>İletişim:</strong> cep telefonu numarası, e-posta adresi, fatura ve yazışma adresi.</li>
          <li>
            <strong>Müşteri işlem:</strong> rezervasyon, bilet ve kiralama bilgileri, talep ve şikâyetler, fatura
            bilgileri, çağrı merkezi kayıtları.
          </li>
          <li>
            <strong>Sürücü bilgileri:</strong> sürücü belgesi sınıfı, veriliş tarihi ve numarası (kiralama şirketinin
            talep ettiği hallerde).
          </li>
          <li>
            <strong>Finans:</strong> ödeme tutarı, ödeme yöntemi, kartın son dört hanesi ve banka bilgisi; kart
            numaranızın tamamı Şirketimiz tarafından saklanmaz.
          </li>
          <li>
            <strong>İşlem güvenliği:</strong> IP adresi, oturum ve cihaz bilgileri, giriş kayıtları, tek kullanımlık
            doğrulama kodu kayıtları.
          </li>
          <li>
            <strong>Pazarlama:</strong> kampanya tercihleri, arama ve alışveriş geçmişi, çerez verileri (yalnızca izin
            verdiğiniz ölçüde).
          </li>
        </ul>
        <p>
          Şirketimiz, hizmetin gerektirmediği sürece özel nitelikli kişisel veri işlememektedir. Özel yardım (örneğin
          tekerlekli sandalye) talebiniz bulunması halinde bu bilgi yalnızca talebin havayolu şirketine iletilmesi
          amacıyla ve açık rızanıza dayanılarak işlenir.
        </p>
        <h2>3. Kişisel Verilerin İşlenme Amaçları</h2>
        <ul>
          <li>
            Araç kiralama ve uçak bileti rezervasyonlarının oluşturulması, ödemenin alınması, voucher ve e-biletin
            düzenlenmesi;
          </li>
          <li>Rezervasyonun kiralama şirketine veya havayolu şirketine iletilmesi ve hizmetin ifası;</li>
          <li>Üyelik hesabının oluşturulması, kimlik doğrulama ve oturum güvenliğinin sağlanması;</li>
          <li>Değişiklik, iptal ve iade taleplerinin yürütülmesi, müşteri destek hizmetlerinin sunulması;</li>
          <li>Fatura düzenlenmesi, muhasebe ve vergi yükümlülüklerinin yerine getirilmesi;</li>
          <li>Yetkili kamu kurum ve kuruluşlarının bilgi taleplerinin karşılanması;</li>
          <li>Dolandırıcılığın ve yetkisiz işlemlerin önlenmesi, bilgi güvenliğinin sağlanması;</li>
          <li>Açık rızanız bulunması halinde kampanya, fırsat ve kişiselleştirilmiş öneri sunulması.</li>
        </ul>
        <h2>4. İşlemenin Hukuki Sebepleri</h2>
        <p>
          Kişisel verileriniz, Kanun'un 5. maddesinin ikinci fıkrasında yer alan; bir sözleşmenin kurulması veya
          ifasıyla doğrudan ilgili olması (c bendi), veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için
          zorunlu olması (ç bendi), bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (e bendi) ve
          ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaatleri için
          zorunlu olması (f bendi) hukuki sebeplerine dayanılarak işlenir. Pazarlama amaçlı işlemeler ve ticari
          elektronik ileti gönderimi ise yalnızca açık rızanıza ve onayınıza dayanır.
        </p>
        <h2>5. Kişisel Verilerin Aktarılması</h2>
        <p>
          Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak ve Kanun'un 8. ve 9. maddelerine uygun şekilde şu
          alıcı gruplarına aktarılabilir:
        </p>
        <ul>
          <li>Rezervasyonunuzu yerine getirecek araç kiralama şirketleri ve havayolu şirketleri;</li>
          <li>Ödeme işlemleri için lisanslı ödeme kuruluşları ve bankalar;</li>
          <li>Barındırma, e-posta, SMS ve müşteri destek altyapısı sağlayan hizmet sağlayıcılarımız;</li>
          <li>Hukuki uyuşmazlıklarda avukatlar, denetim şirketleri ve mali müşavirler;</li>
          <li>Talep halinde yetkili kamu kurum ve kuruluşları ile yargı mercileri.</li>
        </ul>
        <p>
          Yurt dışı uçuşlarda yolcu bilgilerinin yabancı havayolu şirketlerine ve varış ülkesi makamlarına aktarılması,
          Kanun'un 9. maddesi uyarınca sözleşmenin ifası için zorunlu olan arızi aktarım kapsamında gerçekleştirilir.
          Diğer yurt dışı aktarımlarda Kanun'da öngörülen uygun güvenceler (standart sözleşme vb.) sağlanır.
        </p>
        <h2>6. Kişisel Verilerin Toplanma Yöntemi</h2>
        <p>
          Kişisel verileriniz; internet sitemiz, mobil uygulamalarımız, çağrı merkezimiz ve e-posta yoluyla, elektronik
          ortamda ve kısmen otomatik yöntemlerle toplanır. Başkası adına rezervasyon yapan kullanıcılar, sürücü ve
          yolcuları bu aydınlatma metni hakkında bilgilendirmekle yükümlüdür.
        </p>
        <h2>7. Saklama Süreleri</h2>
        <p>
          Kişisel verileriniz, işleme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen süreler boyunca saklanır.
          Fatura ve muhasebe kayıtları 6102 sayılı Türk Ticaret Kanunu ve 213 sayılı Vergi Usul Kanunu uyarınca 10 yıl,
          işlem güvenliği kayıtları 5651 sayılı Kanun kapsamında 2 yıl süreyle saklanır. Süresi dolan veriler, Kişisel
          Veri Saklama ve İmha Politikamız uyarınca silinir, yok edilir veya anonim hale getirilir.
        </p>
        <h2>8. Kanun'un 11. Maddesi Kapsamındaki Haklarınız</h2>
        <ul>
          <li>Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,</li>
          <li>İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
          <li>Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
          <li>
            Eksik veya yanlış işlenmişse düzeltilmesini, Kanun'un 7. maddesindeki şartlar çerçevesinde silinmesini veya
            yok edilmesini isteme ve bu işlemlerin aktarıldığı üçüncü kişilere bildirilmesini isteme,
          </li>
          <li>
            Münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz
            etme,
          </li>
          <li>Kanuna aykırı işleme sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme.</li>
        </ul>
        <h2>9. Başvuru Yöntemi</h2>
        <p>
          Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak;
          kimliğinizi tespit edici bilgilerle birlikte ${CONTACT.address.tr} adresine yazılı olarak,
          ${LEGAL_IDENTIFIERS.kep} adresine kayıtlı elektronik posta (KEP) yoluyla ya da sistemimizde kayıtlı e-posta
          adresinizden ${CONTACT.privacyEmail} adresine iletebilirsiniz. Başvurunuz, talebin niteliğine göre en kısa
          sürede ve en geç <strong>otuz gün</strong> içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet
          gerektirmesi halinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir.
        </p>
        <p>
          Çerezler hakkında ayrıntılı bilgi için <a href="/kvkk/cerez-politikasi">Çerez Politikası</a>'nı, genel
          gizlilik uygulamalarımız için <a href="/kvkk/gizlilik-politikasi">Gizlilik Politikası</a>'nı
          inceleyebilirsiniz.
        </p>
      `,
    },
    {
      title: "Privacy Notice under the Personal Data Protection Law (KVKK)",
      body: html`
        ${TRANSLATION_NOTE}
        <p>
          As data controller under the Turkish Personal Data Protection Law No. 6698 (“KVKK” or the “Law”), ${COMPANY}
          (“RotaGo” or the “Company”) explains below for which purposes and on which legal grounds we process your
          personal data, to whom we transfer it and what your rights are. This notice covers visitors of our website and
          mobile apps, our members, customers who book car rentals and flights, and the drivers and passengers named in
          bookings.
        </p>
        <h2>1. Data controller</h2>
        <p>
          The data controller is ${COMPANY}, MERSIS number ${LEGAL_IDENTIFIERS.mersis}, ${CONTACT.address.en}. The
          Company is registered in the Data Controllers' Registry (VERBİS).
        </p>
        <h2>2. Categories of personal data</h2>
        <ul>
          <li>
            <strong>Identity:</strong> name, surname, date of birth, Turkish ID or passport number, nationality, gender
            (where the airline requires it).
          </li>
          <li><strong>Contact:</strong> mobile number, e-mail address, billing and postal address.</li>
          <li>
            <strong>Customer transactions:</strong> booking, ticket and rental details, requests and complaints, invoice
            details, call centre records.
          </li>
          <li>
            <strong>Driver details:</strong> licence class, date of issue and number (where the rental company requires
            them).
          </li>
          <li>
            <strong>Finance:</strong> amount paid, payment method, the last four digits of the card and the bank; we
            never store your full card number.
          </li>
          <li>
            <strong>Transaction security:</strong> IP address, session and device information, login records, one-time
            code records.
          </li>
          <li>
            <strong>Marketing:</strong> campaign preferences, search and purchase history, cookie data (only as far as
            you allow).
          </li>
        </ul>
        <p>
          We do not process special categories of personal data unless the service requires it. If you ask for special
          assistance (for example a wheelchair), that information is processed only to pass the request on to the
          airline and on the basis of your explicit consent.
        </p>
        <h2>3. Purposes of processing</h2>
        <ul>
          <li>Creating car rental and flight bookings, taking payment, issuing vouchers and e-tickets;</li>
          <li>Passing the booking to the rental company or airline and performing the service;</li>
          <li>Creating your account, verifying your identity and keeping sessions secure;</li>
          <li>Handling changes, cancellations and refunds, and providing customer support;</li>
          <li>Issuing invoices and meeting accounting and tax obligations;</li>
          <li>Answering information requests of competent public authorities;</li>
          <li>Preventing fraud and unauthorised transactions and ensuring information security;</li>
          <li>With your explicit consent, sending offers and personalised recommendations.</li>
        </ul>
        <h2>4. Legal grounds</h2>
        <p>
          We process your personal data on the grounds in Article 5(2) of the Law: it is directly related to the
          conclusion or performance of a contract (c), it is necessary to comply with a legal obligation (ç), it is
          necessary to establish, exercise or protect a right (e), and it is necessary for our legitimate interests
          without harming your fundamental rights and freedoms (f). Marketing and commercial electronic messages rely
          solely on your explicit consent and approval.
        </p>
        <h2>5. Transfers</h2>
        <p>
          Limited to the purposes above and in line with Articles 8 and 9 of the Law, your personal data may be
          transferred to:
        </p>
        <ul>
          <li>the rental companies and airlines that perform your booking;</li>
          <li>licensed payment institutions and banks for payments;</li>
          <li>our hosting, e-mail, SMS and customer support service providers;</li>
          <li>lawyers, auditors and accountants in legal disputes;</li>
          <li>competent public authorities and courts on request.</li>
        </ul>
        <p>
          For international flights, passenger data is transferred to foreign airlines and destination authorities as an
          incidental transfer necessary for the performance of the contract under Article 9 of the Law. Other transfers
          abroad rely on the appropriate safeguards set out in the Law (such as standard contracts).
        </p>
        <h2>6. How we collect personal data</h2>
        <p>
          We collect personal data electronically and partly by automated means through our website, mobile apps, call
          centre and e-mail. Users who book for others must inform the drivers and passengers about this notice.
        </p>
        <h2>7. Retention</h2>
        <p>
          We keep personal data for as long as the purpose requires and the law prescribes. Invoices and accounting
          records are kept for 10 years under the Turkish Commercial Code No. 6102 and the Tax Procedure Law No. 213;
          transaction security logs for 2 years under Law No. 5651. When the period ends, data is erased, destroyed or
          anonymised under our Personal Data Retention and Destruction Policy.
        </p>
        <h2>8. Your rights under Article 11 of the Law</h2>
        <ul>
          <li>to learn whether your personal data is processed and, if so, to request information about it;</li>
          <li>to learn the purpose of processing and whether data is used accordingly;</li>
          <li>to know the third parties in Türkiye or abroad to whom data is transferred;</li>
          <li>
            to request correction of incomplete or inaccurate data, erasure or destruction under Article 7, and
            notification of these to third parties;
          </li>
          <li>to object to a result against you arising solely from automated analysis;</li>
          <li>to claim compensation for damage caused by unlawful processing.</li>
        </ul>
        <h2>9. How to apply</h2>
        <p>
          Under the Communiqué on the Procedures and Principles of Application to the Data Controller, send your
          requests with information identifying you in writing to ${CONTACT.address.en}, by registered electronic mail
          (KEP) to ${LEGAL_IDENTIFIERS.kep}, or from the e-mail address registered with us to ${CONTACT.privacyEmail}.
          We answer free of charge as soon as possible and within <strong>thirty days</strong> at the latest; if the
          action involves a separate cost, the fee set by the Personal Data Protection Board may be charged.
        </p>
        <p>
          See our <a href="/en/kvkk/cerez-politikasi">Cookie Policy</a> for cookies and our
          <a href="/en/kvkk/gizlilik-politikasi">Privacy Policy</a> for our general privacy practices.
        </p>
      `,
    },
  ),
  legal(
    "acik-riza-metni",
    "2026-09-15T09:00:00.000Z",
    {
      title: "Açık Rıza Metni",
      body: html`
        <p>
          ${COMPANY} tarafından hazırlanan
          <a href="/kvkk/kvkk-aydinlatma-metni">Kişisel Verilerin Korunması Hakkında Aydınlatma Metni</a>'ni okudum ve
          anladım. 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 5. ve 9. maddeleri uyarınca, aşağıda işaretlediğim
          işlemler için <strong>özgür irademle</strong> açık rıza veriyorum.
        </p>
        <h2>1. Pazarlama ve Kişiselleştirme</h2>
        <p>
          Arama, rezervasyon ve site kullanım bilgilerimin; bana özel kampanya, indirim ve seyahat önerileri sunulması,
          müşteri memnuniyeti anketleri yapılması ve tercihlerime göre içerik gösterilmesi amacıyla analiz edilmesine ve
          profil oluşturulmasına rıza gösteriyorum.
        </p>
        <h2>2. Ticari Elektronik İleti</h2>
        <p>
          6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve Ticari İletişim ve Ticari Elektronik İletiler
          Hakkında Yönetmelik uyarınca; kampanya, fırsat ve duyurularla ilgili olarak tarafıma SMS, e-posta ve telefon
          yoluyla ticari elektronik ileti gönderilmesine onay veriyorum. Bu onay İleti Yönetim Sistemi'ne (İYS)
          kaydedilir.
        </p>
        <h2>3. Özel Nitelikli Kişisel Veriler</h2>
        <p>
          Seyahatim sırasında özel yardım (tekerlekli sandalye, refakat, tıbbi ekipman vb.) talep etmem halinde, sağlık
          durumuma ilişkin bu bilginin yalnızca talebimin karşılanması amacıyla işlenmesine ve ilgili havayolu şirketine
          veya kiralama şirketine aktarılmasına rıza gösteriyorum.
        </p>
        <h2>4. Yurt Dışına Aktarım</h2>
        <p>
          Kanun'un 9. maddesinde sayılan diğer aktarım şartlarının bulunmadığı hallerle sınırlı olarak; kişisel
          verilerimin, pazarlama ve analiz hizmetleri sunan yurt dışında yerleşik hizmet sağlayıcıların sunucularında
          saklanmasına ve işlenmesine rıza gösteriyorum.
        </p>
        <h2>Rızanın Geri Alınması</h2>
        <ul>
          <li>
            Açık rıza vermek zorunlu değildir; rıza vermemeniz araç kiralama veya uçak bileti satın almanıza engel
            olmaz.
          </li>
          <li>
            Verdiğiniz rızayı dilediğiniz zaman hesabınızdaki iletişim tercihlerinden, iletilerdeki “ret” bağlantısından
            veya ${CONTACT.privacyEmail} adresine yazarak geri alabilirsiniz.
          </li>
          <li>
            Rızanın geri alınması, geri alma tarihinden önce rızaya dayanılarak yapılmış işlemlerin hukuka uygunluğunu
            etkilemez.
          </li>
        </ul>
      `,
    },
    {
      title: "Explicit Consent Text",
      body: html`
        ${TRANSLATION_NOTE}
        <p>
          I have read and understood the <a href="/en/kvkk/kvkk-aydinlatma-metni">Privacy Notice</a> prepared by
          ${COMPANY}. Under Articles 5 and 9 of the Personal Data Protection Law No. 6698, I give my explicit consent
          <strong>of my own free will</strong> to the processing I tick below.
        </p>
        <h2>1. Marketing and personalisation</h2>
        <p>
          I consent to my search, booking and site usage data being analysed and profiled to offer me personal
          campaigns, discounts and travel suggestions, to run satisfaction surveys and to show content matching my
          preferences.
        </p>
        <h2>2. Commercial electronic messages</h2>
        <p>
          Under the Law No. 6563 on the Regulation of Electronic Commerce and the related regulation, I agree to receive
          commercial electronic messages about campaigns, offers and announcements by SMS, e-mail and phone. This
          approval is recorded in the Message Management System (İYS).
        </p>
        <h2>3. Special categories of personal data</h2>
        <p>
          If I ask for special assistance during my trip (wheelchair, escort, medical equipment, etc.), I consent to
          this information about my health being processed only to meet my request and being transferred to the airline
          or rental company concerned.
        </p>
        <h2>4. Transfers abroad</h2>
        <p>
          Limited to cases where none of the other transfer conditions of Article 9 of the Law apply, I consent to my
          personal data being stored and processed on the servers of marketing and analytics service providers
          established abroad.
        </p>
        <h2>Withdrawing consent</h2>
        <ul>
          <li>
            Giving consent is optional; not giving it does not prevent you from renting a car or buying a flight ticket.
          </li>
          <li>
            You can withdraw your consent at any time in the communication preferences of your account, with the
            “unsubscribe” link in our messages or by writing to ${CONTACT.privacyEmail}.
          </li>
          <li>Withdrawal does not affect the lawfulness of processing based on consent before the withdrawal.</li>
        </ul>
      `,
    },
  ),
  legal(
    "cerez-politikasi",
    "2026-11-27T09:00:00.000Z",
    {
      title: "Çerez Politikası",
      body: html`
        <p>
          ${COMPANY} olarak internet sitemizde ve mobil uygulamalarımızda çerezler ve benzeri teknolojiler kullanıyoruz.
          Bu politika, hangi çerezleri hangi amaçlarla kullandığımızı ve tercihlerinizi nasıl yönetebileceğinizi
          açıklar.
        </p>
        <h2>1. Çerez Nedir?</h2>
        <p>
          Çerezler, ziyaret ettiğiniz internet sitesi tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır.
          Çerezler sayesinde oturumunuz açık kalır, dil ve arama tercihleriniz hatırlanır ve sitemizin nasıl
          kullanıldığını anlayarak hizmetlerimizi geliştirebiliriz.
        </p>
        <h2>2. Kullandığımız Çerez Türleri</h2>
        <ul>
          <li>
            <strong>Zorunlu çerezler:</strong> Oturum açma, güvenlik, rezervasyon ve ödeme adımlarının çalışması için
            gereklidir; devre dışı bırakılamaz. Bu çerezler Kanun'un 5. maddesinin ikinci fıkrasının (c) ve (f)
            bentlerine dayanılarak işlenir.
          </li>
          <li>
            <strong>İşlevsel çerezler:</strong> Dil, para birimi ve son aramalarınız gibi tercihlerinizi hatırlar.
          </li>
          <li>
            <strong>Analitik çerezler:</strong> Ziyaretçi sayısı, sayfa görüntüleme ve hata istatistiklerini toplayarak
            sitemizi iyileştirmemize yardımcı olur.
          </li>
          <li>
            <strong>Pazarlama çerezleri:</strong> İlgi alanlarınıza uygun kampanyaları göstermek ve reklamların
            etkinliğini ölçmek için kullanılır.
          </li>
        </ul>
        <p>
          İşlevsel, analitik ve pazarlama çerezleri yalnızca çerez tercih panelinden vereceğiniz
          <strong>açık rıza</strong> ile kullanılır.
        </p>
        <h2>3. Zorunlu Çerezlerimiz</h2>
        <table>
          <thead>
            <tr>
              <th>Çerez</th>
              <th>Amaç</th>
              <th>Süre</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>at</td>
              <td>Oturum erişim anahtarı; giriş yapmış veya misafir kullanıcının oturumunu taşır.</td>
              <td>15 dakika</td>
            </tr>
            <tr>
              <td>rt</td>
              <td>Oturum yenileme anahtarı; oturumun güvenli şekilde yenilenmesini sağlar.</td>
              <td>30 gün</td>
            </tr>
            <tr>
              <td>orderId</td>
              <td>Ödemesini yaptığınız siparişi (sepetinizi) adımlar arasında taşır.</td>
              <td>30 gün</td>
            </tr>
            <tr>
              <td>bookingGrant</td>
              <td>Ödemeden hemen sonra, giriş yapmadan rezervasyonunuzu görmenizi sağlar.</td>
              <td>1 saat</td>
            </tr>
            <tr>
              <td>consent</td>
              <td>Çerez tercihlerinizi kaydeder; yalnızca izin verdiğiniz çerezler kullanılır.</td>
              <td>1 yıl</td>
            </tr>
            <tr>
              <td>currency</td>
              <td>Açıkça seçtiğiniz para birimini bu ziyaret boyunca hatırlar.</td>
              <td>Tarayıcı oturumu</td>
            </tr>
          </tbody>
        </table>
        <h2>4. İzninizle kullandığımız işlevsel çerezler</h2>
        <table>
          <thead>
            <tr>
              <th>Çerez</th>
              <th>Amaç</th>
              <th>Süre</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>age</td>
              <td>Son aramanızdaki sürücü yaşını bir sonraki arama formu için hatırlar.</td>
              <td>1 yıl</td>
            </tr>
            <tr>
              <td>currency</td>
              <td>Seçtiğiniz para birimini sonraki ziyaretleriniz için de hatırlar.</td>
              <td>1 yıl</td>
            </tr>
          </tbody>
        </table>
        <p>
          Tüm çerezleri reddettiğinizde yalnızca yukarıdaki zorunlu çerezler kullanılır, daha önce konmuş işlevsel
          çerezler silinir ve analitik ya da pazarlama amaçlı hiçbir olay etiket yöneticisine iletilmez.
        </p>
        <h2>5. Tercihlerinizi Nasıl Yönetebilirsiniz?</h2>
        <p>
          Çerez tercihlerinizi sitemizin alt bilgisindeki “Çerez Ayarları” bağlantısından dilediğiniz zaman
          değiştirebilirsiniz. Ayrıca tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz; ancak
          zorunlu çerezleri engellemeniz halinde giriş yapma ve rezervasyon gibi işlevler çalışmayabilir.
        </p>
        <h2>6. Haklarınız</h2>
        <p>
          Çerezler aracılığıyla işlenen kişisel verilerinize ilişkin haklarınız ve başvuru yöntemleri için
          <a href="/kvkk/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a>'ni inceleyebilirsiniz.
        </p>
      `,
    },
    {
      title: "Cookie Policy",
      body: html`
        ${TRANSLATION_NOTE}
        <p>
          ${COMPANY} uses cookies and similar technologies on its website and mobile apps. This policy explains which
          cookies we use, why, and how you can manage your preferences.
        </p>
        <h2>1. What is a cookie?</h2>
        <p>
          Cookies are small text files that a website stores in your browser. They keep you logged in, remember your
          language and search preferences, and help us understand how the site is used so we can improve it.
        </p>
        <h2>2. Types of cookies we use</h2>
        <ul>
          <li>
            <strong>Strictly necessary cookies:</strong> needed for login, security, booking and payment; they cannot be
            switched off. They are processed on the grounds in Article 5(2)(c) and (f) of the Law.
          </li>
          <li>
            <strong>Functional cookies:</strong> remember preferences such as language, currency and your recent
            searches.
          </li>
          <li>
            <strong>Analytics cookies:</strong> collect visitor, page view and error statistics to help us improve the
            site.
          </li>
          <li>
            <strong>Marketing cookies:</strong> show campaigns matching your interests and measure how well ads work.
          </li>
        </ul>
        <p>
          Functional, analytics and marketing cookies are used only with the <strong>explicit consent</strong> you give
          in the cookie preferences panel.
        </p>
        <h2>3. Our strictly necessary cookies</h2>
        <table>
          <thead>
            <tr>
              <th>Cookie</th>
              <th>Purpose</th>
              <th>Lifetime</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>at</td>
              <td>Session access key; carries the session of a logged-in or guest user.</td>
              <td>15 minutes</td>
            </tr>
            <tr>
              <td>rt</td>
              <td>Session refresh key; renews the session securely.</td>
              <td>30 days</td>
            </tr>
            <tr>
              <td>orderId</td>
              <td>Carries the order you are paying for (your basket) between the steps.</td>
              <td>30 days</td>
            </tr>
            <tr>
              <td>bookingGrant</td>
              <td>Lets you see your booking right after paying, without logging in.</td>
              <td>1 hour</td>
            </tr>
            <tr>
              <td>consent</td>
              <td>Records your cookie choices, so that only the cookies you allowed are used.</td>
              <td>1 year</td>
            </tr>
            <tr>
              <td>currency</td>
              <td>Remembers the currency you chose for the rest of this visit.</td>
              <td>Browser session</td>
            </tr>
          </tbody>
        </table>
        <h2>4. Functional cookies we use with your consent</h2>
        <table>
          <thead>
            <tr>
              <th>Cookie</th>
              <th>Purpose</th>
              <th>Lifetime</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>age</td>
              <td>Remembers the driver age of your last search for the next search form.</td>
              <td>1 year</td>
            </tr>
            <tr>
              <td>currency</td>
              <td>Remembers the currency you chose for your next visits too.</td>
              <td>1 year</td>
            </tr>
          </tbody>
        </table>
        <p>
          When you reject all cookies, only the strictly necessary cookies above are used, functional cookies set
          earlier are deleted, and no analytics or marketing event is passed to the tag manager.
        </p>
        <h2>5. Managing your preferences</h2>
        <p>
          You can change your cookie preferences at any time with the “Cookie settings” link in the site footer. You can
          also delete or block cookies in your browser settings; if you block strictly necessary cookies, features such
          as logging in and booking may not work.
        </p>
        <h2>6. Your rights</h2>
        <p>
          See the <a href="/en/kvkk/kvkk-aydinlatma-metni">Privacy Notice</a> for your rights regarding personal data
          processed through cookies and how to apply.
        </p>
      `,
    },
  ),
  legal(
    "kullanim-kosullari",
    "2026-09-15T09:00:00.000Z",
    {
      title: "Kullanım Koşulları",
      body: html`
        <p>
          Bu Kullanım Koşulları, ${CONTACT.website} internet sitesinin ve RotaGo mobil uygulamalarının (birlikte
          “Platform”) kullanımına ilişkin kuralları düzenler. Platform'u kullanan herkes bu koşulları kabul etmiş
          sayılır.
        </p>
        <h2>1. Taraflar ve Hizmetin Niteliği</h2>
        <p>
          Platform, ${COMPANY} (“RotaGo”) tarafından işletilir. RotaGo, ${LEGAL_IDENTIFIERS.tursabLicence} belge
          numaralı A Grubu seyahat acentesi olarak uçak bileti satışında havayolu şirketleri adına; araç kiralamada ise
          kiralama şirketleri adına rezervasyon aracılığı yapar. Araç kiralama hizmetinin kendisi kiralama şirketi, uçuş
          hizmeti ise havayolu şirketi tarafından sunulur ve bu hizmetlere ilgili şirketin kiralama sözleşmesi veya
          taşıma şartları da uygulanır.
        </p>
        <h2>2. Üyelik ve Hesap Güvenliği</h2>
        <ul>
          <li>
            Platform'a telefon numaranız veya e-posta adresinizle, size gönderilen tek kullanımlık kod aracılığıyla
            giriş yapabilirsiniz.
          </li>
          <li>Hesabınıza erişim sağlayan cihaz, telefon hattı ve e-posta hesabının güvenliğinden siz sorumlusunuz.</li>
          <li>Üyelik için 18 yaşını doldurmuş ve fiil ehliyetine sahip olmanız gerekir.</li>
        </ul>
        <h2>3. Kullanıcının Yükümlülükleri</h2>
        <ul>
          <li>Rezervasyonlarda sürücü ve yolcu bilgilerini kimlik belgeleriyle uyumlu, doğru ve eksiksiz girmek;</li>
          <li>
            Başkası adına işlem yapıyorsanız bu kişilerden gerekli yetkiyi almış olmak ve onları kişisel verilerin
            işlenmesi hakkında bilgilendirmek;
          </li>
          <li>
            Platform'u hukuka aykırı amaçlarla, otomatik veri toplama araçlarıyla veya sistemlere zarar verecek şekilde
            kullanmamak;
          </li>
          <li>Başkasına ait ödeme araçlarını izinsiz kullanmamak.</li>
        </ul>
        <h2>4. Fiyatlar ve Müsaitlik</h2>
        <p>
          Platform'da gösterilen fiyatlar ve müsaitlik bilgileri kiralama ve havayolu şirketlerinden anlık olarak alınır
          ve ödeme tamamlanana kadar değişebilir. Rezervasyon, ödemenin alınması ve onay e-postasının gönderilmesiyle
          kesinleşir. Açık bir sistem hatasından kaynaklanan fiyatlarla yapılan işlemlerde RotaGo, kullanıcıyı
          bilgilendirerek işlemi iptal etme ve ödenen bedeli eksiksiz iade etme hakkını saklı tutar.
        </p>
        <h2>5. Fikri Mülkiyet</h2>
        <p>
          Platform'daki tasarım, yazılım, metin, logo, marka ve diğer tüm içerikler RotaGo'ya veya lisans verenlerine
          aittir; izinsiz kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz.
        </p>
        <h2>6. Sorumluluğun Sınırları</h2>
        <p>
          RotaGo, aracılık ettiği hizmetlerin ilgili mevzuata uygun şekilde sunulması için makul özeni gösterir.
          Kiralama şirketinin veya havayolu şirketinin kendi kusurundan, mücbir sebeplerden ve kullanıcının yanlış bilgi
          vermesinden doğan zararlardan, tüketici mevzuatından doğan emredici sorumluluklar saklı kalmak kaydıyla,
          RotaGo sorumlu tutulamaz. Platform'daki üçüncü taraf bağlantılarının içeriğinden RotaGo sorumlu değildir.
        </p>
        <h2>7. Değişiklikler</h2>
        <p>
          RotaGo bu koşulları güncelleyebilir. Güncel metin, yayımlandığı tarihten itibaren geçerlidir; tamamlanmış
          rezervasyonlara rezervasyon tarihinde yürürlükte olan koşullar uygulanır.
        </p>
        <h2>8. Uygulanacak Hukuk ve Uyuşmazlıklar</h2>
        <p>
          Bu koşullara Türkiye Cumhuriyeti hukuku uygulanır. Tüketici işlemlerinden doğan uyuşmazlıklarda, 6502 sayılı
          Tüketicinin Korunması Hakkında Kanun uyarınca her yıl belirlenen parasal sınırlar dahilinde Tüketici Hakem
          Heyetleri, bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemeleri yetkilidir.
        </p>
        <h2>9. İletişim</h2>
        <p>
          Sorularınız için ${CONTACT.phone} numaralı müşteri hizmetlerimizi arayabilir veya ${CONTACT.email.tr} adresine
          yazabilirsiniz.
        </p>
      `,
    },
    {
      title: "Terms of Use",
      body: html`
        ${TRANSLATION_NOTE}
        <p>
          These Terms of Use govern the use of the ${CONTACT.website} website and the RotaGo mobile apps (together the
          “Platform”). By using the Platform you accept these terms.
        </p>
        <h2>1. Parties and nature of the service</h2>
        <p>
          The Platform is operated by ${COMPANY} (“RotaGo”). As a Group A travel agency with licence number
          ${LEGAL_IDENTIFIERS.tursabLicence}, RotaGo sells flight tickets on behalf of airlines, and for car rentals
          acts as a booking intermediary on behalf of rental companies. The car rental itself is provided by the rental
          company and the flight by the airline, and their rental agreement or conditions of carriage also apply.
        </p>
        <h2>2. Membership and account security</h2>
        <ul>
          <li>You log in with your phone number or e-mail address and a one-time code we send you.</li>
          <li>
            You are responsible for the security of the device, phone line and e-mail account that give access to your
            account.
          </li>
          <li>You must be at least 18 years old and have full legal capacity to become a member.</li>
        </ul>
        <h2>3. Your obligations</h2>
        <ul>
          <li>Enter driver and passenger details correctly, completely and as shown on their ID documents;</li>
          <li>
            When acting for others, have their authority and inform them about the processing of their personal data;
          </li>
          <li>
            Not use the Platform for unlawful purposes, with automated scraping tools or in ways that harm our systems;
          </li>
          <li>Not use payment instruments belonging to others without permission.</li>
        </ul>
        <h2>4. Prices and availability</h2>
        <p>
          Prices and availability on the Platform come live from rental companies and airlines and may change until
          payment is complete. A booking is confirmed when payment is taken and the confirmation e-mail is sent. For
          transactions at prices caused by an obvious system error, RotaGo may cancel the transaction after informing
          you and refund the amount paid in full.
        </p>
        <h2>5. Intellectual property</h2>
        <p>
          The design, software, texts, logos, trademarks and all other content of the Platform belong to RotaGo or its
          licensors and may not be copied, reproduced or used commercially without permission.
        </p>
        <h2>6. Limitation of liability</h2>
        <p>
          RotaGo takes reasonable care that the services it arranges are provided in line with the law. Subject to
          mandatory consumer law, RotaGo is not liable for damage caused by the rental company's or airline's own fault,
          by force majeure or by incorrect information given by the user. RotaGo is not responsible for the content of
          third-party links on the Platform.
        </p>
        <h2>7. Changes</h2>
        <p>
          RotaGo may update these terms. The current text applies from its publication; completed bookings remain
          subject to the terms in force when they were made.
        </p>
        <h2>8. Governing law and disputes</h2>
        <p>
          These terms are governed by the laws of the Republic of Türkiye. For consumer disputes, Consumer Arbitration
          Committees are competent within the monetary limits set each year under the Consumer Protection Law No. 6502,
          and Consumer Courts above those limits.
        </p>
        <h2>9. Contact</h2>
        <p>
          For questions, call our customer service on ${CONTACT.phoneInternational} or write to ${CONTACT.email.en}.
        </p>
      `,
    },
  ),
  legal(
    "gizlilik-politikasi",
    "2026-09-15T09:00:00.000Z",
    {
      title: "Gizlilik Politikası",
      body: html`
        <p>
          ${COMPANY} olarak gizliliğinize önem veriyoruz. Bu politika, Platform'u kullanırken bilgilerinizi nasıl
          koruduğumuzu özetler. Kişisel verilerinizin işlenmesine ilişkin ayrıntılı bilgi
          <a href="/kvkk/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a>'nde yer alır.
        </p>
        <h2>1. Topladığımız Bilgiler</h2>
        <ul>
          <li>Üyelik ve giriş için verdiğiniz telefon numarası, e-posta adresi, ad ve soyad;</li>
          <li>Rezervasyon için girdiğiniz sürücü ve yolcu bilgileri;</li>
          <li>Ödeme sırasında ödeme kuruluşundan dönen işlem sonucu (kart numarasının tamamı hariç);</li>
          <li>Cihaz, tarayıcı ve kullanım bilgileri ile izin verdiğiniz ölçüde çerez verileri.</li>
        </ul>
        <h2>2. Bilgilerinizi Nasıl Koruyoruz?</h2>
        <ul>
          <li>Platform ile cihazınız arasındaki tüm trafik TLS ile şifrelenir.</li>
          <li>
            Kart bilgileriniz yalnızca PCI DSS sertifikalı ödeme altyapısında işlenir ve 3-D Secure ile doğrulanır.
          </li>
          <li>
            Oturum anahtarları tarayıcı betiklerinin erişemeyeceği güvenli çerezlerde tutulur; yenileme anahtarları
            sunucularımızda yalnızca özet (hash) olarak saklanır.
          </li>
          <li>Verilere erişim, görev gereği ihtiyaç duyan çalışanlarla sınırlıdır ve erişimler kayıt altına alınır.</li>
          <li>Hizmet sağlayıcılarımızla gizlilik ve veri güvenliği yükümlülükleri içeren sözleşmeler yapılır.</li>
        </ul>
        <h2>3. Bilgilerinizi Kimlerle Paylaşıyoruz?</h2>
        <p>
          Bilgilerinizi yalnızca rezervasyonunuzun gerçekleşmesi için gereken ölçüde kiralama şirketleri, havayolu
          şirketleri ve ödeme kuruluşlarıyla; yasal zorunluluk halinde yetkili makamlarla paylaşırız. Kişisel
          verilerinizi hiçbir koşulda satmayız.
        </p>
        <h2>4. Çocukların Gizliliği</h2>
        <p>
          Platform 18 yaşından küçüklere yönelik değildir. Çocuk ve bebek yolcuların bilgileri, yalnızca rezervasyonu
          yapan yetişkin tarafından ve bilet düzenlenmesi amacıyla girilir.
        </p>
        <h2>5. İletişim Tercihleri</h2>
        <p>
          Ticari iletileri yalnızca onay vermeniz halinde göndeririz. Onayınızı dilediğiniz zaman hesabınızdan veya
          iletideki bağlantıdan geri alabilirsiniz; rezervasyonunuzla ilgili bilgilendirmeler bu tercihten bağımsız
          olarak gönderilir.
        </p>
        <h2>6. Güvenlik İhlali Bildirimi</h2>
        <p>
          Kişisel verilerinizin yetkisiz kişilerce elde edildiğini tespit etmemiz halinde, Kanun'un 12. maddesi uyarınca
          durumu en kısa sürede size ve Kişisel Verileri Koruma Kurulu'na bildiririz.
        </p>
        <h2>7. İletişim</h2>
        <p>Gizlilikle ilgili sorularınız için ${CONTACT.privacyEmail} adresine yazabilirsiniz.</p>
      `,
    },
    {
      title: "Privacy Policy",
      body: html`
        ${TRANSLATION_NOTE}
        <p>
          ${COMPANY} cares about your privacy. This policy summarises how we protect your information when you use the
          Platform. Details on the processing of your personal data are in the
          <a href="/en/kvkk/kvkk-aydinlatma-metni">Privacy Notice</a>.
        </p>
        <h2>1. Information we collect</h2>
        <ul>
          <li>The phone number, e-mail address and name you give to sign up and log in;</li>
          <li>Driver and passenger details you enter for bookings;</li>
          <li>The transaction result returned by the payment institution (never the full card number);</li>
          <li>Device, browser and usage information, and cookie data as far as you allow.</li>
        </ul>
        <h2>2. How we protect it</h2>
        <ul>
          <li>All traffic between the Platform and your device is encrypted with TLS.</li>
          <li>Card details are processed only by a PCI DSS certified payment provider and verified with 3-D Secure.</li>
          <li>
            Session keys are kept in secure cookies that page scripts cannot read; refresh keys are stored on our
            servers only as hashes.
          </li>
          <li>Access to data is limited to staff who need it for their work, and access is logged.</li>
          <li>Our service providers are bound by contracts with confidentiality and data security obligations.</li>
        </ul>
        <h2>3. Who we share it with</h2>
        <p>
          We share your information only as far as needed for your booking with rental companies, airlines and payment
          institutions, and with authorities where the law requires. We never sell your personal data.
        </p>
        <h2>4. Children's privacy</h2>
        <p>
          The Platform is not aimed at people under 18. Details of child and infant passengers are entered only by the
          booking adult and only to issue tickets.
        </p>
        <h2>5. Communication preferences</h2>
        <p>
          We send marketing messages only with your approval. You can withdraw it at any time in your account or with
          the link in the message; service messages about your booking are sent regardless.
        </p>
        <h2>6. Breach notification</h2>
        <p>
          If we find that your personal data has been obtained by unauthorised persons, we notify you and the Personal
          Data Protection Board as soon as possible under Article 12 of the Law.
        </p>
        <h2>7. Contact</h2>
        <p>Write to ${CONTACT.privacyEmail} with any privacy questions.</p>
      `,
    },
  ),
  legal(
    "mesafeli-satis-sozlesmesi",
    "2026-11-28T09:00:00.000Z",
    {
      title: "Mesafeli Satış Sözleşmesi",
      body: html`
        <h2>Madde 1 – Taraflar</h2>
        <h3>1.1. Satıcı / Sağlayıcı</h3>
        ${SELLER_TR}
        <h3>1.2. Alıcı (Tüketici)</h3>
        ${BUYER_TR}
        <h2>Madde 2 – Sözleşmenin Konusu</h2>
        <p>
          İşbu sözleşmenin konusu, Alıcı'nın Satıcı'ya ait ${CONTACT.website} internet sitesi veya mobil uygulaması
          üzerinden elektronik ortamda siparişini verdiği, aşağıda nitelikleri ve satış fiyatı belirtilen hizmetin
          satışı ve ifasına ilişkin olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler
          Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.
        </p>
        ${ORDER_TR}
        <h2>Madde 3 – Hizmetin Niteliği ve Satıcının Sıfatı</h2>
        <p>
          Satıcı; uçak bileti satışında ilgili havayolu şirketi adına A Grubu seyahat acentesi sıfatıyla, araç
          kiralamada ise ilgili kiralama şirketi adına rezervasyon aracısı sıfatıyla hareket eder. Uçuş hizmeti havayolu
          şirketi tarafından, araç kiralama hizmeti kiralama şirketi tarafından ifa edilir. Uçuşlara havayolu şirketinin
          taşıma şartları; araç kiralamaya, aracın teslimi sırasında Alıcı ile kiralama şirketi arasında imzalanacak
          kiralama sözleşmesi ve rezervasyon sırasında gösterilen kiralama şartları da uygulanır.
        </p>
        <h2>Madde 4 – Bedel ve Ödeme</h2>
        <ul>
          <li>
            Madde 2'de belirtilen toplam bedel ({{totalPrice}}) tüm vergi ve harçları içerir ve sipariş sırasında kredi
            kartı veya banka kartı ile tahsil edilir.
          </li>
          <li>
            Taksitli ödemelerde taksit sayısı ve varsa vade farkı, ödeme sayfasında gösterildiği şekilde Alıcı'nın
            kartını çıkaran bankanın uygulamasına tabidir.
          </li>
          <li>
            Araç kiralamada kiralama şirketinin aracın teslimi sırasında aldığı depozito ile ofiste satın alınan ek
            hizmetlerin bedelleri bu sözleşmenin konusu dışındadır ve doğrudan kiralama şirketine ödenir.
          </li>
        </ul>
        <h2>Madde 5 – Hizmetin İfası</h2>
        <p>
          Satıcı, ödemenin onaylanmasının ardından {{reservationId}} numaralı siparişe ait e-bileti veya kiralama
          voucher'ını Alıcı'nın {{buyerEmail}} e-posta adresine gönderir. Hizmet, rezervasyonda belirtilen tarih, saat
          ve yerde ilgili havayolu şirketi veya kiralama şirketi tarafından sunulur. Alıcı; aracın teslimi için gerekli
          belgeleri (sürücü belgesi, kimlik, sürücü adına kredi kartı) ve uçuş için geçerli kimlik veya pasaportu ibraz
          etmekle yükümlüdür; bu belgelerin eksikliği nedeniyle hizmetin sunulamaması Satıcı'nın sorumluluğunda
          değildir.
        </p>
        <h2>Madde 6 – Cayma Hakkı</h2>
        <p>
          Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesinin birinci fıkrasının (g) bendi uyarınca, belirli bir tarihte
          veya dönemde yapılması gereken araba kiralama hizmetlerine ilişkin sözleşmelerde
          <strong>cayma hakkı bulunmamaktadır</strong>. Yönetmelik'in 2. maddesi uyarınca yolcu taşıma hizmetleri de
          cayma hakkına ilişkin hükümlerin kapsamı dışındadır. Bu nedenle işbu sözleşme konusu hizmetler için cayma
          hakkı kullanılamaz; ancak Alıcı, aşağıdaki iptal ve değişiklik koşulları çerçevesinde rezervasyonunu iptal
          edebilir veya değiştirebilir.
        </p>
        <h2>Madde 7 – İptal, Değişiklik ve İade</h2>
        <p>Bu rezervasyona uygulanacak iptal ve değişiklik koşulları şunlardır:</p>
        <blockquote>{{cancellationPolicy}}</blockquote>
        <p>
          İptal ve değişiklik talepleri hizmetin başlangıcından önce Platform'daki İptal ve İade sayfasından veya
          müşteri hizmetleri aracılığıyla iletilir. İade edilecek tutar, talebin Satıcı tarafından onaylanmasından
          itibaren en geç 14 gün içinde ödemede kullanılan karta iade edilir; tutarın hesaba yansıma süresi bankaya göre
          değişebilir. Uçuşun havayolu şirketince iptali veya rötarı halinde Alıcı'nın Havayolu ile Seyahat Eden
          Yolcuların Haklarına Dair Yönetmelik (SHY-YOLCU) kapsamındaki hakları saklıdır.
        </p>
        <h2>Madde 8 – Tarafların Yükümlülükleri</h2>
        <ul>
          <li>
            Alıcı, sipariş sırasında verdiği sürücü, yolcu ve iletişim bilgilerinin doğru ve eksiksiz olduğunu; hatalı
            bilgiden doğan ek masraflardan kendisinin sorumlu olduğunu kabul eder.
          </li>
          <li>
            Alıcı, sözleşmenin kurulmasından önce hizmetin temel nitelikleri, toplam bedeli, ödeme ve ifa koşulları ile
            cayma hakkına ilişkin <a href="/kvkk/on-bilgilendirme-formu">Ön Bilgilendirme Formu</a>'nu okuduğunu ve
            elektronik ortamda teyit ettiğini kabul eder.
          </li>
          <li>
            Satıcı, hizmetin sözleşmede belirtilen niteliklere uygun olarak sunulması için ilgili havayolu ve kiralama
            şirketiyle gerekli bildirimleri zamanında yapmakla yükümlüdür.
          </li>
          <li>
            Satıcı'nın kontrolü dışındaki mücbir sebeplerle hizmetin ifasının imkânsızlaşması halinde Satıcı, durumu
            Alıcı'ya derhal bildirir ve tahsil edilen bedeli ilgili şirketin iade kuralları çerçevesinde iade eder.
          </li>
        </ul>
        <h2>Madde 9 – Şikâyet ve Uyuşmazlıkların Çözümü</h2>
        <p>
          Alıcı, şikâyetlerini ${CONTACT.phone} numaralı telefondan, ${CONTACT.email.tr} e-posta adresinden veya
          ${LEGAL_IDENTIFIERS.kep} KEP adresinden Satıcı'ya iletebilir. Uyuşmazlıklarda, Ticaret Bakanlığınca her yıl
          ilan edilen parasal sınırlar dahilinde Alıcı'nın veya Satıcı'nın yerleşim yerindeki Tüketici Hakem Heyetleri,
          bu sınırları aşan uyuşmazlıklarda Tüketici Mahkemeleri yetkilidir.
        </p>
        <h2>Madde 10 – Yürürlük</h2>
        <p>
          İşbu sözleşme, Alıcı tarafından {{orderDate}} tarihinde elektronik ortamda onaylanarak kurulmuş ve yürürlüğe
          girmiştir. Sözleşmenin bir örneği Alıcı'nın {{buyerEmail}} adresine kalıcı veri saklayıcısı olarak gönderilir
          ve Alıcı'nın hesabında saklanır. Satıcı, sözleşme metnini mevzuatta öngörülen süre boyunca muhafaza eder.
        </p>
      `,
    },
    {
      title: "Distance Sales Contract",
      body: html`
        ${TRANSLATION_NOTE}
        <h2>Article 1 – Parties</h2>
        <h3>1.1. Seller / provider</h3>
        ${SELLER_EN}
        <h3>1.2. Buyer (consumer)</h3>
        ${BUYER_EN}
        <h2>Article 2 – Subject</h2>
        <p>
          This contract sets out the rights and obligations of the parties, under the Consumer Protection Law No. 6502
          and the Distance Contracts Regulation, for the sale and performance of the service described below, which the
          Buyer ordered electronically on the Seller's ${CONTACT.website} website or mobile app.
        </p>
        ${ORDER_EN}
        <h2>Article 3 – Nature of the service and capacity of the Seller</h2>
        <p>
          For flight tickets the Seller acts as a Group A travel agency on behalf of the airline; for car rentals it
          acts as a booking intermediary on behalf of the rental company. The flight is performed by the airline and the
          car rental by the rental company. The airline's conditions of carriage apply to flights; the rental agreement
          signed between the Buyer and the rental company at pickup and the rental terms shown when booking also apply
          to car rentals.
        </p>
        <h2>Article 4 – Price and payment</h2>
        <ul>
          <li>
            The total price in Article 2 ({{totalPrice}}) includes all taxes and charges and is collected by credit or
            debit card when ordering.
          </li>
          <li>
            For instalment payments, the number of instalments and any interest are as shown on the payment page and
            subject to the practice of the bank that issued the Buyer's card.
          </li>
          <li>
            For car rentals, the deposit taken by the rental company at pickup and extras bought at the desk are outside
            this contract and paid directly to the rental company.
          </li>
        </ul>
        <h2>Article 5 – Performance</h2>
        <p>
          Once payment is approved, the Seller sends the e-ticket or rental voucher for order {{reservationId}} to the
          Buyer's e-mail address {{buyerEmail}}. The service is provided by the airline or rental company at the date,
          time and place stated in the booking. The Buyer must present the documents needed to collect the car (driving
          licence, ID, credit card in the driver's name) and a valid ID or passport for the flight; the Seller is not
          responsible if the service cannot be provided because these documents are missing.
        </p>
        <h2>Article 6 – Right of withdrawal</h2>
        <p>
          Under Article 15(1)(g) of the Distance Contracts Regulation, there is
          <strong>no right of withdrawal</strong> for contracts for car rental services to be provided on a specific
          date or period. Under Article 2 of the Regulation, passenger transport services are also outside the
          provisions on the right of withdrawal. The right of withdrawal therefore cannot be exercised for the services
          in this contract; the Buyer may, however, cancel or change the booking under the cancellation and change
          conditions below.
        </p>
        <h2>Article 7 – Cancellation, changes and refunds</h2>
        <p>The cancellation and change conditions for this booking are:</p>
        <blockquote>{{cancellationPolicy}}</blockquote>
        <p>
          Cancellation and change requests are made before the service starts on the Platform's Change and cancel page
          or through customer service. Any refund is made to the card used for payment within 14 days of the Seller
          approving the request; how long it takes to reach the account depends on the bank. If the airline cancels or
          delays the flight, the Buyer's rights under the Turkish air passenger rights regulation (SHY-YOLCU) remain.
        </p>
        <h2>Article 8 – Obligations of the parties</h2>
        <ul>
          <li>
            The Buyer confirms that the driver, passenger and contact details given when ordering are correct and
            complete, and bears any extra costs caused by wrong details.
          </li>
          <li>
            The Buyer confirms having read and electronically confirmed the
            <a href="/en/kvkk/on-bilgilendirme-formu">Pre-information Form</a> on the main features of the service, the
            total price, payment and performance conditions and the right of withdrawal before the contract was
            concluded.
          </li>
          <li>
            The Seller must pass the necessary notifications to the airline and rental company in time so that the
            service is provided as described in the contract.
          </li>
          <li>
            If performance becomes impossible due to force majeure beyond the Seller's control, the Seller informs the
            Buyer immediately and refunds the amount collected under the refund rules of the company concerned.
          </li>
        </ul>
        <h2>Article 9 – Complaints and disputes</h2>
        <p>
          The Buyer may send complaints to the Seller by phone on ${CONTACT.phoneInternational}, by e-mail to
          ${CONTACT.email.en} or by KEP to ${LEGAL_IDENTIFIERS.kep}. Within the monetary limits announced each year by
          the Ministry of Trade, the Consumer Arbitration Committee at the Buyer's or Seller's place of residence is
          competent for disputes, and Consumer Courts above those limits.
        </p>
        <h2>Article 10 – Entry into force</h2>
        <p>
          This contract was concluded and entered into force when the Buyer approved it electronically on {{orderDate}}.
          A copy is sent to the Buyer at {{buyerEmail}} on a durable medium and kept in the Buyer's account. The Seller
          keeps the contract for the period required by law.
        </p>
      `,
    },
  ),
  legal(
    "on-bilgilendirme-formu",
    "2026-11-28T09:00:00.000Z",
    {
      title: "Ön Bilgilendirme Formu",
      body: html`
        <p>
          İşbu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun'un 48. maddesi ve Mesafeli Sözleşmeler
          Yönetmeliği'nin 5. maddesi uyarınca, mesafeli sözleşmenin kurulmasından önce Alıcı'nın bilgilendirilmesi
          amacıyla düzenlenmiştir.
        </p>
        <h2>1. Satıcı / Sağlayıcı Bilgileri</h2>
        ${SELLER_TR}
        <h2>2. Alıcı Bilgileri</h2>
        ${BUYER_TR}
        <h2>3. Hizmetin Temel Nitelikleri ve Bedeli</h2>
        ${ORDER_TR}
        <p>
          Hizmetin tarih, saat, teslim/iade yeri, araç sınıfı veya uçuş ve paket bilgileri, yukarıdaki hizmet
          açıklamasında ve rezervasyon özetinde yer aldığı şekildedir. Satıcı; uçak biletinde havayolu şirketi adına
          seyahat acentesi, araç kiralamada kiralama şirketi adına rezervasyon aracısı olarak hareket eder; hizmet
          ilgili havayolu veya kiralama şirketi tarafından ifa edilir.
        </p>
        <h2>4. Ödeme ve İfaya İlişkin Bilgiler</h2>
        <ul>
          <li>
            Toplam bedel ({{totalPrice}}) vergiler dahildir ve sipariş sırasında kart ile tahsil edilir. Ek masraf varsa
            ödeme sayfasında ayrıca gösterilir.
          </li>
          <li>
            Araç kiralamada depozito, kiralama şirketi tarafından aracın tesliminde ana sürücü adına kredi kartından
            provizyon olarak alınır ve bu forma konu bedele dahil değildir.
          </li>
          <li>E-bilet veya voucher, ödeme onayının ardından {{buyerEmail}} adresine gönderilir.</li>
        </ul>
        <h2>5. Cayma Hakkı</h2>
        <p>
          Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesinin birinci fıkrasının (g) bendi uyarınca belirli bir tarihte
          veya dönemde yapılması gereken araba kiralama hizmetlerinde ve Yönetmelik'in 2. maddesi uyarınca yolcu taşıma
          hizmetlerinde <strong>cayma hakkı bulunmamaktadır</strong>. Alıcı, bu hizmetler için cayma hakkını
          kullanamayacağını bilerek siparişini verir.
        </p>
        <h2>6. İptal ve Değişiklik Koşulları</h2>
        <blockquote>{{cancellationPolicy}}</blockquote>
        <p>Onaylanan iadeler en geç 14 gün içinde ödemede kullanılan karta yapılır.</p>
        <h2>7. Şikâyet ve İtiraz Yolları</h2>
        <p>
          Alıcı, şikâyet ve itirazlarını ${CONTACT.phone} numaralı telefondan veya ${CONTACT.email.tr} adresinden
          iletebilir. Uyuşmazlıklarda her yıl ilan edilen parasal sınırlar dahilinde Tüketici Hakem Heyetlerine, bu
          sınırları aşan durumlarda Tüketici Mahkemelerine başvurulabilir.
        </p>
        <h2>8. Onay</h2>
        <p>
          {{buyerName}}, {{reservationId}} numaralı sipariş için işbu Ön Bilgilendirme Formu'nu {{orderDate}} tarihinde
          okuduğunu, içeriğini anladığını ve elektronik ortamda teyit ettiğini kabul eder. İletişim için bildirilen
          telefon numarası: {{buyerPhone}}; adres: {{buyerAddress}}.
        </p>
      `,
    },
    {
      title: "Pre-information Form",
      body: html`
        ${TRANSLATION_NOTE}
        <p>
          This form informs the Buyer before the distance contract is concluded, under Article 48 of the Consumer
          Protection Law No. 6502 and Article 5 of the Distance Contracts Regulation.
        </p>
        <h2>1. Seller / provider</h2>
        ${SELLER_EN}
        <h2>2. Buyer</h2>
        ${BUYER_EN}
        <h2>3. Main features and price of the service</h2>
        ${ORDER_EN}
        <p>
          The date, time, pickup/drop-off place, car class or flight and fare details of the service are as given in the
          service description above and the booking summary. The Seller acts as a travel agency on behalf of the airline
          for flight tickets and as a booking intermediary on behalf of the rental company for car rentals; the service
          is performed by the airline or rental company concerned.
        </p>
        <h2>4. Payment and performance</h2>
        <ul>
          <li>
            The total price ({{totalPrice}}) includes taxes and is collected by card when ordering. Any additional costs
            are shown separately on the payment page.
          </li>
          <li>
            For car rentals, the deposit is taken by the rental company at pickup as a hold on a credit card in the main
            driver's name and is not part of the price in this form.
          </li>
          <li>The e-ticket or voucher is sent to {{buyerEmail}} once payment is approved.</li>
        </ul>
        <h2>5. Right of withdrawal</h2>
        <p>
          Under Article 15(1)(g) of the Distance Contracts Regulation for car rental services to be provided on a
          specific date or period, and under Article 2 of the Regulation for passenger transport services,
          <strong>there is no right of withdrawal</strong>. The Buyer places the order knowing that the right of
          withdrawal cannot be exercised for these services.
        </p>
        <h2>6. Cancellation and change conditions</h2>
        <blockquote>{{cancellationPolicy}}</blockquote>
        <p>Approved refunds are made to the card used for payment within 14 days at the latest.</p>
        <h2>7. Complaints</h2>
        <p>
          The Buyer may send complaints and objections by phone on ${CONTACT.phoneInternational} or to
          ${CONTACT.email.en}. Disputes may be taken to Consumer Arbitration Committees within the monetary limits
          announced each year, and to Consumer Courts above them.
        </p>
        <h2>8. Confirmation</h2>
        <p>
          {{buyerName}} confirms having read, understood and electronically confirmed this Pre-information Form for
          order {{reservationId}} on {{orderDate}}. Phone given for contact: {{buyerPhone}}; address: {{buyerAddress}}.
        </p>
      `,
    },
  ),
];
