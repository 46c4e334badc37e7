/**
 * Texts for the car rental landing pages of airports, cities and a district
 * (`/arac-kiralama/{country}/{city}[/{airport}]`). `placeId` is the place's id in the places
 * service (`apt:IATA`, `city:slug`, `dist:slug`); `city` is the place's city slug. Distances and
 * drive times are approximate.
 */
import { type Document, html, bilingual } from "./document";

interface Section {
  readonly heading: string;
  readonly body: string;
}

interface LocationText {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly Section[];
  readonly metaTitle: string;
  readonly metaDescription: string;
}

interface LocationKey {
  readonly placeId: string;
  readonly slug: string;
  readonly city: string;
  readonly airport?: string;
  readonly district?: string;
}

function seoLocation(key: LocationKey, tr: LocationText, en: LocationText): Document {
  return bilingual("seo-locations", `seo-${key.slug}`, { country: "turkiye", ...key }, tr, en);
}

const section = (heading: string, body: string): Section => ({ heading, body });

export const SEO_LOCATIONS: readonly Document[] = [
  seoLocation(
    { placeId: "apt:IST", slug: "istanbul-havalimani", city: "istanbul", airport: "istanbul-havalimani" },
    {
      title: "İstanbul Havalimanı Araç Kiralama",
      intro: html`
        <p>
          İstanbul Havalimanı'nda (IST) araç kiralamak, şehrin Avrupa yakasına ve Trakya'ya ulaşmanın en esnek yoludur.
          Kiralama şirketlerinin ofisleri terminal binasında ve otopark katlarında yer alır; uçaktan indikten sonra
          birkaç dakika içinde aracınızı teslim alabilirsiniz.
        </p>
        <p>
          RotaGo'da İstanbul Havalimanı'ndaki tüm anlaşmalı şirketlerin fiyatlarını, depozito ve kilometre koşullarıyla
          birlikte karşılaştırabilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Havalimanı, Taksim'e yaklaşık 40 km uzaklıktadır. Şehre giden Kuzey Marmara Otoyolu ve Yavuz Sultan Selim
              Köprüsü ücretlidir; kiralık aracınızdaki HGS etiketi geçiş ücretlerini otomatik öder. Hafta içi
              07.00–10.00 ve 17.00–20.00 saatleri arasında şehir içi trafik yoğundur; yolculuğunuzu buna göre planlayın.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Havalimanının çok katlı otoparkları 7/24 açıktır. İade sırasında “Araç Kiralama İade” yönlendirmelerini
              izleyin. Şehir merkezinde sokakta park yeri bulmak zordur; belediye otoparklarını veya otelinizin
              otoparkını tercih edin.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Karadeniz kıyısı, Kilyos:</strong> yaklaşık 35 km, 40 dakika</li>
              <li><strong>Şile ve Ağva:</strong> yaklaşık 120 km, 1,5–2 saat</li>
              <li><strong>Edirne:</strong> yaklaşık 220 km, 2,5 saat</li>
              <li><strong>Bursa (Osmangazi Köprüsü üzerinden):</strong> yaklaşık 240 km, 2,5–3 saat</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "İstanbul Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "İstanbul Havalimanı'nda (IST) terminal içi teslimli kiralık araçlar. Fiyatları, depozito ve kilometre koşullarını karşılaştırın, hemen rezervasyon yapın.",
    },
    {
      title: "Car rental at Istanbul Airport",
      intro: html`
        <p>
          Renting a car at Istanbul Airport (IST) is the most flexible way to reach the European side of the city and
          Thrace. Rental desks are in the terminal and on the car park levels; you can pick up your car within minutes
          of landing.
        </p>
        <p>
          On RotaGo you can compare the prices of every partner company at Istanbul Airport, together with their deposit
          and mileage conditions.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The airport is about 40 km from Taksim. The Northern Marmara Motorway and the Yavuz Sultan Selim Bridge
              into the city are tolled; the HGS tag in your rental car pays automatically. Weekday traffic is heavy
              between 07:00–10:00 and 17:00–20:00, so plan your drive around it.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              The airport's multi-storey car parks are open 24/7. When returning the car, follow the “Car Rental Return”
              signs. Street parking in the city centre is hard to find; use municipal car parks or your hotel's car
              park.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Black Sea coast, Kilyos:</strong> about 35 km, 40 minutes</li>
              <li><strong>Şile and Ağva:</strong> about 120 km, 1.5–2 hours</li>
              <li><strong>Edirne:</strong> about 220 km, 2.5 hours</li>
              <li><strong>Bursa (via the Osmangazi Bridge):</strong> about 240 km, 2.5–3 hours</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Istanbul Airport (IST) | RotaGo",
      metaDescription:
        "Rental cars with in-terminal pickup at Istanbul Airport (IST). Compare prices, deposits and mileage conditions and book in minutes.",
    },
  ),
  seoLocation(
    { placeId: "apt:SAW", slug: "sabiha-gokcen-havalimani", city: "istanbul", airport: "sabiha-gokcen-havalimani" },
    {
      title: "Sabiha Gökçen Havalimanı Araç Kiralama",
      intro: html`
        <p>
          İstanbul'un Anadolu yakasındaki Sabiha Gökçen Havalimanı (SAW), Kadıköy, Ataşehir ve Kartal gibi semtlere ve
          Kocaeli, Sakarya, Bursa yönüne gidenler için en pratik başlangıç noktasıdır.
        </p>
        <p>
          Kiralama ofisleri dış hatlar ve iç hatlar gelen yolcu katlarındadır; bazı şirketler yakındaki ofislerine
          ücretsiz servisle ulaşım sağlar.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Havalimanından Kadıköy'e yaklaşık 40 km, Avrupa yakasına ise köprü veya Avrasya Tüneli üzerinden geçilir.
              Köprü, tünel ve otoyol geçişleri HGS ile ödenir; Avrasya Tüneli'nin ücreti köprülerden yüksektir. TEM ve
              D-100 üzerinde akşam saatlerinde yoğunluk beklenir.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Terminalin karşısındaki açık ve kapalı otoparklar ücretlidir. Servisle teslim yapan şirketlerde iade için
              ofis adresine gidip aracı bıraktıktan sonra servisle terminale dönersiniz; uçuşunuzdan en az 2,5 saat önce
              ofiste olun.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Sapanca Gölü:</strong> yaklaşık 110 km, 1,5 saat</li>
              <li><strong>Kartepe:</strong> yaklaşık 100 km, 1,5 saat</li>
              <li><strong>Bursa ve Uludağ:</strong> yaklaşık 150 km, 2 saat</li>
              <li><strong>Şile:</strong> yaklaşık 75 km, 1 saat</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Sabiha Gökçen Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "Sabiha Gökçen Havalimanı'nda (SAW) uygun fiyatlı kiralık araçlar. Terminalde veya servisle teslim seçeneklerini karşılaştırın.",
    },
    {
      title: "Car rental at Sabiha Gökçen Airport",
      intro: html`
        <p>
          Sabiha Gökçen Airport (SAW) on Istanbul's Asian side is the most practical starting point for districts such
          as Kadıköy, Ataşehir and Kartal, and for trips towards Kocaeli, Sakarya and Bursa.
        </p>
        <p>
          Rental desks are in the international and domestic arrivals halls; some companies take you to a nearby office
          by free shuttle.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              Kadıköy is about 40 km away; to reach the European side you cross a bridge or the Eurasia Tunnel. Bridge,
              tunnel and motorway tolls are paid by HGS; the Eurasia Tunnel costs more than the bridges. Expect heavy
              evening traffic on the TEM and D-100.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              The open and covered car parks opposite the terminal are paid. With shuttle companies, you drop the car at
              their office and ride the shuttle back to the terminal; be at the office at least 2.5 hours before your
              flight.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Lake Sapanca:</strong> about 110 km, 1.5 hours</li>
              <li><strong>Kartepe:</strong> about 100 km, 1.5 hours</li>
              <li><strong>Bursa and Uludağ:</strong> about 150 km, 2 hours</li>
              <li><strong>Şile:</strong> about 75 km, 1 hour</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Sabiha Gökçen Airport (SAW) | RotaGo",
      metaDescription:
        "Affordable rental cars at Istanbul Sabiha Gökçen Airport (SAW). Compare in-terminal and shuttle pickup options and book online.",
    },
  ),
  seoLocation(
    { placeId: "apt:AYT", slug: "antalya-havalimani", city: "antalya", airport: "antalya-havalimani" },
    {
      title: "Antalya Havalimanı Araç Kiralama",
      intro: html`
        <p>
          Türkiye'nin en yoğun tatil havalimanı olan Antalya Havalimanı (AYT), Kemer'den Alanya'ya uzanan Akdeniz
          kıyısının kapısıdır. Havalimanında araç kiralayarak transfer beklemeden otelinize gidebilir, koyları ve antik
          kentleri kendi programınızla gezebilirsiniz.
        </p>
        <p>
          Yaz aylarında talep çok yüksektir; özellikle otomatik vitesli araçlar ve SUV'lar için erken rezervasyon
          yapmanızı öneririz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Havalimanı şehir merkezine yaklaşık 13 km uzaklıktadır. Kıyı boyunca ilerleyen D-400 karayolu üzerinde hız
              sınırlarına dikkat edin; yol boyunca çok sayıda hız koridoru ve radar bulunur. Temmuz ve ağustosta öğle
              saatlerinde sıcaklık 40 °C'yi aşabilir; aracı gölgeye park edin ve yanınızda su bulundurun.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Terminallerin önündeki otoparklar ücretlidir. Kaleiçi'nin dar sokaklarına araçla girmek yerine
              çevresindeki otoparkları kullanın. Konyaaltı ve Lara plajlarında yaz aylarında sabah erken saatlerde park
              yeri bulmak daha kolaydır.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Belek:</strong> yaklaşık 30 km, 30 dakika</li>
              <li><strong>Kemer:</strong> yaklaşık 55 km, 50 dakika</li>
              <li><strong>Side ve Manavgat:</strong> yaklaşık 65 km, 1 saat</li>
              <li><strong>Alanya:</strong> yaklaşık 125 km, 1 saat 45 dakika</li>
              <li><strong>Kaş:</strong> yaklaşık 190 km, 3 saat (virajlı sahil yolu)</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Antalya Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "Antalya Havalimanı'nda (AYT) kiralık araç: Kemer, Belek, Side ve Alanya için en uygun fiyatları karşılaştırın, havalimanında teslim alın.",
    },
    {
      title: "Car rental at Antalya Airport",
      intro: html`
        <p>
          Antalya Airport (AYT), Türkiye's busiest holiday airport, is the gateway to the Mediterranean coast from Kemer
          to Alanya. Renting a car at the airport takes you straight to your hotel without waiting for a transfer, and
          lets you explore bays and ancient cities on your own schedule.
        </p>
        <p>Demand is very high in summer; we recommend booking early, especially for automatic cars and SUVs.</p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The airport is about 13 km from the city centre. Watch the speed limits on the D-400 coastal highway,
              which has many average speed zones and cameras. In July and August midday temperatures can exceed 40 °C;
              park in the shade and keep water in the car.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              The car parks in front of the terminals are paid. Rather than driving into the narrow streets of Kaleiçi,
              use the car parks around the old town. At Konyaaltı and Lara beaches it is easier to find a space early in
              the morning in summer.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Belek:</strong> about 30 km, 30 minutes</li>
              <li><strong>Kemer:</strong> about 55 km, 50 minutes</li>
              <li><strong>Side and Manavgat:</strong> about 65 km, 1 hour</li>
              <li><strong>Alanya:</strong> about 125 km, 1 hour 45 minutes</li>
              <li><strong>Kaş:</strong> about 190 km, 3 hours (winding coastal road)</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Antalya Airport (AYT) | RotaGo",
      metaDescription:
        "Rental cars at Antalya Airport (AYT) for Kemer, Belek, Side and Alanya. Compare the best prices and pick up your car at the airport.",
    },
  ),
  seoLocation(
    {
      placeId: "apt:ADB",
      slug: "izmir-adnan-menderes-havalimani",
      city: "izmir",
      airport: "izmir-adnan-menderes-havalimani",
    },
    {
      title: "İzmir Adnan Menderes Havalimanı Araç Kiralama",
      intro: html`
        <p>
          İzmir Adnan Menderes Havalimanı (ADB), Çeşme yarımadasından Efes'e uzanan Ege tatilinin başlangıç noktasıdır.
          Havalimanından kiraladığınız araçla otoyol üzerinden kısa sürede sahil kasabalarına ulaşabilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Havalimanı Konak'a yaklaşık 18 km uzaklıktadır. Çeşme'ye giden İzmir–Çeşme Otoyolu ve Aydın yönündeki
              otoyol ücretlidir; HGS ile ödenir. Hafta sonları ve bayramlarda Çeşme dönüşünde akşam saatlerinde yoğun
              trafik oluşur.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Alsancak ve Kordon çevresinde sokakta park yeri sınırlıdır; katlı otoparkları kullanın. Alaçatı'da yaz
              akşamları merkez trafiğe kapatılabilir; aracınızı girişteki otoparklara bırakın.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Urla:</strong> yaklaşık 45 km, 40 dakika</li>
              <li><strong>Selçuk ve Efes Antik Kenti:</strong> yaklaşık 60 km, 50 dakika</li>
              <li><strong>Kuşadası:</strong> yaklaşık 75 km, 1 saat</li>
              <li><strong>Çeşme ve Alaçatı:</strong> yaklaşık 95 km, 1 saat 10 dakika</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "İzmir Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "İzmir Adnan Menderes Havalimanı'nda (ADB) kiralık araç: Çeşme, Alaçatı ve Efes rotaları için fiyatları karşılaştırın, güvenle kiralayın.",
    },
    {
      title: "Car rental at Izmir Adnan Menderes Airport",
      intro: html`
        <p>
          Izmir Adnan Menderes Airport (ADB) is the starting point of an Aegean holiday stretching from the Çeşme
          peninsula to Ephesus. With a car from the airport you reach the coastal towns quickly on the motorway.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The airport is about 18 km from Konak. The Izmir–Çeşme motorway and the motorway towards Aydın are tolled
              and paid by HGS. At weekends and on public holidays, expect heavy evening traffic coming back from Çeşme.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              Street parking around Alsancak and the Kordon is limited; use multi-storey car parks. Alaçatı's centre may
              be closed to traffic on summer evenings; leave your car in the car parks at the entrance.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Urla:</strong> about 45 km, 40 minutes</li>
              <li><strong>Selçuk and Ephesus:</strong> about 60 km, 50 minutes</li>
              <li><strong>Kuşadası:</strong> about 75 km, 1 hour</li>
              <li><strong>Çeşme and Alaçatı:</strong> about 95 km, 1 hour 10 minutes</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Izmir Airport (ADB) | RotaGo",
      metaDescription:
        "Rental cars at Izmir Adnan Menderes Airport (ADB) for Çeşme, Alaçatı and Ephesus. Compare prices and rent with confidence.",
    },
  ),
  seoLocation(
    { placeId: "apt:DLM", slug: "dalaman-havalimani", city: "mugla", airport: "dalaman-havalimani" },
    {
      title: "Dalaman Havalimanı Araç Kiralama",
      intro: html`
        <p>
          Dalaman Havalimanı (DLM); Fethiye, Göcek, Ölüdeniz, Dalyan ve Marmaris'e en yakın havalimanıdır. Bölgedeki
          tatil beldeleri birbirine uzak olduğundan araç kiralamak hem zaman hem transfer masrafı açısından
          avantajlıdır.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Göcek Tüneli ücretlidir ve HGS ile ödenir. Fethiye ile Kaş arasındaki sahil yolu manzaralı ama virajlıdır;
              gece sürüşünde dikkatli olun. Köy yollarında keçi ve inek sürülerine rastlayabilirsiniz.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Ölüdeniz ve Kelebekler Vadisi çevresindeki otoparklar yaz aylarında öğleden önce dolar. Fethiye marina
              çevresinde belediye otoparkları bulunur. Dalyan'da tekneye binecekseniz nehir kıyısındaki ücretli
              otoparkları kullanın.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Göcek:</strong> yaklaşık 25 km, 25 dakika</li>
              <li><strong>Dalyan ve İztuzu Plajı:</strong> yaklaşık 30 km, 35 dakika</li>
              <li><strong>Fethiye ve Ölüdeniz:</strong> yaklaşık 50–65 km, 1 saat</li>
              <li><strong>Marmaris:</strong> yaklaşık 95 km, 1,5 saat</li>
              <li><strong>Kaş:</strong> yaklaşık 160 km, 2,5 saat</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Dalaman Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "Dalaman Havalimanı'nda (DLM) kiralık araç: Fethiye, Göcek, Ölüdeniz ve Marmaris için en uygun teklifleri karşılaştırın.",
    },
    {
      title: "Car rental at Dalaman Airport",
      intro: html`
        <p>
          Dalaman Airport (DLM) is the closest airport to Fethiye, Göcek, Ölüdeniz, Dalyan and Marmaris. The resorts are
          far apart, so renting a car saves both time and transfer costs.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The Göcek Tunnel is tolled and paid by HGS. The coastal road between Fethiye and Kaş is scenic but
              winding; take care when driving at night. On village roads you may meet herds of goats and cows.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              Car parks around Ölüdeniz and Butterfly Valley fill up before noon in summer. There are municipal car
              parks around Fethiye marina. If you are taking a boat in Dalyan, use the paid car parks by the river.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Göcek:</strong> about 25 km, 25 minutes</li>
              <li><strong>Dalyan and İztuzu Beach:</strong> about 30 km, 35 minutes</li>
              <li><strong>Fethiye and Ölüdeniz:</strong> about 50–65 km, 1 hour</li>
              <li><strong>Marmaris:</strong> about 95 km, 1.5 hours</li>
              <li><strong>Kaş:</strong> about 160 km, 2.5 hours</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Dalaman Airport (DLM) | RotaGo",
      metaDescription:
        "Rental cars at Dalaman Airport (DLM) for Fethiye, Göcek, Ölüdeniz and Marmaris. Compare the best offers and book online.",
    },
  ),
  seoLocation(
    { placeId: "apt:BJV", slug: "milas-bodrum-havalimani", city: "mugla", airport: "milas-bodrum-havalimani" },
    {
      title: "Milas-Bodrum Havalimanı Araç Kiralama",
      intro: html`
        <p>
          Milas-Bodrum Havalimanı (BJV), Bodrum yarımadasına yaklaşık 35 km uzaklıktadır. Havalimanında kiraladığınız
          araçla Yalıkavak, Gümüşlük ve Turgutreis gibi yarımadanın farklı köşelerine kolayca ulaşabilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Havalimanından yarımadaya giden yol iyi durumdadır; ancak yaz aylarında Bodrum girişinde ve Torba
              kavşağında kuyruk oluşabilir. Yarımadadaki koy yolları dar ve eğimlidir; küçük sınıf bir araç park ve
              manevra kolaylığı sağlar.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Bodrum merkez, marina ve çarşı çevresinde park yeri çok sınırlıdır; ücretli otoparkları kullanın. Plaj
              kulüpleri ve restoranların çoğu vale hizmeti sunar.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Bodrum merkez:</strong> yaklaşık 35 km, 35 dakika</li>
              <li><strong>Yalıkavak:</strong> yaklaşık 50 km, 50 dakika</li>
              <li><strong>Gümüşlük:</strong> yaklaşık 55 km, 55 dakika</li>
              <li><strong>Güllük:</strong> yaklaşık 20 km, 25 dakika</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Bodrum Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "Milas-Bodrum Havalimanı'nda (BJV) kiralık araç: Yalıkavak, Gümüşlük ve Turgutreis için fiyatları karşılaştırın, havalimanında teslim alın.",
    },
    {
      title: "Car rental at Milas-Bodrum Airport",
      intro: html`
        <p>
          Milas-Bodrum Airport (BJV) is about 35 km from the Bodrum peninsula. With a car from the airport you easily
          reach every corner of the peninsula, such as Yalıkavak, Gümüşlük and Turgutreis.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The road from the airport to the peninsula is good, but in summer queues form at the Bodrum entrance and
              the Torba junction. Roads to the bays are narrow and steep; a small car makes parking and manoeuvring
              easier.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              Parking is very limited around Bodrum centre, the marina and the bazaar; use the paid car parks. Most
              beach clubs and restaurants offer valet parking.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Bodrum centre:</strong> about 35 km, 35 minutes</li>
              <li><strong>Yalıkavak:</strong> about 50 km, 50 minutes</li>
              <li><strong>Gümüşlük:</strong> about 55 km, 55 minutes</li>
              <li><strong>Güllük:</strong> about 20 km, 25 minutes</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Bodrum Airport (BJV) | RotaGo",
      metaDescription:
        "Rental cars at Milas-Bodrum Airport (BJV) for Yalıkavak, Gümüşlük and Turgutreis. Compare prices and pick up at the airport.",
    },
  ),
  seoLocation(
    { placeId: "apt:ESB", slug: "ankara-esenboga-havalimani", city: "ankara", airport: "ankara-esenboga-havalimani" },
    {
      title: "Ankara Esenboğa Havalimanı Araç Kiralama",
      intro: html`
        <p>
          Ankara Esenboğa Havalimanı (ESB), başkente iş için gelenlerin ve İç Anadolu'yu keşfetmek isteyenlerin ilk
          durağıdır. Kiralama ofisleri iç ve dış hatlar gelen yolcu salonlarında bulunur.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Havalimanı Kızılay'a yaklaşık 28 km uzaklıktadır ve bağlantı yolu geniş, bölünmüş bir yoldur. Ankara çevre
              yolu şehirler arası yolculuklarda merkeze girmeden geçmenizi sağlar. Kış aylarında kar ve buzlanma
              olabilir; kasım–mart arasında araçların kış lastiği durumunu teslimde kontrol edin.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Kızılay, Ulus ve Tunalı Hilmi çevresinde sokakta park yeri azdır; katlı otoparkları kullanın.
              Havalimanındaki otoparklar ücretlidir; iade için “Araç Kiralama” yönlendirmelerini izleyin.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Beypazarı:</strong> yaklaşık 100 km, 1,5 saat</li>
              <li><strong>Tuz Gölü:</strong> yaklaşık 150 km, 2 saat</li>
              <li><strong>Safranbolu:</strong> yaklaşık 220 km, 2,5 saat</li>
              <li><strong>Kapadokya (Göreme):</strong> yaklaşık 300 km, 3,5 saat</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Ankara Esenboğa Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "Ankara Esenboğa Havalimanı'nda (ESB) kiralık araç: iş seyahatleri ve Kapadokya rotası için fiyatları karşılaştırın.",
    },
    {
      title: "Car rental at Ankara Esenboğa Airport",
      intro: html`
        <p>
          Ankara Esenboğa Airport (ESB) is the first stop for business travellers to the capital and for visitors
          exploring Central Anatolia. Rental desks are in the domestic and international arrivals halls.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The airport is about 28 km from Kızılay on a wide dual carriageway. The Ankara ring road lets you bypass
              the centre on intercity trips. Snow and ice are possible in winter; between November and March, check the
              winter tyres at pickup.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              Street parking around Kızılay, Ulus and Tunalı Hilmi is scarce; use multi-storey car parks. The airport
              car parks are paid; follow the “Car Rental” signs when returning the car.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Beypazarı:</strong> about 100 km, 1.5 hours</li>
              <li><strong>Lake Tuz:</strong> about 150 km, 2 hours</li>
              <li><strong>Safranbolu:</strong> about 220 km, 2.5 hours</li>
              <li><strong>Cappadocia (Göreme):</strong> about 300 km, 3.5 hours</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Ankara Esenboğa Airport (ESB) | RotaGo",
      metaDescription:
        "Rental cars at Ankara Esenboğa Airport (ESB) for business trips and the drive to Cappadocia. Compare prices and book online.",
    },
  ),
  seoLocation(
    { placeId: "apt:TZX", slug: "trabzon-havalimani", city: "trabzon", airport: "trabzon-havalimani" },
    {
      title: "Trabzon Havalimanı Araç Kiralama",
      intro: html`
        <p>
          Trabzon Havalimanı (TZX), şehir merkezine sadece birkaç kilometre uzaklıktadır ve Doğu Karadeniz yaylalarının
          kapısıdır. Uzungöl, Sümela Manastırı ve Ayder gibi noktalara toplu taşımayla ulaşmak zor olduğundan araç
          kiralamak en rahat seçenektir.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Sahil yolu geniş ve tünellidir; yaylalara çıkan yollar ise dar, virajlı ve yer yer diktir. Sis ve ani
              yağmur sık görülür; farlarınızı açık tutun ve hızınızı düşürün. Yayla yollarında yeterli yakıtla yola
              çıkın.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Trabzon merkezde Meydan çevresinde katlı otoparklar bulunur. Uzungöl ve Sümela'da ziyaretçi otoparkları
              ücretlidir ve yaz hafta sonlarında erken dolar.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Sümela Manastırı:</strong> yaklaşık 50 km, 1 saat</li>
              <li><strong>Rize:</strong> yaklaşık 75 km, 1 saat</li>
              <li><strong>Uzungöl:</strong> yaklaşık 100 km, 1 saat 45 dakika</li>
              <li><strong>Ayder Yaylası:</strong> yaklaşık 170 km, 2,5 saat</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Trabzon Havalimanı Araç Kiralama | RotaGo",
      metaDescription:
        "Trabzon Havalimanı'nda (TZX) kiralık araç: Uzungöl, Sümela ve Ayder yayla rotaları için en uygun teklifleri karşılaştırın.",
    },
    {
      title: "Car rental at Trabzon Airport",
      intro: html`
        <p>
          Trabzon Airport (TZX) is only a few kilometres from the city centre and is the gateway to the Eastern Black
          Sea highlands. Places such as Uzungöl, Sümela Monastery and Ayder are hard to reach by public transport, so a
          rental car is the easiest option.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The coastal road is wide with many tunnels; roads up to the plateaus are narrow, winding and steep in
              places. Fog and sudden rain are common; keep your lights on and slow down. Fill up before heading into the
              highlands.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              There are multi-storey car parks around Meydan in central Trabzon. Visitor car parks at Uzungöl and Sümela
              are paid and fill up early on summer weekends.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Sümela Monastery:</strong> about 50 km, 1 hour</li>
              <li><strong>Rize:</strong> about 75 km, 1 hour</li>
              <li><strong>Uzungöl:</strong> about 100 km, 1 hour 45 minutes</li>
              <li><strong>Ayder Plateau:</strong> about 170 km, 2.5 hours</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental at Trabzon Airport (TZX) | RotaGo",
      metaDescription:
        "Rental cars at Trabzon Airport (TZX) for Uzungöl, Sümela and the Ayder highlands. Compare the best offers and book online.",
    },
  ),
  seoLocation(
    { placeId: "city:istanbul", slug: "istanbul", city: "istanbul" },
    {
      title: "İstanbul Araç Kiralama",
      intro: html`
        <p>
          İstanbul'da araç kiralamak; iki havalimanı, şehir merkezi ofisleri ve karşılama hizmeti seçenekleriyle oldukça
          kolaydır. Tarihi yarımadayı toplu taşımayla gezip şehir dışı günübirlik geziler için araç kiralamak da pratik
          bir yöntemdir.
        </p>
        <p>
          RotaGo'da İstanbul'daki ofislerin tamamını haritada görebilir, teslim noktanızı konaklayacağınız semte göre
          seçebilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Boğaz köprüleri, Avrasya Tüneli ve otoyollar ücretlidir; geçişler araçtaki HGS etiketiyle ödenir. 15
              Temmuz Şehitler ve Fatih Sultan Mehmet köprüleri yalnızca Avrupa'dan Anadolu yönüne geçişte ücret alır;
              Yavuz Sultan Selim Köprüsü ve Avrasya Tüneli her iki yönde ücretlidir. Navigasyon uygulamalarının trafik
              tahminlerini takip edin ve mümkünse yoğun saatlerde yola çıkmayın.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Beyoğlu, Sultanahmet ve Kadıköy gibi merkezi semtlerde park yeri bulmak zordur ve yasak yerlere park eden
              araçlar çekilebilir. Belediye ve özel otoparkları tercih edin; otel rezervasyonunuzda otopark olup
              olmadığını kontrol edin.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Belgrad Ormanı:</strong> şehir merkezinden yaklaşık 25 km</li>
              <li><strong>Polonezköy ve Riva:</strong> yaklaşık 35 km</li>
              <li><strong>Şile ve Ağva:</strong> yaklaşık 75–100 km</li>
              <li><strong>Sapanca ve Maşukiye:</strong> yaklaşık 140 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "İstanbul Araç Kiralama | En Uygun Fiyatlar | RotaGo",
      metaDescription:
        "İstanbul'da günlük ve haftalık araç kiralama. Havalimanı ve şehir ofislerindeki fiyatları karşılaştırın, depozito ve koşulları önceden görün.",
    },
    {
      title: "Car rental in Istanbul",
      intro: html`
        <p>
          Renting a car in Istanbul is easy, with two airports, city centre offices and meet-and-greet options. Many
          visitors explore the historic peninsula by public transport and rent a car for day trips out of the city.
        </p>
        <p>
          On RotaGo you can see every office in Istanbul on the map and choose your pickup point by the district you
          stay in.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The Bosphorus bridges, the Eurasia Tunnel and the motorways are tolled and paid by the HGS tag in the car.
              The 15 July Martyrs and Fatih Sultan Mehmet bridges charge only from Europe to Asia; the Yavuz Sultan
              Selim Bridge and the Eurasia Tunnel charge in both directions. Follow the traffic estimates of your
              navigation app and avoid rush hours if you can.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              Parking is hard in central districts such as Beyoğlu, Sultanahmet and Kadıköy, and illegally parked cars
              may be towed. Use municipal and private car parks, and check whether your hotel has parking.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Belgrad Forest:</strong> about 25 km from the centre</li>
              <li><strong>Polonezköy and Riva:</strong> about 35 km</li>
              <li><strong>Şile and Ağva:</strong> about 75–100 km</li>
              <li><strong>Sapanca and Maşukiye:</strong> about 140 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental in Istanbul | Best Prices | RotaGo",
      metaDescription:
        "Daily and weekly car rental in Istanbul. Compare prices at airport and city offices and see deposits and conditions up front.",
    },
  ),
  seoLocation(
    { placeId: "city:antalya", slug: "antalya", city: "antalya" },
    {
      title: "Antalya Araç Kiralama",
      intro: html`
        <p>
          Antalya; antik kentleri, şelaleleri ve 600 km'yi aşan sahil şeridiyle araçla keşfedilmeye en uygun şehirlerden
          biridir. Şehir merkezindeki ofislerden veya havalimanından araç kiralayarak Likya kıyılarından Pamfilya'nın
          antik kentlerine uzanan rotalar çizebilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Şehir içinde ana arterler geniştir; ancak Kaleiçi ve çevresinde tek yönlü dar sokaklar bulunur. Konyaaltı
              ile Lara arasında yaz akşamları trafik yoğunlaşır. Dağ yollarında (örneğin Saklıkent ve Termessos yönü)
              virajlara ve yoldaki taşlara dikkat edin.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Kaleiçi çevresinde, Konyaaltı sahilinde ve Lara'da ücretli otoparklar bulunur. Düden Şelalesi ve Aspendos
              gibi ören yerlerinin ziyaretçi otoparkları geniştir.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Aşağı Düden Şelalesi:</strong> merkezden yaklaşık 10 km</li>
              <li><strong>Termessos Antik Kenti:</strong> yaklaşık 35 km</li>
              <li><strong>Aspendos Antik Tiyatrosu:</strong> yaklaşık 45 km</li>
              <li><strong>Olimpos ve Çıralı:</strong> yaklaşık 80 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Antalya Araç Kiralama | RotaGo",
      metaDescription:
        "Antalya'da araç kiralama: şehir ofisleri ve havalimanındaki tüm teklifleri karşılaştırın, Kaleiçi'nden Aspendos'a rotanızı özgürce planlayın.",
    },
    {
      title: "Car rental in Antalya",
      intro: html`
        <p>
          With its ancient cities, waterfalls and more than 600 km of coastline, Antalya is one of the best places to
          explore by car. Rent in the city centre or at the airport and plan routes from the Lycian coast to the ancient
          cities of Pamphylia.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The main roads in the city are wide, but Kaleiçi and its surroundings have narrow one-way streets. Traffic
              builds up between Konyaaltı and Lara on summer evenings. On mountain roads (towards Saklıkent and
              Termessos, for example) watch for bends and stones on the road.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              There are paid car parks around Kaleiçi, on Konyaaltı beach and in Lara. Sites such as Düden Waterfall and
              Aspendos have large visitor car parks.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Lower Düden Waterfall:</strong> about 10 km from the centre</li>
              <li><strong>Termessos:</strong> about 35 km</li>
              <li><strong>Aspendos Theatre:</strong> about 45 km</li>
              <li><strong>Olympos and Çıralı:</strong> about 80 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental in Antalya | RotaGo",
      metaDescription:
        "Car rental in Antalya: compare every offer at city offices and the airport, and plan your route from Kaleiçi to Aspendos freely.",
    },
  ),
  seoLocation(
    { placeId: "city:izmir", slug: "izmir", city: "izmir" },
    {
      title: "İzmir Araç Kiralama",
      intro: html`
        <p>
          İzmir, Ege'nin en canlı şehri ve Çeşme, Urla, Seferihisar ve Foça gibi sahil kasabalarına açılan kapıdır.
          Şehir merkezindeki ofislerden araç kiralayarak hafta sonu kaçamaklarınızı özgürce planlayabilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Şehir içinde Karşıyaka–Bornova–Konak aksında yoğun saatlerde trafik oluşur; körfezin karşı yakasına
              geçerken çevre yolunu kullanmak çoğu zaman daha hızlıdır. Yaz aylarında Çeşme otoyolunda cuma akşamları ve
              pazar akşamları yoğunluk beklenir.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Alsancak, Kemeraltı ve Kordon çevresinde katlı otoparklar bulunur. Kemeraltı Çarşısı'nın içi araç
              trafiğine uygun değildir; aracınızı çevredeki otoparklara bırakın.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Urla ve bağ yolu:</strong> merkezden yaklaşık 40 km</li>
              <li><strong>Foça:</strong> yaklaşık 70 km</li>
              <li><strong>Şirince ve Efes:</strong> yaklaşık 80 km</li>
              <li><strong>Çeşme ve Alaçatı:</strong> yaklaşık 85 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "İzmir Araç Kiralama | RotaGo",
      metaDescription:
        "İzmir'de araç kiralama: Alsancak, Konak ve havalimanı ofislerindeki fiyatları karşılaştırın; Çeşme, Urla ve Efes rotalarını keşfedin.",
    },
    {
      title: "Car rental in Izmir",
      intro: html`
        <p>
          Izmir is the liveliest city of the Aegean and the gateway to seaside towns such as Çeşme, Urla, Seferihisar
          and Foça. Rent from a city centre office and plan your weekend getaways freely.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              In the city, traffic builds up along the Karşıyaka–Bornova–Konak axis at rush hour; the ring road is often
              faster for crossing the bay. In summer, expect heavy traffic on the Çeşme motorway on Friday and Sunday
              evenings.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              There are multi-storey car parks around Alsancak, Kemeraltı and the Kordon. The Kemeraltı bazaar is not
              suitable for cars; leave yours in a nearby car park.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Urla and the vineyard route:</strong> about 40 km from the centre</li>
              <li><strong>Foça:</strong> about 70 km</li>
              <li><strong>Şirince and Ephesus:</strong> about 80 km</li>
              <li><strong>Çeşme and Alaçatı:</strong> about 85 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental in Izmir | RotaGo",
      metaDescription:
        "Car rental in Izmir: compare prices at Alsancak, Konak and airport offices, and explore the Çeşme, Urla and Ephesus routes.",
    },
  ),
  seoLocation(
    { placeId: "city:ankara", slug: "ankara", city: "ankara" },
    {
      title: "Ankara Araç Kiralama",
      intro: html`
        <p>
          Başkent Ankara'da araç kiralamak; iş toplantıları arasında zaman kazanmak ve İç Anadolu'nun tarihi ve doğal
          güzelliklerine ulaşmak için en pratik yoldur. Kızılay, Çankaya ve havalimanındaki ofislerden kiralama
          yapabilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Ankara'nın geniş bulvarları ve çevre yolu sürüşü kolaylaştırır; ancak Kızılay ve Eskişehir yolu üzerinde
              mesai saatlerinde yoğunluk olur. Resmi törenler ve etkinlikler sırasında bazı caddeler trafiğe
              kapatılabilir. Kışın şehir dışına çıkmadan önce hava ve yol durumunu kontrol edin.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Kızılay ve Ulus çevresinde katlı otoparklar, Çankaya ve Tunalı Hilmi'de ücretli sokak parkı bulunur.
              Alışveriş merkezlerinin otoparkları şehir içinde pratik bir alternatiftir.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Gölbaşı Mogan Gölü:</strong> merkezden yaklaşık 25 km</li>
              <li><strong>Beypazarı:</strong> yaklaşık 100 km</li>
              <li><strong>Gordion Antik Kenti:</strong> yaklaşık 95 km</li>
              <li><strong>Kapadokya:</strong> yaklaşık 280 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Ankara Araç Kiralama | RotaGo",
      metaDescription:
        "Ankara'da araç kiralama: Kızılay, Çankaya ve Esenboğa ofislerindeki teklifleri karşılaştırın; iş ve gezi için uygun fiyatlı araçlar.",
    },
    {
      title: "Car rental in Ankara",
      intro: html`
        <p>
          In the capital Ankara, a rental car is the most practical way to save time between business meetings and to
          reach the history and landscapes of Central Anatolia. Rent from offices in Kızılay, Çankaya and at the
          airport.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              Ankara's wide boulevards and ring road make driving easy, but Kızılay and the Eskişehir road are busy at
              rush hour. Some streets may close for official ceremonies and events. In winter, check the weather and
              road conditions before leaving the city.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              There are multi-storey car parks around Kızılay and Ulus, and paid street parking in Çankaya and Tunalı
              Hilmi. Shopping mall car parks are a practical option in the city.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Lake Mogan, Gölbaşı:</strong> about 25 km from the centre</li>
              <li><strong>Beypazarı:</strong> about 100 km</li>
              <li><strong>Gordion:</strong> about 95 km</li>
              <li><strong>Cappadocia:</strong> about 280 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental in Ankara | RotaGo",
      metaDescription:
        "Car rental in Ankara: compare offers at Kızılay, Çankaya and Esenboğa offices. Affordable cars for business and sightseeing.",
    },
  ),
  seoLocation(
    { placeId: "city:trabzon", slug: "trabzon", city: "trabzon" },
    {
      title: "Trabzon Araç Kiralama",
      intro: html`
        <p>
          Trabzon, Karadeniz turunun merkezidir. Yeşil yaylalar, dağ gölleri ve tarihi manastırlar şehir merkezinden
          bir-iki saatlik mesafededir; araç kiralayarak tur programlarına bağlı kalmadan bölgeyi dilediğiniz hızda
          gezebilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Yayla yollarının bir kısmı stabilize veya dardır; yüksek tabanlı bir araç veya SUV konfor sağlar. Yaz
              aylarında yayla şenlikleri sırasında bazı yollarda yoğunluk olur. Karşıdan gelen araçlara yol vermek için
              geniş noktalarda bekleyin.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Meydan ve Atatürk Alanı çevresinde otoparklar bulunur. Boztepe seyir terasında ve Uzungöl'de hafta sonları
              erken saatlerde gitmek park yeri bulmayı kolaylaştırır.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Boztepe:</strong> merkezden yaklaşık 5 km</li>
              <li><strong>Sümela Manastırı ve Altındere Vadisi:</strong> yaklaşık 50 km</li>
              <li><strong>Uzungöl:</strong> yaklaşık 100 km</li>
              <li><strong>Zigana ve Gümüşhane:</strong> yaklaşık 110 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Trabzon Araç Kiralama | RotaGo",
      metaDescription:
        "Trabzon'da araç kiralama: Karadeniz yaylaları ve Uzungöl rotaları için SUV ve ekonomik araç tekliflerini karşılaştırın.",
    },
    {
      title: "Car rental in Trabzon",
      intro: html`
        <p>
          Trabzon is the centre of any Black Sea tour. Green plateaus, mountain lakes and historic monasteries are one
          or two hours from the city; with a rental car you explore the region at your own pace instead of following a
          tour schedule.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              Some plateau roads are gravel or narrow; a car with higher ground clearance or an SUV is more comfortable.
              During the summer highland festivals some roads get busy. Wait at wider spots to let oncoming cars pass.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              There are car parks around Meydan and Atatürk Square. At the Boztepe viewpoint and Uzungöl, arriving early
              at weekends makes parking easier.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Boztepe:</strong> about 5 km from the centre</li>
              <li><strong>Sümela Monastery and Altındere Valley:</strong> about 50 km</li>
              <li><strong>Uzungöl:</strong> about 100 km</li>
              <li><strong>Zigana and Gümüşhane:</strong> about 110 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental in Trabzon | RotaGo",
      metaDescription:
        "Car rental in Trabzon: compare SUV and economy offers for the Black Sea highlands and the road to Uzungöl.",
    },
  ),
  seoLocation(
    { placeId: "dist:mugla-bodrum", slug: "bodrum", city: "mugla", district: "bodrum" },
    {
      title: "Bodrum Araç Kiralama",
      intro: html`
        <p>
          Bodrum yarımadası, birbirinden farklı karakterdeki koyları ve kasabalarıyla araçla gezilmeye çok uygundur.
          Bodrum merkezdeki ofislerden veya Milas-Bodrum Havalimanı'ndan kiralayacağınız araçla Gümbet'ten Gümüşlük'e,
          Türkbükü'nden Bitez'e rahatça ulaşabilirsiniz.
        </p>
      `,
      sections: [
        section(
          "Sürüş ipuçları",
          html`
            <p>
              Yarımadanın ana çevre yolu iyi durumdadır, ancak koylara inen yollar dar ve diktir. Temmuz–ağustos
              aylarında Bodrum merkez, Gümbet ve Yalıkavak girişlerinde yoğun trafik olur; gün batımı saatlerinde
              Gümüşlük yoluna erken çıkın.
            </p>
          `,
        ),
        section(
          "Park",
          html`
            <p>
              Kale ve marina çevresinde park yeri çok sınırlıdır; belediye otoparklarını kullanın. Koylardaki plajların
              çoğunda ücretli otopark veya vale hizmeti vardır.
            </p>
          `,
        ),
        section(
          "Popüler rotalar",
          html`
            <ul>
              <li><strong>Bitez ve Ortakent:</strong> merkezden yaklaşık 6–10 km</li>
              <li><strong>Türkbükü ve Gündoğan:</strong> yaklaşık 20 km</li>
              <li><strong>Yalıkavak Marina:</strong> yaklaşık 20 km</li>
              <li><strong>Gümüşlük:</strong> yaklaşık 20 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Bodrum Araç Kiralama | RotaGo",
      metaDescription:
        "Bodrum'da araç kiralama: merkez ofisler ve havalimanındaki fiyatları karşılaştırın; Yalıkavak, Türkbükü ve Gümüşlük koylarını keşfedin.",
    },
    {
      title: "Car rental in Bodrum",
      intro: html`
        <p>
          The Bodrum peninsula, with bays and villages of very different character, is made for exploring by car. With a
          car from a Bodrum office or Milas-Bodrum Airport, you easily get from Gümbet to Gümüşlük and from Türkbükü to
          Bitez.
        </p>
      `,
      sections: [
        section(
          "Driving tips",
          html`
            <p>
              The peninsula's main ring road is good, but the roads down to the bays are narrow and steep. In July and
              August traffic is heavy at the entrances to Bodrum centre, Gümbet and Yalıkavak; leave early for a sunset
              in Gümüşlük.
            </p>
          `,
        ),
        section(
          "Parking",
          html`
            <p>
              Parking around the castle and the marina is very limited; use the municipal car parks. Most beaches in the
              bays have paid parking or valet service.
            </p>
          `,
        ),
        section(
          "Popular routes",
          html`
            <ul>
              <li><strong>Bitez and Ortakent:</strong> about 6–10 km from the centre</li>
              <li><strong>Türkbükü and Gündoğan:</strong> about 20 km</li>
              <li><strong>Yalıkavak Marina:</strong> about 20 km</li>
              <li><strong>Gümüşlük:</strong> about 20 km</li>
            </ul>
          `,
        ),
      ],
      metaTitle: "Car Rental in Bodrum | RotaGo",
      metaDescription:
        "Car rental in Bodrum: compare prices at town offices and the airport, and explore the bays of Yalıkavak, Türkbükü and Gümüşlük.",
    },
  ),
];
