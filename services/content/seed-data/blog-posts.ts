/**
 * Blog posts: travel guides and practical advice for renting a car and flying in Türkiye. Slug,
 * date, author and cover image are shared; title, excerpt, body and tags are per language.
 */
import { type Document, html, translated } from "./document";

interface PostText {
  readonly title: string;
  readonly excerpt: string;
  readonly body: string;
  readonly tags: readonly string[];
}

function post(slug: string, publishedAt: string, author: string, tr: PostText, en: PostText): Document {
  return {
    collection: "blog-posts",
    documentId: `blog-${slug}`,
    data: translated(
      { slug, publishedAt, author, coverImage: `/images/content/blog/${slug}.jpg` },
      { ...tr, tags: [...tr.tags] },
      { ...en, tags: [...en.tags] },
    ),
  };
}

export const BLOG_POSTS: readonly Document[] = [
  post(
    "arac-kiralarken-dikkat-edilmesi-gerekenler",
    "2026-05-12T08:00:00.000Z",
    "Selin Arslan",
    {
      title: "Araç kiralarken dikkat etmeniz gereken 10 şey",
      excerpt:
        "Depozitodan yakıt politikasına, teslim anındaki kontrollerden iade saatine kadar sürprizsiz bir kiralama için kontrol listeniz.",
      body: html`
        <p>
          Araç kiralamak tatilinize özgürlük katar; ancak birkaç ayrıntıyı gözden kaçırmak hem zaman hem para kaybına
          yol açabilir. Müşteri deneyimi ekibimize en sık gelen soruları derleyerek bir kontrol listesi hazırladık.
        </p>
        <h2>Rezervasyon yaparken</h2>
        <ul>
          <li>
            <strong>Toplam fiyata bakın:</strong> Günlük fiyat kadar tek yön ücreti, genç sürücü ücreti ve ek hizmetler
            de önemlidir. RotaGo'da bu kalemler ödeme öncesinde ayrı ayrı gösterilir.
          </li>
          <li>
            <strong>Depozito tutarını not edin:</strong> Depozito, ana sürücü adına bir kredi kartından provizyon olarak
            alınır. Kart limitinizin yeterli olduğundan emin olun.
          </li>
          <li>
            <strong>Kilometre sınırını kontrol edin:</strong> Uzun yol planlıyorsanız sınırsız kilometreli teklifleri
            tercih edin.
          </li>
          <li>
            <strong>Güvence paketini bilinçli seçin:</strong> Muafiyetsiz paketler daha pahalı görünse de depozitoyu ve
            olası hasar masrafını önemli ölçüde düşürür.
          </li>
        </ul>
        <h2>Teslim alırken</h2>
        <ul>
          <li>
            <strong>Belgelerinizi hazır tutun:</strong> Ehliyet ve kimliğin asılları, sürücü adına kredi kartı ve
            rezervasyon onayı.
          </li>
          <li>
            <strong>Aracı birlikte kontrol edin:</strong> Çizik ve göçükleri teslim formuna işletin, aracın her yönden
            fotoğrafını çekin.
          </li>
          <li>
            <strong>Yakıt seviyesini kaydedin:</strong> Gösterge panelinin fotoğrafı, iade sırasında olası
            anlaşmazlıkları önler.
          </li>
        </ul>
        <h2>Yolda ve iadede</h2>
        <ul>
          <li>
            <strong>HGS'yi unutmayın:</strong> Otoyol ve köprü geçişleri araçtaki etiketle ödenir ve iade sonrasında
            size yansıtılır.
          </li>
          <li>
            <strong>İade saatine uyun:</strong> Birçok şirket belirli bir tolerans süresinden sonra ek gün ücreti alır.
          </li>
          <li>
            <strong>İade formunu imzalatın:</strong> Aracın hasarsız teslim alındığını gösteren iade formunun bir
            kopyasını saklayın.
          </li>
        </ul>
        <p>
          Daha fazla ayrıntı için <a href="/arac-kiralama/arac-kiralama-sartlari">araç kiralama şartlarımıza</a> göz
          atabilirsiniz.
        </p>
      `,
      tags: ["araç kiralama", "ipuçları", "depozito"],
    },
    {
      title: "10 things to check when renting a car",
      excerpt:
        "From the deposit to the fuel policy, from pickup checks to the return time: your checklist for a rental without surprises.",
      body: html`
        <p>
          A rental car gives your holiday freedom, but overlooking a few details can cost time and money. We turned the
          questions our customer experience team hears most into a checklist.
        </p>
        <h2>When booking</h2>
        <ul>
          <li>
            <strong>Look at the total price:</strong> one-way fees, young driver fees and extras matter as much as the
            daily rate. RotaGo shows each of them before you pay.
          </li>
          <li>
            <strong>Note the deposit:</strong> it is taken as a hold on a credit card in the main driver's name. Make
            sure your card limit is enough.
          </li>
          <li><strong>Check the mileage limit:</strong> for long drives, prefer offers with unlimited mileage.</li>
          <li>
            <strong>Choose your protection package knowingly:</strong> packages without excess look more expensive but
            lower the deposit and any damage costs considerably.
          </li>
        </ul>
        <h2>At pickup</h2>
        <ul>
          <li>
            <strong>Have your documents ready:</strong> original licence and ID, a credit card in the driver's name and
            the booking confirmation.
          </li>
          <li>
            <strong>Inspect the car together:</strong> have scratches and dents written on the pickup form and
            photograph the car from every side.
          </li>
          <li><strong>Record the fuel level:</strong> a photo of the dashboard prevents disputes at return.</li>
        </ul>
        <h2>On the road and at return</h2>
        <ul>
          <li>
            <strong>Remember HGS:</strong> motorway and bridge tolls are paid by the tag in the car and charged to you
            after the return.
          </li>
          <li>
            <strong>Keep to the return time:</strong> many companies charge an extra day after a short grace period.
          </li>
          <li><strong>Get the return form signed:</strong> keep a copy showing the car was returned undamaged.</li>
        </ul>
        <p>See our <a href="/en/car/rental-terms">rental terms</a> for more details.</p>
      `,
      tags: ["car rental", "tips", "deposit"],
    },
  ),
  post(
    "antalya-arabayla-7-gun",
    "2026-06-03T08:00:00.000Z",
    "Emre Şahin",
    {
      title: "Antalya'da arabayla 7 gün: antik kentler, koylar ve şelaleler",
      excerpt:
        "Kemer'den Side'ye, Termessos'tan Kaş'a uzanan bir haftalık rota önerisi; günlük sürüş süreleri ve mola noktalarıyla.",
      body: html`
        <p>
          Antalya'yı yalnızca bir otel ve plajdan ibaret sananlar için bu rota bir sürpriz olacak. Havalimanından
          kiraladığınız araçla bir haftada sahilin ve dağların en güzel noktalarını görebilirsiniz.
        </p>
        <h2>1–2. gün: Şehir ve şelaleler</h2>
        <p>
          Kaleiçi'nin dar sokaklarını yürüyerek gezin, aracınızı çevredeki otoparklardan birine bırakın. Öğleden sonra
          Aşağı Düden Şelalesi'nin denize döküldüğü noktayı ziyaret edin. İkinci gün Termessos Antik Kenti'ne çıkın; yol
          virajlı olduğu için sabah erken saatleri tercih edin.
        </p>
        <h2>3–4. gün: Kemer ve Olimpos</h2>
        <p>
          Kemer'e yaklaşık bir saatte ulaşırsınız. Phaselis'in çam ormanıyla çevrili koylarında yüzdükten sonra Olimpos
          ve Çıralı'ya geçin; akşam Yanartaş'ı ziyaret etmeyi unutmayın.
        </p>
        <h2>5–6. gün: Kaş ve Kalkan</h2>
        <p>
          Sahil yolunun en manzaralı bölümü sizi bekliyor. Kaputaş Plajı'nda mola verin; plajın otoparkı küçük
          olduğundan erken gidin. Kaş'ta bir gün dalış veya Kekova tekne turuna ayırın.
        </p>
        <h2>7. gün: Dönüş ve Aspendos</h2>
        <p>Havalimanına dönmeden önce zamanınız varsa doğuya doğru Aspendos Antik Tiyatrosu'na uğrayın.</p>
        <blockquote>
          İpucu: Bu rota yaklaşık 700 km sürüş içerir. Sınırsız kilometreli bir teklif seçin ve aracı aldığınız yakıt
          seviyesinde iade etmeyi unutmayın.
        </blockquote>
        <p>
          <a href="/arac-kiralama/turkiye/antalya/antalya-havalimani">Antalya Havalimanı araç kiralama</a> tekliflerini
          inceleyin.
        </p>
      `,
      tags: ["Antalya", "rota", "yaz tatili"],
    },
    {
      title: "Seven days around Antalya by car: ancient cities, bays and waterfalls",
      excerpt:
        "A one-week route from Kemer to Side and from Termessos to Kaş, with daily driving times and places to stop.",
      body: html`
        <p>
          If you think Antalya is just a hotel and a beach, this route will surprise you. With a car from the airport
          you can see the best of the coast and the mountains in a week.
        </p>
        <h2>Days 1–2: The city and the waterfalls</h2>
        <p>
          Walk the narrow streets of Kaleiçi and leave your car in one of the nearby car parks. In the afternoon, visit
          the Lower Düden Waterfall where it pours into the sea. On day two, drive up to the ancient city of Termessos;
          the road is winding, so go early in the morning.
        </p>
        <h2>Days 3–4: Kemer and Olympos</h2>
        <p>
          Kemer is about an hour away. After swimming in the pine-fringed bays of Phaselis, continue to Olympos and
          Çıralı; do not miss the Chimaera flames in the evening.
        </p>
        <h2>Days 5–6: Kaş and Kalkan</h2>
        <p>
          The most scenic stretch of the coastal road awaits. Stop at Kaputaş Beach; its car park is small, so arrive
          early. In Kaş, keep a day for diving or a boat trip to Kekova.
        </p>
        <h2>Day 7: Back, via Aspendos</h2>
        <p>If you have time before returning to the airport, head east to the ancient theatre of Aspendos.</p>
        <blockquote>
          Tip: this route is about 700 km of driving. Choose an offer with unlimited mileage and return the car with the
          same fuel level.
        </blockquote>
        <p>See <a href="/en/car/turkiye/antalya/antalya-havalimani">car rental offers at Antalya Airport</a>.</p>
      `,
      tags: ["Antalya", "road trip", "summer holiday"],
    },
  ),
  post(
    "ege-kiyisinda-koy-koy-rota",
    "2026-07-08T08:00:00.000Z",
    "Elif Aksoy",
    {
      title: "İzmir'den Bodrum'a Ege kıyısında koy koy bir rota",
      excerpt:
        "Alaçatı'nın taş evlerinden Efes'in mermer caddelerine, Bodrum'un beyaz kasabalarına uzanan tek yön bir yolculuk.",
      body: html`
        <p>
          Ege kıyısını keşfetmenin en güzel yolu aracı İzmir'de alıp Bodrum'da bırakmaktır. Tek yön kiralama sunan
          şirketlerle geri dönüş yolu için zaman kaybetmezsiniz.
        </p>
        <h2>İzmir ve Çeşme yarımadası</h2>
        <p>
          İlk günü Kordon'da gün batımıyla bitirin. Ertesi gün Urla'nın bağ yolunda durup Alaçatı'ya geçin. Çeşme'de
          rüzgâr sörfü yapmak veya İlıca plajında yüzmek için bir gün ayırın.
        </p>
        <h2>Efes ve Şirince</h2>
        <p>
          Selçuk'a giderken sabah erken yola çıkın; Efes Antik Kenti öğle sıcağında yorucu olabilir. Öğleden sonra
          Şirince'nin dar sokaklarında dolaşın.
        </p>
        <h2>Bodrum yarımadası</h2>
        <p>
          Söke ve Milas üzerinden yaklaşık üç saatte Bodrum'a ulaşırsınız. Gümüşlük'te gün batımı, Yalıkavak'ta marina
          ve Bitez'de sakin bir deniz günü sizi bekliyor.
        </p>
        <ul>
          <li><strong>Toplam mesafe:</strong> yaklaşık 450 km</li>
          <li><strong>Önerilen süre:</strong> 6–8 gün</li>
          <li><strong>Araç önerisi:</strong> dar koy yolları için ekonomik veya orta sınıf</li>
        </ul>
        <p>
          Tek yön ücreti şirkete ve mesafeye göre değişir; arama formunda “Farklı yerde iade” seçeneğini işaretleyerek
          fiyatları karşılaştırabilirsiniz.
        </p>
      `,
      tags: ["Ege", "İzmir", "Bodrum", "tek yön kiralama"],
    },
    {
      title: "Bay by bay along the Aegean coast from Izmir to Bodrum",
      excerpt:
        "A one-way road trip from the stone houses of Alaçatı to the marble streets of Ephesus and the white villages of Bodrum.",
      body: html`
        <p>
          The best way to discover the Aegean coast is to pick up a car in Izmir and drop it off in Bodrum. With
          companies that offer one-way rentals, you waste no time driving back.
        </p>
        <h2>Izmir and the Çeşme peninsula</h2>
        <p>
          End your first day with a sunset on the Kordon. The next day, stop on Urla's vineyard route and continue to
          Alaçatı. Keep a day in Çeşme for windsurfing or a swim at Ilıca beach.
        </p>
        <h2>Ephesus and Şirince</h2>
        <p>
          Leave early for Selçuk; Ephesus can be tiring in the midday heat. In the afternoon, wander the narrow streets
          of Şirince.
        </p>
        <h2>The Bodrum peninsula</h2>
        <p>
          Via Söke and Milas, Bodrum is about three hours away. A sunset in Gümüşlük, the marina in Yalıkavak and a
          quiet beach day in Bitez are waiting.
        </p>
        <ul>
          <li><strong>Total distance:</strong> about 450 km</li>
          <li><strong>Suggested length:</strong> 6–8 days</li>
          <li><strong>Car:</strong> economy or mid-size for the narrow roads to the bays</li>
        </ul>
        <p>
          One-way fees depend on the company and the distance; tick “Return to a different location” in the search form
          to compare prices.
        </p>
      `,
      tags: ["Aegean", "Izmir", "Bodrum", "one-way rental"],
    },
  ),
  post(
    "uygun-ucak-bileti-ipuclari",
    "2026-08-05T08:00:00.000Z",
    "Burak Yıldırım",
    {
      title: "Uygun fiyatlı uçak bileti bulmanın 7 yolu",
      excerpt: "Doğru günü seçmekten paket farklarını anlamaya, uçak biletinde bütçenizi koruyacak pratik ipuçları.",
      body: html`
        <p>
          Uçak bileti fiyatları talebe göre sürekli değişir. Birkaç basit alışkanlıkla aynı uçuş için çok daha az
          ödeyebilirsiniz.
        </p>
        <h2>Ne zaman aramalı?</h2>
        <ul>
          <li>
            <strong>Erken planlayın:</strong> Bayram ve okul tatili dönemlerinde fiyatlar hızla yükselir; bu tarihler
            için birkaç ay önceden bakın.
          </li>
          <li>
            <strong>Günleri esnetin:</strong> Hafta ortası uçuşlar çoğu zaman cuma ve pazar uçuşlarından daha uygundur.
          </li>
          <li>
            <strong>Alternatif havalimanlarını deneyin:</strong> İstanbul'da İstanbul Havalimanı ile Sabiha Gökçen
            arasında, Muğla'da Dalaman ile Bodrum arasında fiyat farkı olabilir.
          </li>
        </ul>
        <h2>Doğru paketi seçin</h2>
        <table>
          <thead>
            <tr>
              <th>Paket</th>
              <th>Kimin için?</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Light</td>
              <td>Sadece kabin bagajıyla seyahat eden ve planı kesin olanlar</td>
            </tr>
            <tr>
              <td>Standard</td>
              <td>Kayıtlı bagajı olan, tarih değişikliği ihtimali düşük olanlar</td>
            </tr>
            <tr>
              <td>Flex</td>
              <td>Planı değişebilecek, ücretsiz değişiklik ve iade isteyenler</td>
            </tr>
          </tbody>
        </table>
        <p>
          Light paket en ucuzu görünse de bagajı sonradan eklemek Standard paketten pahalıya gelebilir. Toplam maliyeti
          karşılaştırın.
        </p>
        <h2>Son olarak</h2>
        <p>
          Fiyat alarmı kurun, ödeme sayfasında taksit seçeneklerini kontrol edin ve yolcu adlarını kimlikteki gibi
          yazdığınızdan emin olun; isim değişikliği yapılamaz.
        </p>
      `,
      tags: ["uçak bileti", "ipuçları", "bütçe"],
    },
    {
      title: "Seven ways to find cheaper flights",
      excerpt:
        "From picking the right day to understanding fare differences: practical tips to keep your flight budget in check.",
      body: html`
        <p>Flight prices change all the time with demand. A few simple habits can make the same flight much cheaper.</p>
        <h2>When to search</h2>
        <ul>
          <li>
            <strong>Plan early:</strong> prices climb fast around public and school holidays; look a few months ahead
            for those dates.
          </li>
          <li>
            <strong>Be flexible with days:</strong> midweek flights are often cheaper than Friday and Sunday ones.
          </li>
          <li>
            <strong>Try other airports:</strong> prices can differ between Istanbul Airport and Sabiha Gökçen, or
            between Dalaman and Bodrum in Muğla.
          </li>
        </ul>
        <h2>Pick the right fare</h2>
        <table>
          <thead>
            <tr>
              <th>Fare</th>
              <th>Best for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Light</td>
              <td>Travellers with cabin bags only and fixed plans</td>
            </tr>
            <tr>
              <td>Standard</td>
              <td>Travellers with checked baggage and little chance of changing dates</td>
            </tr>
            <tr>
              <td>Flex</td>
              <td>Travellers whose plans may change, who want free changes and refunds</td>
            </tr>
          </tbody>
        </table>
        <p>
          Light looks cheapest, but adding baggage later can cost more than a Standard fare. Compare the total cost.
        </p>
        <h2>Finally</h2>
        <p>
          Set a price alert, check the instalment options on the payment page and make sure passenger names match their
          IDs; names cannot be changed.
        </p>
      `,
      tags: ["flights", "tips", "budget"],
    },
  ),
  post(
    "kiralik-aracta-depozito-ve-hasar",
    "2026-08-26T08:00:00.000Z",
    "Can Öztürk",
    {
      title: "Kiralık araçta depozito, muafiyet ve hasar: bilmeniz gerekenler",
      excerpt:
        "Depozito neden alınır, muafiyet nedir, küçük bir çizikte ne olur? Kiralama şirketleriyle çalışan ekibimiz anlatıyor.",
      body: html`
        <p>
          Araç kiralamada en çok merak edilen konular depozito ve hasar süreçleridir. Tedarikçi ilişkileri ekibimiz
          olarak en sık karşılaştığımız soruları yanıtladık.
        </p>
        <h2>Depozito nedir?</h2>
        <p>
          Depozito, kiralama şirketinin olası hasar, trafik cezası, eksik yakıt veya köprü-otoyol geçişlerine karşı
          kredi kartınızdan bloke ettiği tutardır. Tahsil edilmez; yalnızca limitinizden ayrılır ve iade sonrasında
          serbest bırakılır.
        </p>
        <h2>Muafiyet nedir?</h2>
        <p>
          Muafiyet, çarpışma hasarı güvencesi (CDW) olan bir araçta hasar durumunda sizin ödeyeceğiniz azami tutardır.
          Örneğin muafiyet 10.000 TL ise, 25.000 TL'lik bir hasarın yalnızca 10.000 TL'sini ödersiniz. Gümüş ve Altın
          paketlerde muafiyet sıfırlanır.
        </p>
        <h2>Hasar olursa ne yapmalı?</h2>
        <ol>
          <li>Güvenliğinizi sağlayın ve gerekiyorsa 112'yi arayın.</li>
          <li>Kiralama şirketinin acil durum hattını arayın; şirketin onayı olmadan aracı tamir ettirmeyin.</li>
          <li>Karşı taraf varsa kaza tespit tutanağı düzenleyin veya trafik polisini çağırın.</li>
          <li>
            Tek taraflı kazalarda ve hırsızlıkta tutanak veya karakol kaydı alın; bu belgeler olmadan güvence geçerli
            olmayabilir.
          </li>
        </ol>
        <blockquote>
          Alkollü araç kullanımı, ehliyetsiz veya sözleşmede adı olmayan sürücü ve yol dışı kullanım hiçbir güvencenin
          kapsamında değildir.
        </blockquote>
      `,
      tags: ["araç kiralama", "depozito", "sigorta"],
    },
    {
      title: "Deposits, excess and damage on a rental car: what you need to know",
      excerpt:
        "Why is a deposit taken, what is the excess, and what happens after a small scratch? Our supplier team explains.",
      body: html`
        <p>
          Deposits and damage are the topics people ask about most when renting a car. As the team working with our
          rental companies, we answered the questions we hear most often.
        </p>
        <h2>What is the deposit?</h2>
        <p>
          The deposit is an amount the rental company holds on your credit card against possible damage, traffic fines,
          missing fuel or tolls. It is not charged; it only reduces your available limit and is released after the
          return.
        </p>
        <h2>What is the excess?</h2>
        <p>
          The excess is the most you pay if a car with a collision damage waiver (CDW) is damaged. With an excess of TRY
          10,000, for example, you pay only TRY 10,000 of a TRY 25,000 repair. The Silver and Gold packages bring the
          excess down to zero.
        </p>
        <h2>What to do after damage</h2>
        <ol>
          <li>Make sure you are safe and call 112 if needed.</li>
          <li>Call the rental company's emergency line; do not have the car repaired without their approval.</li>
          <li>If another party is involved, fill in an accident report or call the traffic police.</li>
          <li>For single-vehicle accidents and theft, get a police report; without it the protection may not apply.</li>
        </ol>
        <blockquote>
          Drink-driving, unlicensed drivers or drivers not named in the agreement, and off-road use are never covered.
        </blockquote>
      `,
      tags: ["car rental", "deposit", "insurance"],
    },
  ),
  post(
    "karadeniz-yayla-rotasi",
    "2026-09-16T08:00:00.000Z",
    "Murat Demirel",
    {
      title: "Karadeniz yayla rotası: Trabzon'dan Ayder'e 5 gün",
      excerpt:
        "Sümela, Uzungöl ve Ayder'i kapsayan, sisli yaylalar ve çay bahçeleri arasında beş günlük bir sürüş planı.",
      body: html`
        <p>
          Doğu Karadeniz'i en iyi, yaylalara çıkan dolambaçlı yollarda kendi hızınızda gezerek tanırsınız. Trabzon
          Havalimanı'ndan kiralayacağınız araçla bu beş günlük rotayı rahatça tamamlayabilirsiniz.
        </p>
        <h2>1. gün: Trabzon</h2>
        <p>Atatürk Köşkü ve Boztepe seyir terası ile başlayın; akşam Meydan'da Akçaabat köftesi ve hamsi deneyin.</p>
        <h2>2. gün: Sümela Manastırı</h2>
        <p>Altındere Vadisi Milli Parkı'ndaki manastıra sabah erken gidin. Dönüşte Maçka'da mola verin.</p>
        <h2>3. gün: Uzungöl</h2>
        <p>
          Of üzerinden Uzungöl'e yaklaşık iki saatte ulaşırsınız. Göl çevresinde yürüyüş yapın, isterseniz bir gece
          konaklayın.
        </p>
        <h2>4–5. gün: Rize ve Ayder</h2>
        <p>
          Rize'nin çay bahçelerinden geçip Çamlıhemşin üzerinden Ayder Yaylası'na çıkın. Dönüşte Fırtına Vadisi'ndeki
          tarihi taş köprülerde durmayı unutmayın.
        </p>
        <ul>
          <li><strong>Araç önerisi:</strong> yayla yolları için SUV veya yüksek tabanlı bir araç</li>
          <li><strong>En iyi dönem:</strong> haziran–eylül</li>
          <li><strong>Dikkat:</strong> sis ve ani yağmura karşı farlarınızı açık tutun</li>
        </ul>
      `,
      tags: ["Karadeniz", "Trabzon", "rota", "doğa"],
    },
    {
      title: "The Black Sea highland route: five days from Trabzon to Ayder",
      excerpt: "A five-day drive through misty plateaus and tea gardens, taking in Sümela, Uzungöl and Ayder.",
      body: html`
        <p>
          The Eastern Black Sea is best discovered at your own pace on the winding roads up to the plateaus. With a car
          from Trabzon Airport, this five-day route is easy to complete.
        </p>
        <h2>Day 1: Trabzon</h2>
        <p>
          Start with the Atatürk Mansion and the Boztepe viewpoint; in the evening, try Akçaabat meatballs and anchovies
          around Meydan.
        </p>
        <h2>Day 2: Sümela Monastery</h2>
        <p>Go early to the monastery in Altındere Valley National Park. Stop in Maçka on the way back.</p>
        <h2>Day 3: Uzungöl</h2>
        <p>Via Of, Uzungöl is about two hours away. Walk around the lake and stay the night if you like.</p>
        <h2>Days 4–5: Rize and Ayder</h2>
        <p>
          Drive through Rize's tea gardens and up to the Ayder Plateau via Çamlıhemşin. On the way back, stop at the
          historic stone bridges of the Fırtına Valley.
        </p>
        <ul>
          <li><strong>Car:</strong> an SUV or a car with higher ground clearance for the plateau roads</li>
          <li><strong>Best time:</strong> June to September</li>
          <li><strong>Watch out:</strong> keep your lights on in fog and sudden rain</li>
        </ul>
      `,
      tags: ["Black Sea", "Trabzon", "road trip", "nature"],
    },
  ),
];
