/**
 * Texts for the rental car brand pages (`/arac-kiralama/kiralik-arac-markalari/{brand}`). `slug`
 * is the brand's slug in the Main API's car catalog (the inventory's brand name, lower case,
 * letters folded, dashes between words), `name` the brand as written by its maker.
 */
import { type Document, html, bilingual } from "./document";

interface BrandText {
  readonly intro: string;
  readonly metaDescription: string;
}

function brand(slug: string, name: string, tr: BrandText, en: BrandText): Document {
  return bilingual("car-brands", `brand-${slug}`, { slug, name }, tr, en);
}

export const CAR_BRANDS: readonly Document[] = [
  brand(
    "audi",
    "Audi",
    {
      intro: html`<p>
        Audi A6, uzun yolda sessiz kabini ve dört çeker seçenekleriyle iş seyahatlerinin ve şehirler arası yolculukların
        lüks sınıf tercihidir. Kiralık Audi'lerin çoğu otomatik vitesli ve dizel motorludur.
      </p>`,
      metaDescription:
        "Kiralık Audi A6 fiyatlarını şirketlere göre karşılaştırın; günlük en uygun fiyatla hemen kiralayın.",
    },
    {
      intro: html`<p>
        The Audi A6 is the luxury choice for business trips and long drives between cities, with a quiet cabin and
        confident handling. Most rental Audis are automatic diesels.
      </p>`,
      metaDescription: "Compare Audi A6 rental prices across companies and book the best daily rate in minutes.",
    },
  ),
  brand(
    "bmw",
    "BMW",
    {
      intro: html`<p>
        BMW filosunda iş seyahatleri için 520i sedan ve Akdeniz kıyısında keyifli sürüşler için 420i Cabrio bulunur. İki
        model de otomatik vitesli ve benzinlidir; lüks ve cabrio sınıfı için sürücü yaşı sınırlarına dikkat edin.
      </p>`,
      metaDescription:
        "Kiralık BMW 520i ve 420i Cabrio fiyatları. Şirketleri karşılaştırın, en uygun günlük fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        BMW's rental fleet has the 520i saloon for business travel and the 420i Cabrio for sunny drives along the
        Mediterranean. Both are automatic petrol cars; check the minimum driver age of the luxury and convertible
        classes.
      </p>`,
      metaDescription: "BMW 520i and 420i Cabrio rental prices. Compare companies and book the best daily rate.",
    },
  ),
  brand(
    "citroen",
    "Citroën",
    {
      intro: html`<p>
        Citroën C4, yumuşak süspansiyonu ve geniş bagajıyla orta sınıfta konforlu bir aile aracıdır. Dizel motoru uzun
        yolda düşük yakıt tüketir.
      </p>`,
      metaDescription:
        "Kiralık Citroën C4 fiyatlarını karşılaştırın; otomatik vitesli dizel aracı uygun fiyata kiralayın.",
    },
    {
      intro: html`<p>
        The Citroën C4 is a comfortable mid-size family car with soft suspension and a large boot. Its diesel engine is
        frugal on long drives.
      </p>`,
      metaDescription: "Compare Citroën C4 rental prices and rent an automatic diesel at a good daily rate.",
    },
  ),
  brand(
    "dacia",
    "Dacia",
    {
      intro: html`<p>
        Dacia Sandero ve Duster, kiralamada en uygun fiyatlı araçlar arasındadır. Sandero şehir içi ve kısa yolculuklar
        için, Duster ise yüksek gövdesiyle köy yolları ve yayla rotaları için idealdir.
      </p>`,
      metaDescription:
        "Kiralık Dacia Sandero ve Duster fiyatları. Bütçe dostu araçları karşılaştırın ve hemen kiralayın.",
    },
    {
      intro: html`<p>
        The Dacia Sandero and Duster are among the most affordable rental cars. The Sandero suits city driving and short
        trips; the Duster's high ground clearance suits village roads and mountain plateaus.
      </p>`,
      metaDescription: "Dacia Sandero and Duster rental prices. Compare budget-friendly cars and book now.",
    },
  ),
  brand(
    "fiat",
    "Fiat",
    {
      intro: html`<p>
        Fiat Egea, Türkiye'de kiralık araç denince akla gelen ilk modeldir: geniş bagajlı, ekonomik ve her ofiste
        bulunur. Doblo büyük aileler ve bol bagaj için, 500C ise şehirde ve sahilde üstü açık keyif için kiralanır.
      </p>`,
      metaDescription:
        "Kiralık Fiat Egea, Doblo ve 500C fiyatları. Türkiye'nin en çok kiralanan aracını uygun fiyata kiralayın.",
    },
    {
      intro: html`<p>
        The Fiat Egea is Türkiye's archetypal rental car: roomy, economical and available at almost every office. The
        Doblo suits large families and lots of luggage; the 500C is for open-top fun in town and on the coast.
      </p>`,
      metaDescription: "Fiat Egea, Doblo and 500C rental prices. Rent Türkiye's most rented car at a good daily rate.",
    },
  ),
  brand(
    "ford",
    "Ford",
    {
      intro: html`<p>
        Ford Tourneo Custom, sekiz kişilik oturma düzeni ve geniş bagaj hacmiyle kalabalık gruplar, havalimanı
        transferleri ve aile tatilleri için kiralanır.
      </p>`,
      metaDescription: "Kiralık Ford Tourneo Custom fiyatları. 8 kişilik minivanı şirketlere göre karşılaştırın.",
    },
    {
      intro: html`<p>
        The Ford Tourneo Custom seats eight with room for their luggage, ideal for groups, airport transfers and family
        holidays.
      </p>`,
      metaDescription: "Ford Tourneo Custom rental prices. Compare the eight-seat van across rental companies.",
    },
  ),
  brand(
    "honda",
    "Honda",
    {
      intro: html`<p>
        Honda Civic, sportif sürüşü ve güvenilir otomatik şanzımanıyla orta sınıfın en sevilen modellerindendir.
      </p>`,
      metaDescription: "Kiralık Honda Civic fiyatlarını karşılaştırın ve otomatik vitesli aracınızı hemen kiralayın.",
    },
    {
      intro: html`<p>
        The Honda Civic is one of the most popular mid-size cars, with sporty handling and a dependable automatic
        gearbox.
      </p>`,
      metaDescription: "Compare Honda Civic rental prices and book your automatic car now.",
    },
  ),
  brand(
    "hyundai",
    "Hyundai",
    {
      intro: html`<p>
        Hyundai i20 şehir içinde kolay park edilen otomatik bir ekonomik araçtır; Elantra ise daha geniş kabiniyle orta
        sınıfta uzun yol konforu sunar.
      </p>`,
      metaDescription:
        "Kiralık Hyundai i20 ve Elantra fiyatları. Şirketleri karşılaştırın, en uygun fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        The Hyundai i20 is an automatic economy car that is easy to park in town; the Elantra offers a larger cabin and
        long-distance comfort in the mid-size class.
      </p>`,
      metaDescription: "Hyundai i20 and Elantra rental prices. Compare companies and book the best rate.",
    },
  ),
  brand(
    "mercedes-benz",
    "Mercedes-Benz",
    {
      intro: html`<p>
        Mercedes-Benz E 200, lüks sınıfta iş toplantıları ve özel günler için tercih edilir. Vito ise dokuz kişilik
        kapasitesiyle VIP transferlerin ve büyük grupların aracıdır.
      </p>`,
      metaDescription:
        "Kiralık Mercedes-Benz E 200 ve Vito fiyatları. Lüks sedan ve 9 kişilik minivanı uygun fiyata kiralayın.",
    },
    {
      intro: html`<p>
        The Mercedes-Benz E 200 is the luxury saloon for business meetings and special occasions; the nine-seat Vito is
        the van for VIP transfers and large groups.
      </p>`,
      metaDescription: "Mercedes-Benz E 200 and Vito rental prices. Rent a luxury saloon or a nine-seat van.",
    },
  ),
  brand(
    "mini",
    "MINI",
    {
      intro: html`<p>
        MINI Cooper Cabrio, Bodrum ve Çeşme gibi tatil kasabalarında üstü açık sürüşün simgesidir. Dört kişiliktir;
        bagajı küçük olduğundan hafif seyahat edenlere uygundur.
      </p>`,
      metaDescription: "Kiralık MINI Cooper Cabrio fiyatları. Tatilde üstü açık araç keyfini uygun fiyata yaşayın.",
    },
    {
      intro: html`<p>
        The MINI Cooper Cabrio is the symbol of open-top driving in holiday towns such as Bodrum and Çeşme. It seats
        four and has a small boot, so it suits travellers with light luggage.
      </p>`,
      metaDescription: "MINI Cooper Cabrio rental prices. Enjoy an open-top car on holiday at a good rate.",
    },
  ),
  brand(
    "nissan",
    "Nissan",
    {
      intro: html`<p>
        Nissan Qashqai, yüksek sürüş pozisyonu ve otomatik şanzımanıyla şehir ve şehirlerarası kullanımda dengeli bir
        SUV'dur.
      </p>`,
      metaDescription: "Kiralık Nissan Qashqai fiyatlarını karşılaştırın; otomatik SUV'u en uygun fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        The Nissan Qashqai is a well-balanced SUV for town and motorway, with a high driving position and an automatic
        gearbox.
      </p>`,
      metaDescription: "Compare Nissan Qashqai rental prices and rent an automatic SUV at the best rate.",
    },
  ),
  brand(
    "opel",
    "Opel",
    {
      intro: html`<p>
        Opel Corsa, otomatik vitesi ve kompakt ölçüleriyle şehir içi kiralamaların pratik ve ekonomik seçeneğidir.
      </p>`,
      metaDescription: "Kiralık Opel Corsa fiyatları. Otomatik vitesli ekonomik aracı şirketlere göre karşılaştırın.",
    },
    {
      intro: html`<p>The Opel Corsa, automatic and compact, is a practical and economical choice for city rentals.</p>`,
      metaDescription: "Opel Corsa rental prices. Compare the automatic economy car across companies.",
    },
  ),
  brand(
    "peugeot",
    "Peugeot",
    {
      intro: html`<p>
        Peugeot 3008, modern iç tasarımı ve geniş bagajıyla aileler için konforlu bir SUV'dur; dizel motoru uzun yolda
        ekonomiktir.
      </p>`,
      metaDescription: "Kiralık Peugeot 3008 fiyatlarını karşılaştırın; dizel SUV'u uygun fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        The Peugeot 3008 is a comfortable family SUV with a modern interior and a large boot; its diesel engine is
        economical on long drives.
      </p>`,
      metaDescription: "Compare Peugeot 3008 rental prices and rent a diesel SUV at a good rate.",
    },
  ),
  brand(
    "renault",
    "Renault",
    {
      intro: html`<p>
        Renault Clio ve Megane, Türkiye'de kiralık filoların temel taşlarıdır. Clio manuel ve otomatik seçenekleriyle
        ekonomik sınıfta, Megane ise dizel otomatik motoruyla orta sınıfta yer alır; Kangoo ise bol bagaj hacmi sunar.
      </p>`,
      metaDescription: "Kiralık Renault Clio, Megane ve Kangoo fiyatları. Şirketleri karşılaştırın ve hemen kiralayın.",
    },
    {
      intro: html`<p>
        The Renault Clio and Megane are staples of Turkish rental fleets. The Clio comes manual or automatic in the
        economy class, the Megane as an automatic diesel in the mid-size class, and the Kangoo offers lots of luggage
        space.
      </p>`,
      metaDescription: "Renault Clio, Megane and Kangoo rental prices. Compare companies and book now.",
    },
  ),
  brand(
    "skoda",
    "Škoda",
    {
      intro: html`<p>
        Škoda Superb, sınıfının en geniş arka koltuk ve bagaj hacmine sahip sedanlarından biridir; iş seyahatleri ve
        uzun aile yolculukları için idealdir.
      </p>`,
      metaDescription: "Kiralık Škoda Superb fiyatlarını karşılaştırın; geniş sedanı uygun günlük fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        The Škoda Superb has one of the roomiest rear seats and boots in its class, ideal for business trips and long
        family drives.
      </p>`,
      metaDescription: "Compare Škoda Superb rental prices and rent a spacious saloon at a good daily rate.",
    },
  ),
  brand(
    "togg",
    "Togg",
    {
      intro: html`<p>
        Togg T10X, Türkiye'nin yerli elektrikli SUV'udur. Şarj istasyonu ağı büyük şehirlerde ve otoyollarda hızla
        genişliyor; kiralamadan önce rotanızdaki hızlı şarj noktalarını planlayın.
      </p>`,
      metaDescription: "Kiralık Togg T10X fiyatları. Türkiye'nin elektrikli SUV'unu şirketlere göre karşılaştırın.",
    },
    {
      intro: html`<p>
        The Togg T10X is Türkiye's home-grown electric SUV. The charging network is growing fast in the big cities and
        along motorways; plan the fast chargers on your route before you rent.
      </p>`,
      metaDescription: "Togg T10X rental prices. Compare Türkiye's electric SUV across rental companies.",
    },
  ),
  brand(
    "toyota",
    "Toyota",
    {
      intro: html`<p>
        Toyota'nın hibrit modelleri Corolla, C-HR ve Camry, şehir içinde çok düşük yakıt tüketimiyle öne çıkar. Hepsi
        otomatik vitesli olduğundan trafikte rahat bir sürüş sunar.
      </p>`,
      metaDescription:
        "Kiralık Toyota Corolla, C-HR ve Camry hibrit fiyatları. Şirketleri karşılaştırın, hemen kiralayın.",
    },
    {
      intro: html`<p>
        Toyota's hybrids, the Corolla, C-HR and Camry, stand out with very low fuel use in town. All of them are
        automatic, which makes driving in traffic easy.
      </p>`,
      metaDescription: "Toyota Corolla, C-HR and Camry hybrid rental prices. Compare companies and book now.",
    },
  ),
  brand(
    "volkswagen",
    "Volkswagen",
    {
      intro: html`<p>
        Volkswagen Passat, üst sınıfta iş dünyasının klasik sedanıdır; Tiguan ise dizel motoru ve geniş iç hacmiyle
        aileler için güvenilir bir SUV'dur.
      </p>`,
      metaDescription:
        "Kiralık Volkswagen Passat ve Tiguan fiyatları. Şirketleri karşılaştırın ve uygun fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        The Volkswagen Passat is the classic business saloon of the full-size class; the Tiguan is a dependable family
        SUV with a diesel engine and a roomy interior.
      </p>`,
      metaDescription: "Volkswagen Passat and Tiguan rental prices. Compare companies and book a good rate.",
    },
  ),
  brand(
    "volvo",
    "Volvo",
    {
      intro: html`<p>
        Volvo S90, hibrit motoru ve güvenlik donanımıyla lüks sınıfta sakin ve konforlu bir uzun yol aracıdır.
      </p>`,
      metaDescription: "Kiralık Volvo S90 hibrit fiyatlarını karşılaştırın; lüks sedanı uygun fiyatla kiralayın.",
    },
    {
      intro: html`<p>
        The Volvo S90, a hybrid with extensive safety equipment, is a calm and comfortable luxury car for long drives.
      </p>`,
      metaDescription: "Compare Volvo S90 hybrid rental prices and rent a luxury saloon at a good rate.",
    },
  ),
];
