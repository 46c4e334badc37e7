import type { LanguageTexts } from "./index";

export const ZH: LanguageTexts = {
  "hello-bars/summer-deals": { text: "<strong>夏季特惠火热进行中！</strong>使用优惠码 YAZ10，租车立减 10%。" },
  "hello-bars/flight-week": { text: "<strong>机票周：</strong>国内航班免费赠送额外行李额度。" },
  "hello-bars/retired-bar": { text: "<strong>往期活动</strong>" },
  "campaigns/yaz-firsatlari": {
    title: "夏季特惠",
    summary: "夏季取车的租车订单立减 10%。",
    imageAlt: "夕阳下的博德鲁姆海湾",
    conditions: [
      "适用于 6 月 1 日至 8 月 31 日期间取车的订单。",
      "适用于 2026 年 6 月 1 日至 2027 年 8 月 31 日期间完成的预订。",
      "不可与其他优惠同时使用。",
    ],
  },
  "campaigns/suv15": {
    title: "SUV 立减 15%",
    summary: "SUV 级别车型立减 15%。",
    conditions: [
      "适用于 2026 年 1 月 1 日至 2027 年 12 月 31 日期间完成的预订。",
      "仅适用于 SUV 级别车型。",
      "不可与其他优惠同时使用。",
    ],
  },
  "campaigns/ucak-bileti-haftasi": {
    title: "机票周",
    summary: "国内航班免费赠送 15 公斤额外行李额度。",
    imageAlt: "夕阳下准备起飞的客机",
    conditions:
      "<ul><li>适用于国内单程及往返机票。</li><li>购票时，额外行李额度将自动添加至您的预订，无需优惠码。</li><li>适用于活动期间购买的机票，航班日期不限。</li><li>机票改签后，该行李额度仍随机票保留，且不单独退款。</li></ul>",
  },
  "campaigns/kis-firsatlari-2025": {
    title: "2025 冬季特惠",
    summary: "冬季月份租车立减 25%。",
    imageAlt: "雪山之间的公路",
    conditions: "<p>本活动曾适用于 2024 年 12 月 1 日至 2025 年 3 月 31 日期间的租车订单。</p>",
  },
  "faqs/faq-car-documents": {
    question: "取车时需要携带哪些证件？",
    answer:
      "<p>在租车柜台取车时，主驾驶员须携带以下证件的<strong>原件</strong>：</p><ul><li>有效的驾照；不接受复印件或照片。</li><li>土耳其身份证；外国公民请携带护照。</li><li>主驾驶员本人名下、额度足以支付押金的信用卡。</li><li>您的预订确认单（预订凭证）；在手机上出示即可。</li></ul><p>如果您的驾照并非以拉丁字母书写，还需持有<strong>国际驾照</strong>。如您添加了附加驾驶员，取车时也会核验其证件。</p>",
  },
  "faqs/faq-car-credit-card-deposit": {
    question: "押金必须用信用卡支付吗？可以用借记卡吗？",
    answer:
      '<p>大多数租车公司会在<strong>主驾驶员本人名下的信用卡</strong>上以预授权（冻结）的方式收取押金。借记卡、预付卡及他人名下的银行卡通常不能用于支付押金。</p><p>押金金额取决于车辆级别和您选择的保障套餐，会显示在搜索结果和预订摘要中。选择全面的保障套餐可大幅降低押金。</p><p>车辆无损坏并按租车条款归还后，租车公司将解除冻结；视您的银行而定，额度恢复可能需要 <strong>7 至 30 个工作日</strong>。详情请参阅<a href="/en/car/rental-terms">租车条款</a>。</p>',
  },
  "faqs/faq-car-minimum-age": {
    question: "租车有最低年龄或驾龄要求吗？",
    answer:
      "<p>驾驶员的最低年龄取决于车辆级别：</p><table><thead><tr><th>车辆级别</th><th>最低年龄</th></tr></thead><tbody><tr><td>经济型和紧凑型</td><td>21 岁</td></tr><tr><td>中大型、SUV 和厢式车</td><td>23 岁</td></tr><tr><td>敞篷车</td><td>25 岁</td></tr><tr><td>豪华型</td><td>27 岁</td></tr></tbody></table><p>租车公司还要求驾龄达到 <strong>1 至 3 年</strong>。未满一定年龄（通常为 25 岁）的驾驶员可能需要按天支付<em>青年驾驶员附加费</em>，该费用会在报价中单独列出。部分公司在租用豪华型和中大型车辆时会要求提供土耳其信用报告（Findeks）。</p>",
  },
  "faqs/faq-car-one-way": {
    question: "可以在取车地点以外的地方还车吗？",
    answer:
      "<p>可以。提供<strong>异地还车</strong>服务的公司允许您在其他城市或其他机场还车。只需在搜索表单中勾选“异地还车”，然后选择还车地点即可。</p><p>异地还车费由一笔固定金额加上两地之间每 100 公里的费用组成，已包含在显示的价格中。不提供异地还车服务的公司不会出现在此类搜索结果中。</p>",
  },
  "faqs/faq-car-fuel-mileage": {
    question: "燃油和里程政策是怎样的？",
    answer:
      "<p>车辆通常按<strong>同油量取还</strong>的方式出租：还车时的油量须与取车时相同。不足的燃油将按租车公司当时的油价计费，并加收服务费。</p><p>部分公司设有每日里程限额（例如每天 250–500 公里）。如有限额，报价详情中会注明，超出部分每公里需额外付费。标有“不限里程”的报价则不收取此类费用。</p>",
  },
  "faqs/faq-car-protection-packages": {
    question: "价格中包含哪些保险和保障？",
    answer:
      "<p>每次租车均包含强制性第三者责任险，以及含免赔额的碰撞损失保障（CDW）。免赔额是车辆受损时您最多需要承担的金额。保障范围更广的套餐可同时降低免赔额和押金：</p><ul><li><strong>基础套餐：</strong>第三者责任险和含免赔额的 CDW。</li><li><strong>青铜套餐：</strong>增加盗抢保障；押金降低 20%。</li><li><strong>白银套餐：</strong>无免赔额的 CDW，以及盗抢、玻璃和轮胎保障；押金减半。</li><li><strong>黄金套餐：</strong>另增人身意外险和一名附加驾驶员；押金降至四分之一。</li></ul><p>因酒后驾驶、未经授权的驾驶员驾车或违反租车合同使用车辆而造成的损失，任何套餐均不予承保。</p>",
  },
  "faqs/faq-car-tolls-fines": {
    question: "高速公路和桥梁通行费以及交通罚款如何支付？",
    answer:
      "<p>大多数租赁车辆都配有 HGS 电子收费标签。租车期间的高速公路和桥梁通行费会记录在该标签上，还车后由租车公司从您的押金或银行卡中扣除。未缴费通行所产生的罚款同样由您承担。</p><p>租车期间产生的交通违章和停车罚款由驾驶员负责。租车公司会将罚单转给驾驶员，或在法定期限内代为缴纳后，连同可能产生的服务费一并从您的银行卡中扣除。</p>",
  },
  "faqs/faq-flight-check-in": {
    question: "如何办理网上值机？应该何时到达机场？",
    answer:
      "<p>网上值机可在航空公司的官网或手机应用上办理，通常在起飞前 <strong>24 小时</strong>开放。使用电子客票上的 PNR（订座记录）编号和您的姓氏即可登录。</p><ul><li>建议国内航班至少提前 <strong>1.5 小时</strong>、国际航班至少提前 <strong>3 小时</strong>到达机场。</li><li>值机柜台通常在国内航班起飞前 45 分钟、国际航班起飞前 60 分钟关闭。</li><li>如有托运行李，办理网上值机后仍需前往行李托运柜台。</li></ul>",
  },
  "faqs/faq-flight-baggage": {
    question: "我可以携带多少行李？",
    answer:
      '<p>您的行李额度取决于所购买的票价类型，并印在电子客票上：</p><table><thead><tr><th>票价</th><th>手提行李</th><th>托运行李</th></tr></thead><tbody><tr><td>Light</td><td>8 公斤</td><td>无</td></tr><tr><td>Standard</td><td>8 公斤</td><td>20 公斤</td></tr><tr><td>Flex</td><td>8 公斤</td><td>25 公斤</td></tr><tr><td>商务舱</td><td>16 公斤</td><td>32 公斤</td></tr></tbody></table><p>手提行李的尺寸通常不应超过 55 × 40 × 23 厘米。在预订时或之后在<a href="/en/reservation/change">管理预订</a>页面加购行李，比在机场付费更划算。</p>',
  },
  "faqs/faq-flight-change": {
    question: "可以更改航班的日期或时间吗？",
    answer:
      '<p>能否改签取决于您的票价类型。<strong>Light</strong> 机票不可改签；<strong>Standard</strong> 和<strong>商务舱</strong>票价可付费改签，<strong>Flex</strong> 票价则可免费改签。无论哪种情况，如果新航班价格更高，您都需要补足票价差额。</p><p>请在起飞前通过<a href="/en/reservation/change">更改或取消预订</a>页面，或在账户的“我的预订”中提交改签申请。根据航空公司规定，不可更换乘机人，仅可更正姓名中的拼写错误。</p>',
  },
  "faqs/faq-flight-cancel-refund": {
    question: "取消机票后能退多少钱？",
    answer:
      "<p>退款金额取决于票价类型：<strong>Flex</strong> 和<strong>商务舱</strong>票价在扣除取消费后退款；<strong>Light</strong> 和 <strong>Standard</strong> 票价除可退的税费外不予退款。</p><p>如果航空公司取消了您的航班或航班严重延误，您仍享有土耳其《航空旅客权利条例》（SHY-YOLCU）规定的权利。</p><p>获批的退款将退回至您付款时使用的银行卡；视您的银行而定，到账可能需要 <strong>7–14 个工作日</strong>。根据土耳其《远程合同条例》，机票属于有固定日期的运输服务，不适用无理由撤销权。</p>",
  },
  "faqs/faq-flight-passengers": {
    question: "应如何填写乘客信息？婴儿票和儿童票如何购买？",
    answer:
      "<p>请<strong>严格按照身份证或护照上的信息</strong>填写乘客姓名；国际航班还需提供护照号码和有效期。许多国家要求护照在您返程后仍有至少 6 个月的有效期；出行前核实签证及入境要求是乘客本人的责任。</p><ul><li><strong>婴儿（0–2 岁）：</strong>由成人抱坐，不占座位；每名成人限带一名婴儿。</li><li><strong>儿童（2–12 岁）：</strong>购买儿童票，享有独立座位。</li><li>12 岁以上的乘客需购买成人票。</li></ul>",
  },
  "faqs/faq-payment-methods": {
    question: "可以使用哪些付款方式？",
    answer:
      "<p>您可以使用 Visa、Mastercard 和 Troy 的<strong>信用卡和借记卡</strong>付款。银行卡信息由符合 PCI DSS 标准的持牌支付机构处理；RotaGo 不会存储您的卡号。</p><p>租车时，即使您使用借记卡付款，也请注意：租车柜台需要主驾驶员本人名下的<strong>信用卡</strong>来收取押金。</p>",
  },
  "faqs/faq-payment-installments": {
    question: "可以分期付款吗？",
    answer:
      "<p>土耳其境内银行发行的信用卡可用于分期付款。输入卡号后，付款页面会显示您的卡可用的分期方案及利息（如有）。</p><ul><li>分期期数取决于您的银行提供的方案及现行的法定上限。</li><li>借记卡、部分商务卡及境外发行的银行卡无法分期付款。</li><li>分期消费的退款可能会分摊到剩余各期中，具体视您的银行而定。</li></ul>",
  },
  "faqs/faq-payment-3d-secure": {
    question: "什么是 3-D Secure？收不到验证码（短信）怎么办？",
    answer:
      "<p>3-D Secure 是一道安全验证步骤，由您的发卡银行确认付款人是您本人。您将被引导至银行页面，输入发送到您在银行预留手机号码上的一次性验证码。</p><p>如果收不到验证码：</p><ul><li>请确认您在银行预留的手机号码是最新的。</li><li>请在手机银行应用中确认您的卡已开通网上支付功能。</li><li>如仍无法解决，请致电您的银行；验证码仅由银行发送。</li></ul><p><strong>RotaGo 工作人员绝不会向您索要验证码、银行卡 PIN 码或 CVV 码。</strong></p>",
  },
  "faqs/faq-payment-double-charge": {
    question: "我的卡上显示了两笔扣款，这是为什么？",
    answer:
      '<p>付款时，您的银行会先对该金额进行<strong>预授权</strong>。如果某次付款未完成，或者您刷新页面后重新尝试，失败的那次尝试所产生的冻结可能会以“待处理交易”的形式显示几天。这笔款项不会被实际扣除，银行通常会在 3–7 个工作日内解除冻结。</p><p>租车时，在租车柜台冻结的押金也会显示为一笔单独的交易。如您对某笔扣款有疑问，请凭预订编号<a href="/en/about-us/contact">联系我们</a>。</p>',
  },
  "faqs/faq-payment-invoice": {
    question: "如何获取发票？可以开具公司抬头的发票吗？",
    answer:
      '<p>对于预付预订，您的电子存档发票将在服务日期之后发送至预订时填写的电子邮箱，也可以在<a href="/en/account/invoices">发票</a>页面下载。机票方面，电子客票即为票款凭证，RotaGo 另就其服务费开具发票。</p><p>如需开具企业发票，请在结账时勾选“我需要企业发票”，并填写公司名称、税务局和税号。发票一经开具，开票信息将无法更改。在租车柜台购买的附加项目由租车公司开具发票。</p>',
  },
  "faqs/faq-account-login": {
    question: "如何登录我的账户？需要密码吗？",
    answer:
      '<p>无需密码。在<a href="/en/login">登录</a>页面输入您的手机号码或电子邮箱地址，再输入我们发送给您的 <strong>6 位一次性验证码</strong>即可登录。首次登录时，我们只会询问您的姓名。</p><p>验证码在几分钟内有效。如果没有收到，请检查垃圾邮件文件夹，并稍候片刻再重新获取验证码。</p>',
  },
  "faqs/faq-account-find-booking": {
    question: "未注册账户时完成的预订，如何查看？",
    answer:
      '<p>在<a href="/en/reservation/find">查找预订</a>页面输入您的预订编号和预订时使用的电子邮箱地址，即可查看预订、下载预订凭证，并申请更改或取消。</p><p>如果您使用预订时填写的电子邮箱地址或手机号码登录，以往的预订也会显示在账户的“我的预订”中。</p>',
  },
  "faqs/faq-account-passengers": {
    question: "可以保存乘客信息吗？",
    answer:
      '<p>可以。在账户的<a href="/en/account/registered-passengers">常用乘客</a>中添加您自己以及经常同行的人。结账时选择已保存的乘客，系统会自动填写姓名、出生日期和证件信息。</p><p>如果您保存的是他人的信息，需要告知对方其个人数据将被处理。您可以随时编辑或删除已保存的乘客。</p>',
  },
  "faqs/faq-account-delete": {
    question: "如何删除我的账户和个人数据？",
    answer:
      '<p>请使用您账户注册的电子邮箱地址，将依据土耳其第 6698 号《个人数据保护法》第 11 条提出的申请发送至 <strong>kvkk@rotago.com.tr</strong>。我们最迟将在 <strong>30 天</strong>内免费答复。</p><p>账户删除后，您的个人数据将被删除或匿名化处理；发票和预订等依法必须保存的记录，将在法定保存期限内予以保留。详情请参阅<a href="/en/kvkk/kvkk-aydinlatma-metni">隐私声明</a>。</p>',
  },
  "sliders/slide-home-antalya": {
    title: "安塔利亚，夏日正等你",
    subtitle: "机场取车，更有不限里程方案可选。",
    imageAlt: "从安塔利亚的悬崖上俯瞰碧蓝海水与滨海公路",
  },
  "sliders/slide-home-flight-week": {
    title: "机票周",
    subtitle: "国内航班额外行李免费；一次搜索，比较所有航空公司的航班。",
    imageAlt: "夕阳下降落在跑道上的客机",
  },
  "sliders/slide-home-aegean": {
    title: "自选路线，畅游爱琴海海湾",
    subtitle: "博德鲁姆、达拉曼和伊兹密尔机场提供专人迎接交车服务。",
    imageAlt: "博德鲁姆的白色房屋、游艇码头与帆船",
  },
  "sliders/slide-home-suv": {
    title: "宽敞家庭 SUV，立减 15%",
    subtitle: "所有 SUV 级别租车均可使用优惠码 SUV15。",
    imageAlt: "行驶在山路上的白色 SUV",
  },
  "sliders/slide-car-istanbul": {
    title: "伊斯坦布尔两大机场均可航站楼内取车",
    subtitle: "在伊斯坦布尔机场和萨比哈·格克琴机场比较所有合作租车公司的报价。",
    imageAlt: "夜色中灯火通明的博斯普鲁斯大桥与伊斯坦布尔天际线",
  },
  "sliders/slide-flight-trabzon": {
    title: "飞往黑海高原",
    subtitle: "伊斯坦布尔和安卡拉均有定期航班飞往特拉布宗，Light 票价经济实惠。",
    imageAlt: "云雾中散落着木屋的黑海绿色高原",
  },
  "about-pages/about-hakkimizda": {
    title: "关于我们",
    body: "<p><strong>RotaGo</strong> 是一家旅游科技公司，致力于让您在土耳其租车和购买机票变得简单、透明、可靠。只需一次搜索，您即可比较土耳其各地机场及市区门店中本地和区域租车公司的报价。</p><h2>我们的业务</h2><ul><li><strong>租车：</strong>在您付款之前，我们会清楚列明所有条件，包括押金、里程限制、年龄要求和保障套餐。</li><li><strong>机票：</strong>我们将国内和国际航班连同其行李额度和改签规则一并比较。</li><li><strong>24/7 全天候客服：</strong>在旅程的每一步，我们都以土耳其语和英语为您提供帮助。</li></ul><h2>我们的价值观</h2><p>没有隐藏费用：您看到的价格就是您支付的价格。我们根据客户评分和投诉率定期评估合作伙伴，并依照土耳其第 6698 号《个人数据保护法》保护您的个人数据。</p><h2>公司信息</h2><p>RotaGo Seyahat ve Teknoloji A.Ş. 是一家 A 类旅行社，也是土耳其旅行社协会（TÜRSAB）会员（执照编号 A-12345）。公司总部地址：Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkiye。</p>",
  },
  "about-pages/about-ekibimiz": {
    title: "我们的团队",
    body: '<p>RotaGo 团队由 60 多名成员组成，他们在软件、旅游、客户体验和财务领域经验丰富，分布在我们位于伊斯坦布尔、伊兹密尔和安塔利亚的办公室。欢迎在下方认识我们的管理团队。</p><p>想加入我们吗？请查看我们的<a href="/en/about-us/career">招聘职位</a>。</p>',
  },
  "about-pages/about-kariyer": {
    title: "职业机会",
    body: '<p>我们正在寻找充满好奇心、勇于担当的同事，与我们一起实现让每个人都能轻松出行的目标。</p><h2>我们提供</h2><ul><li>混合办公与弹性工作时间</li><li>商业医疗保险与餐卡</li><li>每年一笔旅行预算，用于通过 RotaGo 预订的一次旅行</li><li>培训、行业会议及资格证书方面的支持</li></ul><h2>申请方式</h2><ol><li>将您的简历发送至 kariyer@rotago.com.tr，并在邮件主题中注明职位名称。</li><li>与我们的人力资源团队进行 30 分钟的初步沟通。</li><li>根据职位要求，完成技术面试或案例分析。</li><li>在终面中与您的经理和未来的同事见面。</li></ol><p>您在申请时提供的个人数据仅用于招聘，具体说明请参阅<a href="/en/kvkk/kvkk-aydinlatma-metni">隐私声明</a>。</p>',
  },
  "about-pages/about-basin": {
    title: "媒体眼中的 RotaGo",
    body: "<p>以下是有关 RotaGo 的新闻报道和采访。如有媒体垂询，或需获取我们的标志及图片素材包，请发送邮件至 basin@rotago.com.tr。</p>",
  },
  "about-pages/about-iletisim": {
    title: "联系我们",
    body: '<p>关于您预订的任何问题，我们的客服团队<strong>每周 7 天、每天 24 小时</strong>随时为您服务。</p><ul><li><strong>客服电话：</strong>+90 850 333 44 55</li><li><strong>电子邮箱：</strong>support@rotago.com</li><li><strong>地址：</strong>Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkiye</li><li><strong>电子挂号邮箱（KEP）：</strong>rotago@hs01.kep.tr</li></ul><h2>常见问题</h2><p>有关证件、押金、取消和退款的问题，您可以直接在<a href="/en/reservation/change">更改或取消预订</a>页面及常见问题中找到答案。如需查看现有预订，请使用<a href="/en/reservation/find">查找预订</a>。</p><h2>个人数据</h2><p>依据《个人数据保护法》提出的申请，请发送至 kvkk@rotago.com.tr。</p>',
  },
  "investors/investor-yatirimci-iliskileri": {
    title: "投资者关系",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. 是一家专注于土耳其租车和机票销售的在线旅游平台。公司尚未上市，全部股份由创始人以及机构和个人投资者持有。</p><h2>RotaGo 概览</h2><ul><li>与 12 家租车公司建立合作，覆盖土耳其各地的机场及市区门店</li><li>以 A 类旅行社资质销售国内及国际机票</li><li>总部位于伊斯坦布尔，并在伊兹密尔和安塔利亚设有区域办事处</li><li>平台支持 14 种语言，以土耳其语和英语为主</li></ul><h2>我们的战略</h2><p>我们的增长战略建立在三大支柱之上：提升在旅游地区机场租车市场的份额；将机票与租车整合到同一个预订中；以及用来土耳其游客的母语为他们提供服务。</p><h2>联系方式</h2><p>如有任何投资者关系方面的问题，请发送邮件至 yatirimci@rotago.com.tr。</p>",
  },
  "investors/investor-kurumsal-yonetim": {
    title: "公司治理",
    body: "<p>RotaGo 依据土耳其第 6102 号《商法典》及公司章程进行治理，秉持透明、问责、公平和负责的原则。</p><h2>董事会</h2><p>董事会由五名成员组成，其中两名为独立董事。董事会每年至少召开四次会议，负责监督公司的战略目标、预算和风险管理。</p><h2>委员会</h2><ul><li><strong>审计委员会：</strong>监督财务报告、内部控制和外部审计。</li><li><strong>风险早期识别委员会：</strong>监控运营、财务及信息安全风险。</li><li><strong>薪酬与提名委员会：</strong>审议高级管理层薪酬政策及提名事宜。</li></ul><h2>政策</h2><ul><li>道德与商业行为准则</li><li>反贿赂与反腐败政策</li><li>个人数据保存与销毁政策</li><li>信息安全政策</li></ul><p>我们的财务报表每年均经过独立审计。</p>",
  },
  "investors/investor-finansal-takvim": {
    title: "财务日历",
    body: "<p>以下为 2027 年计划中的财务报告及投资者活动。日期可能会有调整，更新信息将在本页公布。</p><table><thead><tr><th>日期</th><th>事项</th></tr></thead><tbody><tr><td>2027 年 2 月 26 日</td><td>2026 年度经审计财务报表</td></tr><tr><td>2027 年 3 月 25 日</td><td>年度股东大会</td></tr><tr><td>2027 年 5 月 14 日</td><td>2027 年第一季度业务摘要</td></tr><tr><td>2027 年 8 月 13 日</td><td>2027 年上半年经营报告</td></tr><tr><td>2027 年 11 月 12 日</td><td>2027 年前九个月业务摘要</td></tr></tbody></table>",
  },
  "investors/investor-genel-kurul": {
    title: "股东大会",
    body: "<p>RotaGo Seyahat ve Teknoloji A.Ş. 2026 财政年度的年度股东大会将于 <strong>2027 年 3 月 25 日（星期四）</strong>14:00 在公司总部召开，地址：Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkiye。</p><h2>议程</h2><ol><li>开幕及选举会议主席</li><li>宣读并讨论董事会 2026 年度经营报告</li><li>宣读独立审计报告摘要</li><li>宣读、讨论并批准 2026 年度财务报表</li><li>逐一对董事会成员进行免责表决</li><li>讨论董事会关于利润分配的提案</li><li>批准独立审计师的选聘</li><li>意见与建议及闭幕</li></ol><p>股东可亲自出席或委托代理人出席。授权委托书及会议文件将于会议召开前至少 15 天在公司总部备置，供股东查阅。</p>",
  },
  "companies/company-anadolu-rent": {
    description:
      "<p><strong>Anadolu Rent</strong> 拥有土耳其规模最大的门店网络之一。各大机场均设有航站楼内柜台，落地即可取车。</p><p>车队规模庞大，从经济型车到豪华轿车一应俱全，并提供不限里程和异地还车服务，深受往返于各城市之间的商务及度假旅客青睐。</p><p>RotaGo 客户评分 <strong>4.6 / 5</strong>（2,140 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 1 年</li><li>25 岁以下青年驾驶员附加费：每天 150 土耳其里拉</li><li>不限里程</li><li>异地还车：1,500 土耳其里拉，另加每 100 公里 400 土耳其里拉</li><li>取车方式：航站楼内柜台、市区门店</li><li>保障套餐：基础、白银、黄金</li><li>以下车型须提供信用报告（Findeks）：豪华型</li></ul>",
  },
  "companies/company-ege-oto-kiralama": {
    description:
      "<p><strong>Ege Oto Kiralama</strong> 是一家来自爱琴海沿岸的家族企业，以亲切周到的服务著称。工作人员会举着写有您姓名的接机牌在机场迎接您，并在停车场为您交车。</p><p>公司提供保养良好、省油的车辆，适合前往切什梅、阿拉恰特、库沙达瑟和博德鲁姆的路线；其每日里程限额足以满足大多数度假出行的需要。</p><p>RotaGo 客户评分 <strong>4.4 / 5</strong>（860 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 2 年</li><li>25 岁以下青年驾驶员附加费：每天 120 土耳其里拉</li><li>每日里程限额：400 公里</li><li>异地还车：1,200 土耳其里拉，另加每 100 公里 350 土耳其里拉</li><li>取车方式：专人迎接、市区门店</li><li>保障套餐：基础、青铜、白银</li></ul>",
  },
  "companies/company-bosphorus-cars": {
    description:
      "<p><strong>Bosphorus Cars</strong> 是一家总部位于伊斯坦布尔、主打实惠租车的公司。公司提供从机场到门店的定时接驳班车，让您避开航站楼的拥挤，在门店从容取车。</p><p>公司以适合城市驾驶和短期租赁的紧凑型自动挡车型见长。车辆须归还至取车门店。</p><p>RotaGo 客户评分 <strong>4.2 / 5</strong>（1,320 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 1 年</li><li>24 岁以下青年驾驶员附加费：每天 140 土耳其里拉</li><li>每日里程限额：300 公里</li><li>不提供异地还车，车辆须归还至取车门店</li><li>取车方式：免费班车前往门店、市区门店</li><li>保障套餐：基础、青铜</li></ul>",
  },
  "companies/company-akdeniz-arac": {
    description:
      "<p><strong>Akdeniz Araç</strong> 专注于安塔利亚及地中海沿岸，是我们客户评分最高的公司之一。专人迎接和航站楼内柜台服务，让您假期的最初几分钟轻松无忧。</p><p>公司提供适合滨海公路兜风的敞篷车，以及适合大家庭的宽敞 SUV；全面的白银和黄金套餐可大幅降低押金。</p><p>RotaGo 客户评分 <strong>4.7 / 5</strong>（540 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 2 年</li><li>25 岁以下青年驾驶员附加费：每天 180 土耳其里拉</li><li>不限里程</li><li>异地还车：2,000 土耳其里拉，另加每 100 公里 450 土耳其里拉</li><li>取车方式：专人迎接、航站楼内柜台</li><li>保障套餐：基础、白银、黄金</li><li>以下车型须提供信用报告（Findeks）：豪华型、敞篷车</li></ul>",
  },
  "companies/company-kapadokya-rent-a-car": {
    description:
      "<p><strong>Kapadokya Rent a Car</strong> 提供价格实惠的车辆，让您按照自己的节奏探索中安纳托利亚的历史与风光。其青年驾驶员年龄门槛较低，是驾龄较短的驾驶员的理想之选。</p><p>公司创立于卡帕多奇亚，如今已覆盖各大机场和众多市中心，并提供从机场到门店的接驳班车。</p><p>RotaGo 客户评分 <strong>4.3 / 5</strong>（410 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 1 年</li><li>23 岁以下青年驾驶员附加费：每天 100 土耳其里拉</li><li>每日里程限额：250 公里</li><li>不提供异地还车，车辆须归还至取车门店</li><li>取车方式：市区门店、免费班车前往门店</li><li>保障套餐：基础、青铜</li></ul>",
  },
  "companies/company-marmara-filo": {
    description:
      "<p><strong>Marmara Filo</strong> 将其在企业车队服务方面的经验带给个人客户，拥有大量新款车型。它是少数同时提供全部四种保障套餐的公司之一。</p><p>凭借航站楼内柜台、不限里程和异地还车服务，它是往返于伊斯坦布尔、布尔萨和安卡拉之间的实用之选。</p><p>RotaGo 客户评分 <strong>4.5 / 5</strong>（1,780 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 1 年</li><li>25 岁以下青年驾驶员附加费：每天 160 土耳其里拉</li><li>不限里程</li><li>异地还车：1,600 土耳其里拉，另加每 100 公里 380 土耳其里拉</li><li>取车方式：航站楼内柜台、市区门店</li><li>保障套餐：基础、青铜、白银、黄金</li><li>以下车型须提供信用报告（Findeks）：豪华型</li></ul>",
  },
  "companies/company-lykia-car-rental": {
    description:
      "<p><strong>Lykia Car Rental</strong> 是一家精品租车公司，创立于利西亚之路的起点费特希耶。公司只提供含全面保障套餐的租车服务，让您度假时无需为押金和免赔额操心。</p><p>您的车辆将在机场以专人迎接的方式交付：请留意写有您姓名的接机牌。</p><p>RotaGo 客户评分 <strong>4.8 / 5</strong>（290 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 2 年</li><li>26 岁以下青年驾驶员附加费：每天 200 土耳其里拉</li><li>不限里程</li><li>不提供异地还车，车辆须归还至取车门店</li><li>取车方式：专人迎接</li><li>保障套餐：白银、黄金</li><li>以下车型须提供信用报告（Findeks）：豪华型、敞篷车</li></ul>",
  },
  "companies/company-premium-drive": {
    description:
      "<p><strong>Premium Drive</strong> 拥有精选的豪华轿车、中大型车和敞篷车车队，为特殊场合和商务出行提供高端租车服务。</p><p>航站楼内取车、专人迎接、不限里程和异地还车均为标准服务。中大型车和豪华型车对驾驶经验和信用报告的要求更为严格。</p><p>RotaGo 客户评分 <strong>4.9 / 5</strong>（210 条评价）。</p><h3>租车条件</h3><ul><li>驾龄至少 3 年</li><li>27 岁以下青年驾驶员附加费：每天 300 土耳其里拉</li><li>不限里程</li><li>异地还车：3,000 土耳其里拉，另加每 100 公里 600 土耳其里拉</li><li>取车方式：专人迎接、航站楼内柜台</li><li>保障套餐：白银、黄金</li><li>以下车型须提供信用报告（Findeks）：豪华型、敞篷车、中大型</li></ul>",
  },
  "seo-locations/seo-istanbul-havalimani": {
    title: "伊斯坦布尔机场租车",
    intro:
      "<p>在伊斯坦布尔机场（IST）租车，是前往伊斯坦布尔欧洲区和色雷斯地区最灵活的方式。租车柜台位于航站楼内及停车场各楼层，落地后几分钟内即可取车。</p><p>在 RotaGo 上，您可以比较伊斯坦布尔机场所有合作租车公司的价格，以及各自的押金和里程条件。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>机场距塔克西姆约 40 公里。进城途经的北马尔马拉高速公路和亚武兹苏丹塞利姆大桥均需收费，租赁车辆上的 HGS 标签会自动缴费。工作日 07:00–10:00 和 17:00–20:00 交通拥堵严重，请合理安排出行时间。</p>",
      },
      {
        heading: "停车",
        body: "<p>机场的多层停车场全天 24 小时开放。还车时，请按照“租车还车”标识行驶。市中心路边车位难寻，请使用市政停车场或酒店停车场。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>黑海海岸基利奥斯：</strong>约 35 公里，40 分钟</li><li><strong>希莱和阿瓦：</strong>约 120 公里，1.5–2 小时</li><li><strong>埃迪尔内：</strong>约 220 公里，2.5 小时</li><li><strong>布尔萨（经奥斯曼加齐大桥）：</strong>约 240 公里，2.5–3 小时</li></ul>",
      },
    ],
    metaTitle: "伊斯坦布尔机场（IST）租车 | RotaGo",
    metaDescription: "伊斯坦布尔机场（IST）航站楼内取车。比较价格、押金和里程条件，几分钟即可完成预订。",
  },
  "seo-locations/seo-sabiha-gokcen-havalimani": {
    title: "萨比哈·格克琴机场租车",
    intro:
      "<p>萨比哈·格克琴机场（SAW）位于伊斯坦布尔亚洲区，是前往卡德柯伊、阿塔谢希尔和卡尔塔尔等城区，以及驶往科贾埃利、萨卡里亚和布尔萨方向最便捷的出发点。</p><p>租车柜台位于国际和国内到达大厅；部分公司会用免费接驳班车将您送往附近的门店。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>机场距卡德柯伊约 40 公里；前往欧洲区需经过跨海大桥或欧亚隧道。大桥、隧道和高速公路通行费均通过 HGS 缴纳，欧亚隧道的收费高于大桥。TEM 高速公路和 D-100 公路傍晚时段交通拥堵严重，请做好准备。</p>",
      },
      {
        heading: "停车",
        body: "<p>航站楼对面的露天和室内停车场均需付费。如选择提供接驳班车的公司，您需在其门店还车，再乘坐班车返回航站楼；请至少在航班起飞前 2.5 小时到达门店。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>萨潘贾湖：</strong>约 110 公里，1.5 小时</li><li><strong>卡尔特佩：</strong>约 100 公里，1.5 小时</li><li><strong>布尔萨和乌卢达山：</strong>约 150 公里，2 小时</li><li><strong>希莱：</strong>约 75 公里，1 小时</li></ul>",
      },
    ],
    metaTitle: "萨比哈·格克琴机场（SAW）租车 | RotaGo",
    metaDescription: "伊斯坦布尔萨比哈·格克琴机场（SAW）实惠租车。比较航站楼内取车与接驳班车取车方案，轻松在线预订。",
  },
  "seo-locations/seo-antalya-havalimani": {
    title: "安塔利亚机场租车",
    intro:
      "<p>安塔利亚机场（AYT）是土耳其最繁忙的度假机场，也是通往凯梅尔至阿兰亚一带地中海沿岸的门户。在机场租车，您无需等待接送车辆即可直达酒店，还能按照自己的安排探索海湾和古城。</p><p>夏季租车需求非常旺盛，建议尽早预订，尤其是自动挡车型和 SUV。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>机场距市中心约 13 公里。D-400 沿海公路设有许多区间测速路段和测速摄像头，请注意遵守限速。7 月和 8 月正午气温可能超过 40 °C，请将车停在阴凉处，并在车内备好饮用水。</p>",
      },
      {
        heading: "停车",
        body: "<p>航站楼前的停车场需付费。与其驾车驶入卡莱伊奇老城的狭窄街道，不如使用老城周边的停车场。夏季在孔亚尔特海滩和拉拉海滩，清晨更容易找到车位。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>贝莱克：</strong>约 30 公里，30 分钟</li><li><strong>凯梅尔：</strong>约 55 公里，50 分钟</li><li><strong>锡德和马纳夫加特：</strong>约 65 公里，1 小时</li><li><strong>阿兰亚：</strong>约 125 公里，1 小时 45 分钟</li><li><strong>卡什：</strong>约 190 公里，3 小时（沿海公路蜿蜒曲折）</li></ul>",
      },
    ],
    metaTitle: "安塔利亚机场（AYT）租车 | RotaGo",
    metaDescription: "在安塔利亚机场（AYT）租车，畅游凯梅尔、贝莱克、锡德和阿兰亚。比较最优价格，在机场直接取车。",
  },
  "seo-locations/seo-izmir-adnan-menderes-havalimani": {
    title: "伊兹密尔阿德南·曼德列斯机场租车",
    intro:
      "<p>伊兹密尔阿德南·曼德列斯机场（ADB）是爱琴海度假之旅的起点，从切什梅半岛一直延伸到以弗所。从机场租车后，经高速公路即可快速抵达各个海滨小镇。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>机场距科纳克约 18 公里。伊兹密尔—切什梅高速公路和通往艾登方向的高速公路均需收费，通过 HGS 缴纳。周末和公共假期的傍晚，从切什梅返程的车流量很大，请做好准备。</p>",
      },
      {
        heading: "停车",
        body: "<p>阿尔桑贾克和科尔东海滨大道一带路边车位有限，请使用多层停车场。夏季晚间，阿拉恰特中心区可能禁止车辆通行，请将车停在入口处的停车场。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>乌尔拉：</strong>约 45 公里，40 分钟</li><li><strong>塞尔丘克和以弗所：</strong>约 60 公里，50 分钟</li><li><strong>库沙达瑟：</strong>约 75 公里，1 小时</li><li><strong>切什梅和阿拉恰特：</strong>约 95 公里，1 小时 10 分钟</li></ul>",
      },
    ],
    metaTitle: "伊兹密尔机场（ADB）租车 | RotaGo",
    metaDescription: "在伊兹密尔阿德南·曼德列斯机场（ADB）租车，前往切什梅、阿拉恰特和以弗所。比较价格，放心租车。",
  },
  "seo-locations/seo-dalaman-havalimani": {
    title: "达拉曼机场租车",
    intro:
      "<p>达拉曼机场（DLM）是距离费特希耶、格切克、厄吕代尼兹、达利扬和马尔马里斯最近的机场。各度假区之间相距较远，租车既能节省时间，又能省下接送费用。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>格切克隧道需收费，通过 HGS 缴纳。费特希耶与卡什之间的沿海公路风景优美，但弯道众多，夜间驾驶请格外小心。在乡村道路上可能会遇到成群的山羊和牛。</p>",
      },
      {
        heading: "停车",
        body: "<p>夏季，厄吕代尼兹和蝴蝶谷周边的停车场在中午前就会停满。费特希耶游艇码头周边设有市政停车场。如果您要在达利扬乘船游览，请使用河边的付费停车场。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>格切克：</strong>约 25 公里，25 分钟</li><li><strong>达利扬和伊兹图祖海滩：</strong>约 30 公里，35 分钟</li><li><strong>费特希耶和厄吕代尼兹：</strong>约 50–65 公里，1 小时</li><li><strong>马尔马里斯：</strong>约 95 公里，1.5 小时</li><li><strong>卡什：</strong>约 160 公里，2.5 小时</li></ul>",
      },
    ],
    metaTitle: "达拉曼机场（DLM）租车 | RotaGo",
    metaDescription: "在达拉曼机场（DLM）租车，前往费特希耶、格切克、厄吕代尼兹和马尔马里斯。比较最优报价，在线预订。",
  },
  "seo-locations/seo-milas-bodrum-havalimani": {
    title: "米拉斯-博德鲁姆机场租车",
    intro:
      "<p>米拉斯-博德鲁姆机场（BJV）距博德鲁姆半岛约 35 公里。从机场租车后，您可以轻松前往半岛的各个角落，如亚勒卡瓦克、居米什吕克和图尔古特雷斯。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>从机场到半岛的道路路况良好，但夏季博德鲁姆入口和托尔巴路口常会排起长队。通往各海湾的道路狭窄陡峭，小型车更便于停车和掉头。</p>",
      },
      {
        heading: "停车",
        body: "<p>博德鲁姆市中心、游艇码头和集市周边车位非常有限，请使用付费停车场。大多数海滩俱乐部和餐厅提供代客泊车服务。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>博德鲁姆市中心：</strong>约 35 公里，35 分钟</li><li><strong>亚勒卡瓦克：</strong>约 50 公里，50 分钟</li><li><strong>居米什吕克：</strong>约 55 公里，55 分钟</li><li><strong>居吕克：</strong>约 20 公里，25 分钟</li></ul>",
      },
    ],
    metaTitle: "博德鲁姆机场（BJV）租车 | RotaGo",
    metaDescription:
      "在米拉斯-博德鲁姆机场（BJV）租车，前往亚勒卡瓦克、居米什吕克和图尔古特雷斯。比较价格，机场直接取车。",
  },
  "seo-locations/seo-ankara-esenboga-havalimani": {
    title: "安卡拉埃森博阿机场租车",
    intro:
      "<p>安卡拉埃森博阿机场（ESB）是商务旅客前往首都、游客探索中安纳托利亚的第一站。租车柜台位于国内和国际到达大厅。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>机场距克孜勒艾约 28 公里，沿途为宽阔的双向分隔公路。城际出行时，可经安卡拉环城公路绕开市中心。冬季可能出现降雪和结冰；11 月至次年 3 月期间，请在取车时检查冬季轮胎。</p>",
      },
      {
        heading: "停车",
        body: "<p>克孜勒艾、乌卢斯和图纳勒·希勒米大街一带路边车位稀缺，请使用多层停车场。机场停车场需付费；还车时请按照“租车”标识行驶。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>贝伊帕扎勒：</strong>约 100 公里，1.5 小时</li><li><strong>图兹湖：</strong>约 150 公里，2 小时</li><li><strong>番红花城：</strong>约 220 公里，2.5 小时</li><li><strong>卡帕多奇亚（格雷梅）：</strong>约 300 公里，3.5 小时</li></ul>",
      },
    ],
    metaTitle: "安卡拉埃森博阿机场（ESB）租车 | RotaGo",
    metaDescription: "在安卡拉埃森博阿机场（ESB）租车，适合商务出行和自驾前往卡帕多奇亚。比较价格，在线预订。",
  },
  "seo-locations/seo-trabzon-havalimani": {
    title: "特拉布宗机场租车",
    intro:
      "<p>特拉布宗机场（TZX）距市中心仅几公里，是通往东黑海高原的门户。乌尊湖、苏梅拉修道院和艾德尔等地乘坐公共交通难以抵达，租车是最便捷的选择。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>沿海公路宽阔，隧道众多；通往高原的道路狭窄蜿蜒，部分路段坡度较陡。雾天和突降大雨较为常见，请开启车灯并减速慢行。进入高原前请先加满油。</p>",
      },
      {
        heading: "停车",
        body: "<p>特拉布宗市中心的梅丹广场周边设有多层停车场。乌尊湖和苏梅拉的游客停车场需付费，夏季周末很早就会停满。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>苏梅拉修道院：</strong>约 50 公里，1 小时</li><li><strong>里泽：</strong>约 75 公里，1 小时</li><li><strong>乌尊湖：</strong>约 100 公里，1 小时 45 分钟</li><li><strong>艾德尔高原：</strong>约 170 公里，2.5 小时</li></ul>",
      },
    ],
    metaTitle: "特拉布宗机场（TZX）租车 | RotaGo",
    metaDescription: "在特拉布宗机场（TZX）租车，前往乌尊湖、苏梅拉和艾德尔高原。比较最优报价，在线预订。",
  },
  "seo-locations/seo-istanbul": {
    title: "伊斯坦布尔租车",
    intro:
      "<p>伊斯坦布尔拥有两座机场、多家市中心门店以及专人迎接服务，租车十分方便。许多游客搭乘公共交通游览历史半岛，再租车出城一日游。</p><p>在 RotaGo 上，您可以在地图上查看伊斯坦布尔的所有门店，并根据住宿所在城区选择取车地点。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>博斯普鲁斯海峡大桥、欧亚隧道和高速公路均需收费，由车上的 HGS 标签缴纳。七一五烈士大桥和法提赫苏丹穆罕默德大桥仅对从欧洲区驶往亚洲区的方向收费；亚武兹苏丹塞利姆大桥和欧亚隧道则双向收费。请参考导航应用的路况预估，尽量避开高峰时段。</p>",
      },
      {
        heading: "停车",
        body: "<p>贝伊奥卢、苏丹艾哈迈德和卡德柯伊等中心城区停车困难，违章停放的车辆可能会被拖走。请使用市政及私营停车场，并确认酒店是否提供停车位。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>贝尔格莱德森林：</strong>距市中心约 25 公里</li><li><strong>波洛内兹柯伊和里瓦：</strong>约 35 公里</li><li><strong>希莱和阿瓦：</strong>约 75–100 公里</li><li><strong>萨潘贾和马舒基耶：</strong>约 140 公里</li></ul>",
      },
    ],
    metaTitle: "伊斯坦布尔租车 | 超值价格 | RotaGo",
    metaDescription: "伊斯坦布尔按天或按周租车。比较机场及市区门店的价格，提前了解押金和租车条件。",
  },
  "seo-locations/seo-antalya": {
    title: "安塔利亚租车",
    intro:
      "<p>安塔利亚拥有众多古城、瀑布和长达 600 多公里的海岸线，是最适合自驾探索的地方之一。您可以在市中心或机场租车，规划从利西亚海岸到潘菲利亚古城的各条路线。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>市区主干道宽阔，但卡莱伊奇老城及其周边多为狭窄的单行道。夏季傍晚，孔亚尔特与拉拉之间交通较为拥堵。在山路上行驶时（例如前往萨克勒肯特和特尔梅索斯方向），请注意弯道和路面落石。</p>",
      },
      {
        heading: "停车",
        body: "<p>卡莱伊奇老城周边、孔亚尔特海滩和拉拉均设有付费停车场。杜登瀑布和阿斯潘多斯等景点设有大型游客停车场。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>下杜登瀑布：</strong>距市中心约 10 公里</li><li><strong>特尔梅索斯：</strong>约 35 公里</li><li><strong>阿斯潘多斯剧场：</strong>约 45 公里</li><li><strong>奥林波斯和奇拉勒：</strong>约 80 公里</li></ul>",
      },
    ],
    metaTitle: "安塔利亚租车 | RotaGo",
    metaDescription: "安塔利亚租车：比较市区门店和机场的所有报价，自由规划从卡莱伊奇老城到阿斯潘多斯的路线。",
  },
  "seo-locations/seo-izmir": {
    title: "伊兹密尔租车",
    intro:
      "<p>伊兹密尔是爱琴海地区最具活力的城市，也是通往切什梅、乌尔拉、塞费里希萨尔和福恰等海滨小镇的门户。在市中心门店租车，随心规划您的周末短途旅行。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>高峰时段，市内卡尔希亚卡—博尔诺瓦—科纳克一线交通拥堵；绕海湾往来时，走环城公路通常更快。夏季周五和周日傍晚，切什梅高速公路车流量很大，请做好准备。</p>",
      },
      {
        heading: "停车",
        body: "<p>阿尔桑贾克、凯梅拉尔特和科尔东海滨大道一带设有多层停车场。凯梅拉尔特集市不适合驾车进入，请将车停在附近的停车场。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>乌尔拉及葡萄酒庄路线：</strong>距市中心约 40 公里</li><li><strong>福恰：</strong>约 70 公里</li><li><strong>希林杰和以弗所：</strong>约 80 公里</li><li><strong>切什梅和阿拉恰特：</strong>约 85 公里</li></ul>",
      },
    ],
    metaTitle: "伊兹密尔租车 | RotaGo",
    metaDescription: "伊兹密尔租车：比较阿尔桑贾克、科纳克和机场门店的价格，畅游切什梅、乌尔拉和以弗所路线。",
  },
  "seo-locations/seo-ankara": {
    title: "安卡拉租车",
    intro:
      "<p>在首都安卡拉，租车是在商务会议之间节省时间、探访中安纳托利亚历史与风光的最实用方式。您可以在克孜勒艾、昌卡亚和机场的门店租车。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>安卡拉林荫大道宽阔，又有环城公路，驾车十分方便，但克孜勒艾和埃斯基谢希尔公路在高峰时段较为拥堵。部分街道可能因官方仪式和活动而封闭。冬季出城前，请查看天气和路况。</p>",
      },
      {
        heading: "停车",
        body: "<p>克孜勒艾和乌卢斯一带设有多层停车场，昌卡亚和图纳勒·希勒米大街则有付费路边停车位。在市区，购物中心停车场是一个便利的选择。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>格尔巴什的莫甘湖：</strong>距市中心约 25 公里</li><li><strong>贝伊帕扎勒：</strong>约 100 公里</li><li><strong>戈尔迪翁：</strong>约 95 公里</li><li><strong>卡帕多奇亚：</strong>约 280 公里</li></ul>",
      },
    ],
    metaTitle: "安卡拉租车 | RotaGo",
    metaDescription: "安卡拉租车：比较克孜勒艾、昌卡亚和埃森博阿机场门店的报价。商务与观光皆宜的实惠车型。",
  },
  "seo-locations/seo-trabzon": {
    title: "特拉布宗租车",
    intro:
      "<p>特拉布宗是所有黑海之旅的中心。绿色高原、高山湖泊和历史悠久的修道院距市区只有一两个小时车程；租一辆车，您就能按照自己的节奏探索这一地区，而不必跟随旅行团的日程。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>部分高原道路为碎石路或较为狭窄，离地间隙较高的车辆或 SUV 会更舒适。夏季高原节庆期间，部分道路会比较拥挤。会车时请在较宽的路段停车等候，让对向来车先行。</p>",
      },
      {
        heading: "停车",
        body: "<p>梅丹广场和阿塔图尔克广场周边设有停车场。在博兹特佩观景台和乌尊湖，周末早点到达更容易找到车位。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>博兹特佩：</strong>距市中心约 5 公里</li><li><strong>苏梅拉修道院和阿尔廷德雷山谷：</strong>约 50 公里</li><li><strong>乌尊湖：</strong>约 100 公里</li><li><strong>济加纳和居米什哈内：</strong>约 110 公里</li></ul>",
      },
    ],
    metaTitle: "特拉布宗租车 | RotaGo",
    metaDescription: "特拉布宗租车：比较适合黑海高原和乌尊湖路线的 SUV 及经济型车报价。",
  },
  "seo-locations/seo-bodrum": {
    title: "博德鲁姆租车",
    intro:
      "<p>博德鲁姆半岛遍布风格迥异的海湾和村庄，非常适合自驾探索。在博德鲁姆的门店或米拉斯-博德鲁姆机场租车，从京贝特到居米什吕克、从蒂尔克比克到比泰兹，都能轻松抵达。</p>",
    sections: [
      {
        heading: "驾驶贴士",
        body: "<p>半岛的主环路路况良好，但通往各海湾的道路狭窄陡峭。7 月和 8 月，博德鲁姆市中心、京贝特和亚勒卡瓦克的入口处交通拥堵；如想在居米什吕克观赏日落，请提早出发。</p>",
      },
      {
        heading: "停车",
        body: "<p>城堡和游艇码头周边车位非常有限，请使用市政停车场。海湾中的大多数海滩都提供付费停车或代客泊车服务。</p>",
      },
      {
        heading: "热门路线",
        body: "<ul><li><strong>比泰兹和奥尔塔肯特：</strong>距市中心约 6–10 公里</li><li><strong>蒂尔克比克和京多安：</strong>约 20 公里</li><li><strong>亚勒卡瓦克游艇码头：</strong>约 20 公里</li><li><strong>居米什吕克：</strong>约 20 公里</li></ul>",
      },
    ],
    metaTitle: "博德鲁姆租车 | RotaGo",
    metaDescription: "博德鲁姆租车：比较市区门店和机场的价格，畅游亚勒卡瓦克、蒂尔克比克和居米什吕克的海湾。",
  },
  "car-brands/brand-audi": {
    intro:
      "<p>Audi A6 车厢安静、操控稳健，是商务出行和城际长途驾驶的豪华之选。租赁市场上的 Audi 大多为自动挡柴油车。</p>",
    metaDescription: "比较各公司的 Audi A6 租车价格，几分钟内即可预订最优日租价。",
  },
  "car-brands/brand-bmw": {
    intro:
      "<p>BMW 的租赁车型中，既有适合商务出行的 520i 轿车，也有适合在地中海沿岸沐浴阳光兜风的 420i Cabrio。两款均为自动挡汽油车；请留意豪华型和敞篷车级别的驾驶员最低年龄要求。</p>",
    metaDescription: "BMW 520i 和 420i Cabrio 租车价格。比较各家公司，预订最优日租价。",
  },
  "car-brands/brand-citroen": {
    intro: "<p>Citroën C4 是一款舒适的紧凑型家用车，悬挂柔软，后备厢宽敞。其柴油发动机在长途驾驶中十分省油。</p>",
    metaDescription: "比较 Citroën C4 租车价格，以优惠日租价租用自动挡柴油车。",
  },
  "car-brands/brand-dacia": {
    intro:
      "<p>Dacia Sandero 和 Duster 是价格最实惠的租赁车型之一。Sandero 适合城市驾驶和短途出行；Duster 离地间隙高，适合乡村道路和山地高原。</p>",
    metaDescription: "Dacia Sandero 和 Duster 租车价格。比较经济实惠的车型，立即预订。",
  },
  "car-brands/brand-fiat": {
    intro:
      "<p>Fiat Egea 是土耳其最具代表性的租赁车型：空间宽敞、经济省油，几乎每家门店都有供应。Doblo 适合大家庭和行李较多的旅客；500C 则让您在城中和海滨尽享敞篷驾驶的乐趣。</p>",
    metaDescription: "Fiat Egea、Doblo 和 500C 租车价格。以优惠日租价租用土耳其最热门的租赁车型。",
  },
  "car-brands/brand-ford": {
    intro: "<p>Ford Tourneo Custom 可乘坐八人并容纳所有人的行李，是团体出行、机场接送和家庭度假的理想之选。</p>",
    metaDescription: "Ford Tourneo Custom 租车价格。比较各租车公司的这款八座厢式车。",
  },
  "car-brands/brand-honda": {
    intro: "<p>Honda Civic 是最受欢迎的紧凑型车之一，操控富有运动感，自动变速箱可靠耐用。</p>",
    metaDescription: "比较 Honda Civic 租车价格，立即预订您的自动挡车。",
  },
  "car-brands/brand-hyundai": {
    intro:
      "<p>Hyundai i20 是一款在城市中易于停车的自动挡经济型车；Elantra 则属于紧凑型级别，车厢更大，长途驾驶更舒适。</p>",
    metaDescription: "Hyundai i20 和 Elantra 租车价格。比较各家公司，预订最优价格。",
  },
  "car-brands/brand-mercedes-benz": {
    intro:
      "<p>Mercedes-Benz E 200 是商务会晤和特殊场合的豪华轿车之选；九座的 Vito 则是 VIP 接送和大型团体出行的厢式车之选。</p>",
    metaDescription: "Mercedes-Benz E 200 和 Vito 租车价格。租用豪华轿车或九座厢式车。",
  },
  "car-brands/brand-mini": {
    intro:
      "<p>MINI Cooper Cabrio 是博德鲁姆、切什梅等度假小镇敞篷驾驶的代名词。它可乘坐四人，后备厢较小，适合轻装出行的旅客。</p>",
    metaDescription: "MINI Cooper Cabrio 租车价格。以优惠价格在假期畅享敞篷驾驶。",
  },
  "car-brands/brand-nissan": {
    intro: "<p>Nissan Qashqai 是一款兼顾城市与高速公路驾驶的均衡型 SUV，驾驶视野高，配备自动变速箱。</p>",
    metaDescription: "比较 Nissan Qashqai 租车价格，以最优价格租用自动挡 SUV。",
  },
  "car-brands/brand-opel": {
    intro: "<p>Opel Corsa 是一款紧凑的自动挡车型，是城市租车的实用经济之选。</p>",
    metaDescription: "Opel Corsa 租车价格。比较各家公司的这款自动挡经济型车。",
  },
  "car-brands/brand-peugeot": {
    intro: "<p>Peugeot 3008 是一款舒适的家用 SUV，内饰现代，后备厢宽敞；其柴油发动机在长途驾驶中经济省油。</p>",
    metaDescription: "比较 Peugeot 3008 租车价格，以优惠价格租用柴油 SUV。",
  },
  "car-brands/brand-renault": {
    intro:
      "<p>Renault Clio 和 Megane 是土耳其租车车队中的常备车型。Clio 属于经济型级别，有手动挡和自动挡可选；Megane 属于紧凑型级别，为自动挡柴油车；Kangoo 则提供充裕的行李空间。</p>",
    metaDescription: "Renault Clio、Megane 和 Kangoo 租车价格。比较各家公司，立即预订。",
  },
  "car-brands/brand-skoda": {
    intro: "<p>Škoda Superb 的后排座椅和后备厢空间在同级别中名列前茅，是商务出行和家庭长途自驾的理想之选。</p>",
    metaDescription: "比较 Škoda Superb 租车价格，以优惠日租价租用宽敞的轿车。",
  },
  "car-brands/brand-togg": {
    intro:
      "<p>Togg T10X 是土耳其自主研发的电动 SUV。大城市和高速公路沿线的充电网络正在快速扩展；租车前请提前规划好沿途的快充站。</p>",
    metaDescription: "Togg T10X 租车价格。比较各租车公司的这款土耳其国产电动 SUV。",
  },
  "car-brands/brand-toyota": {
    intro:
      "<p>Toyota 的混合动力车型 Corolla、C-HR 和 Camry 在城市中油耗极低，表现出众。它们均为自动挡，让您在拥堵路况中也能轻松驾驶。</p>",
    metaDescription: "Toyota Corolla、C-HR 和 Camry 混合动力车型租车价格。比较各家公司，立即预订。",
  },
  "car-brands/brand-volkswagen": {
    intro:
      "<p>Volkswagen Passat 是中大型级别中经典的商务轿车；Tiguan 则是一款可靠的家用 SUV，搭载柴油发动机，车内空间宽敞。</p>",
    metaDescription: "Volkswagen Passat 和 Tiguan 租车价格。比较各家公司，以优惠价格预订。",
  },
  "car-brands/brand-volvo": {
    intro: "<p>Volvo S90 是一款配备丰富安全装备的混合动力车型，是长途驾驶中平稳舒适的豪华座驾。</p>",
    metaDescription: "比较 Volvo S90 混合动力车型租车价格，以优惠价格租用豪华轿车。",
  },
  "cities/flight-istanbul": {
    name: "伊斯坦布尔",
    title: "飞往伊斯坦布尔的航班",
    intro:
      "<p>伊斯坦布尔有两座大型机场：位于欧洲区的伊斯坦布尔机场（IST）和位于亚洲区的萨比哈·格克琴机场（SAW）。来自土耳其各地及世界各地的航班全天候抵达。</p><p>请根据住宿地点选择机场：IST 距离塔克西姆、贝西克塔斯和老城区更近，SAW 则距离卡德柯伊、阿塔谢希尔和卡尔塔尔更近。</p>",
    metaTitle: "飞往伊斯坦布尔的航班 | RotaGo",
    metaDescription:
      "比较飞往伊斯坦布尔的航班：涵盖飞往伊斯坦布尔机场和萨比哈·格克琴机场的所有航空公司，行李额度与票价一目了然。",
    airports: [{ name: "伊斯坦布尔机场" }, { name: "萨比哈·格克琴机场" }],
  },
  "cities/flight-antalya": {
    name: "安塔利亚",
    title: "飞往安塔利亚的航班",
    intro:
      "<p>安塔利亚机场（AYT）是土耳其最繁忙的度假机场。夏季每天有数百个航班从欧洲各地和土耳其国内抵达；从这里可前往凯梅尔、贝莱克、锡德和阿兰亚。</p>",
    metaTitle: "飞往安塔利亚的航班 | RotaGo",
    metaDescription: "比较从土耳其国内及海外飞往安塔利亚机场的航班，行李额度与票价一目了然。",
    airports: [{ name: "安塔利亚机场" }],
  },
  "cities/flight-izmir": {
    name: "伊兹密尔",
    title: "飞往伊兹密尔的航班",
    intro:
      "<p>伊兹密尔阿德南·曼德列斯机场（ADB）是通往爱琴海地区的门户：它是距离切什梅、阿拉恰特、以弗所和库沙达瑟最近的机场，伊斯坦布尔和安卡拉全天都有频繁航班飞抵。</p>",
    metaTitle: "飞往伊兹密尔的航班 | RotaGo",
    metaDescription: "比较从土耳其国内及海外飞往伊兹密尔阿德南·曼德列斯机场的航班。",
    airports: [{ name: "伊兹密尔阿德南·曼德列斯机场" }],
  },
  "cities/flight-ankara": {
    name: "安卡拉",
    title: "飞往安卡拉的航班",
    intro:
      "<p>首都安卡拉的埃森博阿机场（ESB）距市中心约 30 公里。伊斯坦布尔、伊兹密尔和安塔利亚每天早晚均有大量航班飞往这里，方便商务出行。</p>",
    metaTitle: "飞往安卡拉的航班 | RotaGo",
    metaDescription: "比较各航空公司飞往安卡拉埃森博阿机场的航班。",
    airports: [{ name: "安卡拉埃森博阿机场" }],
  },
  "cities/flight-trabzon": {
    name: "特拉布宗",
    title: "飞往特拉布宗的航班",
    intro: "<p>特拉布宗机场（TZX）是前往黑海高原、乌尊湖和苏梅拉修道院的起点。机场紧邻市中心。</p>",
    metaTitle: "飞往特拉布宗的航班 | RotaGo",
    metaDescription: "比较飞往特拉布宗的航班：以实惠价格飞往黑海沿岸。",
    airports: [{ name: "特拉布宗机场" }],
  },
  "cities/flight-mugla": {
    name: "穆拉",
    title: "飞往穆拉的航班（达拉曼、博德鲁姆）",
    intro:
      "<p>穆拉有两座机场：达拉曼机场（DLM）方便前往费特希耶、马尔马里斯和格切克，米拉斯-博德鲁姆机场（BJV）则服务博德鲁姆半岛。夏季还有来自欧洲各地的直飞航班。</p>",
    metaTitle: "飞往穆拉的航班：达拉曼与博德鲁姆 | RotaGo",
    metaDescription: "比较飞往达拉曼机场和米拉斯-博德鲁姆机场的航班，轻松前往费特希耶、马尔马里斯和博德鲁姆。",
    airports: [{ name: "达拉曼机场" }, { name: "米拉斯-博德鲁姆机场" }],
  },
  "custom-links/footer-istanbul-havalimani": { column: "热门租车地点", label: "伊斯坦布尔机场租车" },
  "custom-links/footer-sabiha-gokcen-havalimani": { column: "热门租车地点", label: "萨比哈·格克琴机场租车" },
  "custom-links/footer-antalya-havalimani": { column: "热门租车地点", label: "安塔利亚机场租车" },
  "custom-links/footer-izmir": { column: "热门租车地点", label: "伊兹密尔租车" },
  "custom-links/footer-ankara": { column: "热门租车地点", label: "安卡拉租车" },
  "custom-links/footer-milas-bodrum-havalimani": { column: "热门租车地点", label: "米拉斯-博德鲁姆机场租车" },
};
