/**
 * The demo brand's announcements in the portal's other languages (spec section 1: CN, EN, JA, TH, VI, PT; the calls
 * carry the language): banners (title, line, call to action), player notices, popups and promotion announcements,
 * keyed as in announcementsSeed.ts, by the platform's language code. English is the announcement's own text; a
 * language missing here falls back to it. The security notice keeps its hostile markup in every language, so the
 * portal's sanitising is seen whatever the language.
 */

/** An announcement's words in one language. */
export interface Words {
  readonly title: string
  readonly subtitle?: string
  readonly action?: string
  readonly content?: string
}

type Lang = "CN" | "JA" | "TH" | "VI" | "PT"

const hostile =
  '<img src="x" onerror="alert(\'this notice was not sanitised\')" alt="">' +
  "<script>document.title = 'this notice was not sanitised'</script>"

/** By key, by language. */
export const announcementTexts: Readonly<Record<string, Readonly<Record<Lang, Words>>>> = {
  welcome: {
    CN: { title: "100% 首存红利", subtitle: "首存翻倍，最高 P 5,000", action: "查看优惠" },
    JA: { title: "100% ウェルカムボーナス", subtitle: "初回入金が2倍に、最大 P 5,000", action: "特典を見る" },
    TH: { title: "โบนัสต้อนรับ 100%", subtitle: "ฝากครั้งแรกรับเพิ่มเท่าตัว สูงสุด P 5,000", action: "ดูข้อเสนอ" },
    VI: { title: "Thưởng chào mừng 100%", subtitle: "Nhân đôi lần nạp đầu, tối đa P 5,000", action: "Xem ưu đãi" },
    PT: {
      title: "Bônus de boas-vindas 100%",
      subtitle: "Dobre o primeiro depósito, até P 5,000",
      action: "Ver a oferta",
    },
  },
  slots: {
    CN: { title: "每周新老虎机", subtitle: "Playtech 的 Golden Lotus、Neon Tiger 等", action: "立即游戏" },
    JA: { title: "毎週新しいスロット", subtitle: "Playtech の Golden Lotus、Neon Tiger など", action: "今すぐプレイ" },
    TH: { title: "สล็อตใหม่ทุกสัปดาห์", subtitle: "Golden Lotus, Neon Tiger และอีกมากจาก Playtech", action: "เล่นเลย" },
    VI: {
      title: "Slot mới mỗi tuần",
      subtitle: "Golden Lotus, Neon Tiger và nhiều hơn từ Playtech",
      action: "Chơi ngay",
    },
    PT: {
      title: "Slots novos toda semana",
      subtitle: "Golden Lotus, Neon Tiger e mais da Playtech",
      action: "Jogar agora",
    },
  },
  vnlottery: {
    CN: { title: "越南彩票", subtitle: "北部、中部、南部开奖，每分钟极速开奖", action: "打开彩票" },
    JA: { title: "ベトナム宝くじ", subtitle: "北部・中部・南部の抽選と毎分の高速抽選", action: "宝くじを開く" },
    TH: { title: "หวยเวียดนาม", subtitle: "ออกผลภาคเหนือ กลาง ใต้ และออกเร็วทุกนาที", action: "เปิดหวย" },
    VI: { title: "Xổ số Việt Nam", subtitle: "Xổ số miền Bắc, Trung, Nam và siêu tốc mỗi phút", action: "Mở xổ số" },
    PT: {
      title: "Loteria do Vietnã",
      subtitle: "Sorteios do Norte, Centro e Sul, e rápidos a cada minuto",
      action: "Abrir a loteria",
    },
  },
  live: {
    CN: { title: "今晚真人百家乐", subtitle: "AG Live 真人荷官全天候", action: "入座" },
    JA: { title: "今夜はライブバカラ", subtitle: "AG Live のディーラーが24時間", action: "席に着く" },
    TH: { title: "บาคาร่าสดคืนนี้", subtitle: "ดีลเลอร์จริงตลอด 24 ชั่วโมงที่ AG Live", action: "นั่งโต๊ะ" },
    VI: {
      title: "Baccarat trực tiếp tối nay",
      subtitle: "Người chia bài thật suốt ngày đêm tại AG Live",
      action: "Vào bàn",
    },
    PT: {
      title: "Bacará ao vivo hoje à noite",
      subtitle: "Crupiês reais a toda hora na AG Live",
      action: "Sentar à mesa",
    },
  },
  esports: {
    CN: { title: "电竞赛季揭幕", subtitle: "AV Esports 全赛季每场比赛", action: "查看赛事" },
    JA: { title: "eスポーツ開幕戦", subtitle: "AV Esports でシーズンの全試合", action: "試合を見る" },
    TH: { title: "เปิดฤดูกาลอีสปอร์ต", subtitle: "ทุกแมตช์ของฤดูกาลกับ AV Esports", action: "ดูแมตช์" },
    VI: { title: "Khai mạc mùa Esports", subtitle: "Mọi trận đấu của mùa giải với AV Esports", action: "Xem trận đấu" },
    PT: {
      title: "Abertura da temporada de esports",
      subtitle: "Todas as partidas da temporada na AV Esports",
      action: "Ver as partidas",
    },
  },
  login: {
    CN: { title: "欢迎回来", subtitle: "您喜爱的游戏正在等您" },
    JA: { title: "おかえりなさい", subtitle: "お気に入りのゲームが待っています" },
    TH: { title: "ยินดีต้อนรับกลับ", subtitle: "เกมโปรดของคุณรออยู่" },
    VI: { title: "Chào mừng trở lại", subtitle: "Trò chơi yêu thích đang chờ bạn" },
    PT: { title: "Bem-vindo de volta", subtitle: "Seus jogos favoritos estão à espera" },
  },
  promotions: {
    CN: { title: "本周优惠", subtitle: "返水、续存红利和周末彩票加成", action: "查看全部" },
    JA: {
      title: "今週のプロモーション",
      subtitle: "リベート、リロードボーナス、週末の宝くじブースト",
      action: "すべて見る",
    },
    TH: { title: "โปรโมชั่นสัปดาห์นี้", subtitle: "เงินคืน โบนัสฝากซ้ำ และบูสต์หวยวันหยุด", action: "ดูทั้งหมด" },
    VI: {
      title: "Khuyến mãi tuần này",
      subtitle: "Hoàn trả, thưởng nạp lại và tăng thưởng xổ số cuối tuần",
      action: "Xem tất cả",
    },
    PT: {
      title: "Promoções da semana",
      subtitle: "Reembolsos, bônus de recarga e loteria turbinada no fim de semana",
      action: "Ver todas",
    },
  },
  "pl-welcome": {
    CN: {
      title: "欢迎来到 Arena",
      content:
        '<h3>欢迎来到 Arena</h3><p>一站式畅玩：</p><ul><li>七家工作室的老虎机</li><li>全天候真人荷官</li><li>体育、电竞和越南彩票</li></ul><p>初来乍到？请阅读<a href="/help">帮助中心</a>或查看今日<a href="/promotions">优惠</a>。</p>',
    },
    JA: {
      title: "Arena へようこそ",
      content:
        '<h3>Arena へようこそ</h3><p>すべてがひとつの場所に：</p><ul><li>7つのスタジオのスロット</li><li>24時間のライブディーラー</li><li>スポーツ、eスポーツ、ベトナム宝くじ</li></ul><p>初めての方は<a href="/help">ヘルプセンター</a>や本日の<a href="/promotions">プロモーション</a>をご覧ください。</p>',
    },
    TH: {
      title: "ยินดีต้อนรับสู่ Arena",
      content:
        '<h3>ยินดีต้อนรับสู่ Arena</h3><p>ทุกอย่างที่คุณต้องการในที่เดียว:</p><ul><li>สล็อตจากเจ็ดสตูดิโอ</li><li>ดีลเลอร์สดตลอด 24 ชั่วโมง</li><li>กีฬา อีสปอร์ต และหวยเวียดนาม</li></ul><p>มาใหม่? อ่าน<a href="/help">ศูนย์ช่วยเหลือ</a> หรือดู<a href="/promotions">โปรโมชั่น</a>วันนี้</p>',
    },
    VI: {
      title: "Chào mừng đến với Arena",
      content:
        '<h3>Chào mừng đến với Arena</h3><p>Mọi thứ bạn cần ở một nơi:</p><ul><li>Slot từ bảy studio</li><li>Người chia bài trực tiếp suốt ngày đêm</li><li>Thể thao, esports và xổ số Việt Nam</li></ul><p>Bạn mới đến? Đọc <a href="/help">trung tâm trợ giúp</a> hoặc xem <a href="/promotions">khuyến mãi</a> hôm nay.</p>',
    },
    PT: {
      title: "Bem-vindo à Arena",
      content:
        '<h3>Bem-vindo à Arena</h3><p>Tudo o que precisa num só lugar:</p><ul><li>Slots de sete estúdios</li><li>Mesas ao vivo a toda hora</li><li>Esportes, esports e a Loteria do Vietnã</li></ul><p>É novo por aqui? Leia a <a href="/help">central de ajuda</a> ou veja as <a href="/promotions">promoções</a> de hoje.</p>',
    },
  },
  "pl-maintenance": {
    CN: {
      title: "周日 03:00–05:00（GMT+8）例行维护",
      content:
        "<h3>例行维护</h3><p>我们正在升级服务器，以下时段部分服务暂停：</p><table><thead><tr><th>服务</th><th>开始</th><th>结束</th></tr></thead><tbody><tr><td>存款</td><td>03:00</td><td>04:00</td></tr><tr><td>真人娱乐</td><td>03:00</td><td>05:00</td></tr><tr><td>彩票</td><td>04:00</td><td>04:30</td></tr></tbody></table><p>余额不受影响。</p>",
    },
    JA: {
      title: "日曜 03:00–05:00（GMT+8）の定期メンテナンス",
      content:
        "<h3>定期メンテナンス</h3><p>サーバーを更新します。次の時間帯は一部のサービスが停止します：</p><table><thead><tr><th>サービス</th><th>開始</th><th>終了</th></tr></thead><tbody><tr><td>入金</td><td>03:00</td><td>04:00</td></tr><tr><td>ライブディーラー</td><td>03:00</td><td>05:00</td></tr><tr><td>宝くじ</td><td>04:00</td><td>04:30</td></tr></tbody></table><p>残高に影響はありません。</p>",
    },
    TH: {
      title: "ปิดปรับปรุงวันอาทิตย์ 03:00–05:00 (GMT+8)",
      content:
        "<h3>ปิดปรับปรุงตามกำหนด</h3><p>เรากำลังอัปเกรดเซิร์ฟเวอร์ ช่วงเวลาด้านล่างบางบริการจะหยุดชั่วคราว:</p><table><thead><tr><th>บริการ</th><th>เริ่ม</th><th>สิ้นสุด</th></tr></thead><tbody><tr><td>ฝากเงิน</td><td>03:00</td><td>04:00</td></tr><tr><td>คาสิโนสด</td><td>03:00</td><td>05:00</td></tr><tr><td>หวย</td><td>04:00</td><td>04:30</td></tr></tbody></table><p>ยอดเงินไม่ได้รับผลกระทบ</p>",
    },
    VI: {
      title: "Bảo trì định kỳ Chủ nhật 03:00–05:00 (GMT+8)",
      content:
        "<h3>Bảo trì định kỳ</h3><p>Chúng tôi nâng cấp máy chủ. Trong khung giờ dưới đây một số dịch vụ tạm dừng:</p><table><thead><tr><th>Dịch vụ</th><th>Từ</th><th>Đến</th></tr></thead><tbody><tr><td>Nạp tiền</td><td>03:00</td><td>04:00</td></tr><tr><td>Casino trực tiếp</td><td>03:00</td><td>05:00</td></tr><tr><td>Xổ số</td><td>04:00</td><td>04:30</td></tr></tbody></table><p>Số dư không bị ảnh hưởng.</p>",
    },
    PT: {
      title: "Manutenção programada no domingo 03:00–05:00 (GMT+8)",
      content:
        "<h3>Manutenção programada</h3><p>Estamos atualizando os servidores. Na janela abaixo alguns serviços param:</p><table><thead><tr><th>Serviço</th><th>De</th><th>Até</th></tr></thead><tbody><tr><td>Depósitos</td><td>03:00</td><td>04:00</td></tr><tr><td>Cassino ao vivo</td><td>03:00</td><td>05:00</td></tr><tr><td>Loteria</td><td>04:00</td><td>04:30</td></tr></tbody></table><p>Os saldos não são afetados.</p>",
    },
  },
  "pl-new-slots": {
    CN: {
      title: "Playtech 新老虎机",
      content:
        '<h3>新鲜转轴</h3><p>本周大厅新增三款游戏：</p><ol><li><strong>Golden Lotus</strong> — 五条线，96% 返还</li><li><strong>Dragon\'s Hoard</strong></li><li><strong>Neon Tiger</strong></li></ol><p>在<a href="/rng">老虎机</a>中找到它们。</p>',
    },
    JA: {
      title: "Playtech の新しいスロット",
      content:
        '<h3>新しいリール</h3><p>今週ロビーに3タイトルが加わりました：</p><ol><li><strong>Golden Lotus</strong> — 5ライン、還元率96%</li><li><strong>Dragon\'s Hoard</strong></li><li><strong>Neon Tiger</strong></li></ol><p><a href="/rng">スロット</a>でどうぞ。</p>',
    },
    TH: {
      title: "สล็อตใหม่จาก Playtech",
      content:
        '<h3>วงล้อใหม่</h3><p>สัปดาห์นี้มีสามเกมใหม่ในล็อบบี้:</p><ol><li><strong>Golden Lotus</strong> — ห้าไลน์ อัตราคืน 96%</li><li><strong>Dragon\'s Hoard</strong></li><li><strong>Neon Tiger</strong></li></ol><p>พบได้ที่<a href="/rng">สล็อต</a></p>',
    },
    VI: {
      title: "Slot mới từ Playtech",
      content:
        '<h3>Vòng quay mới</h3><p>Tuần này có ba trò chơi mới trong sảnh:</p><ol><li><strong>Golden Lotus</strong> — năm dòng, hoàn trả 96%</li><li><strong>Dragon\'s Hoard</strong></li><li><strong>Neon Tiger</strong></li></ol><p>Tìm chúng tại <a href="/rng">Slot</a>.</p>',
    },
    PT: {
      title: "Slots novos da Playtech",
      content:
        '<h3>Rolos novos</h3><p>Três títulos chegaram ao lobby esta semana:</p><ol><li><strong>Golden Lotus</strong> — cinco linhas, retorno de 96%</li><li><strong>Dragon\'s Hoard</strong></li><li><strong>Neon Tiger</strong></li></ol><p>Encontre-os em <a href="/rng">Slots</a>.</p>',
    },
  },
  "pl-deposit": {
    CN: {
      title: "存款渠道与限额",
      content:
        "<h3>存款渠道</h3><table><thead><tr><th>渠道</th><th>最低</th><th>最高</th><th>到账</th></tr></thead><tbody><tr><td>银行转账</td><td>P 100</td><td>P 500,000</td><td>10 分钟</td></tr><tr><td>电子钱包</td><td>P 50</td><td>P 50,000</td><td>即时</td></tr><tr><td>柜台</td><td>P 200</td><td>P 100,000</td><td>1 小时</td></tr></tbody></table>",
    },
    JA: {
      title: "入金方法と限度額",
      content:
        "<h3>入金方法</h3><table><thead><tr><th>方法</th><th>最低</th><th>最高</th><th>反映</th></tr></thead><tbody><tr><td>銀行振込</td><td>P 100</td><td>P 500,000</td><td>10分</td></tr><tr><td>電子ウォレット</td><td>P 50</td><td>P 50,000</td><td>即時</td></tr><tr><td>窓口</td><td>P 200</td><td>P 100,000</td><td>1時間</td></tr></tbody></table>",
    },
    TH: {
      title: "ช่องทางฝากเงินและวงเงิน",
      content:
        "<h3>ช่องทางฝากเงิน</h3><table><thead><tr><th>ช่องทาง</th><th>ขั้นต่ำ</th><th>สูงสุด</th><th>เข้าบัญชี</th></tr></thead><tbody><tr><td>โอนผ่านธนาคาร</td><td>P 100</td><td>P 500,000</td><td>10 นาที</td></tr><tr><td>อีวอลเล็ต</td><td>P 50</td><td>P 50,000</td><td>ทันที</td></tr><tr><td>เคาน์เตอร์</td><td>P 200</td><td>P 100,000</td><td>1 ชั่วโมง</td></tr></tbody></table>",
    },
    VI: {
      title: "Kênh nạp tiền và hạn mức",
      content:
        "<h3>Kênh nạp tiền</h3><table><thead><tr><th>Kênh</th><th>Tối thiểu</th><th>Tối đa</th><th>Về tài khoản</th></tr></thead><tbody><tr><td>Chuyển khoản ngân hàng</td><td>P 100</td><td>P 500,000</td><td>10 phút</td></tr><tr><td>Ví điện tử</td><td>P 50</td><td>P 50,000</td><td>Tức thì</td></tr><tr><td>Tại quầy</td><td>P 200</td><td>P 100,000</td><td>1 giờ</td></tr></tbody></table>",
    },
    PT: {
      title: "Canais de depósito e limites",
      content:
        "<h3>Canais de depósito</h3><table><thead><tr><th>Canal</th><th>Mínimo</th><th>Máximo</th><th>Chega em</th></tr></thead><tbody><tr><td>Transferência bancária</td><td>P 100</td><td>P 500,000</td><td>10 minutos</td></tr><tr><td>Carteira digital</td><td>P 50</td><td>P 50,000</td><td>Na hora</td></tr><tr><td>No balcão</td><td>P 200</td><td>P 100,000</td><td>1 hora</td></tr></tbody></table>",
    },
  },
  "pl-responsible": {
    CN: {
      title: "理性游戏",
      content:
        '<h3>保持乐趣</h3><ol><li>游戏前设定预算并遵守。</li><li>适时休息：页眉的时钟可以帮助您。</li><li>切勿追逐损失。</li></ol><p>您必须年满 18 岁。需要倾诉？<a href="/help">联系我们</a>。</p>',
    },
    JA: {
      title: "責任あるプレイ",
      content:
        '<h3>楽しく遊ぶために</h3><ol><li>遊ぶ前に予算を決めて守りましょう。</li><li>休憩を：ヘッダーの時計が役立ちます。</li><li>負けを追いかけないでください。</li></ol><p>18歳以上の方のみご利用いただけます。ご相談は<a href="/help">お問い合わせ</a>へ。</p>',
    },
    TH: {
      title: "เล่นอย่างรับผิดชอบ",
      content:
        '<h3>เล่นให้สนุก</h3><ol><li>ตั้งงบก่อนเล่นและทำตามนั้น</li><li>พักเป็นระยะ: นาฬิกาบนหัวเว็บช่วยได้</li><li>อย่าไล่ตามการเสีย</li></ol><p>ต้องมีอายุ 18 ปีขึ้นไป ต้องการคุย? <a href="/help">ติดต่อเรา</a></p>',
    },
    VI: {
      title: "Chơi có trách nhiệm",
      content:
        '<h3>Giữ cuộc chơi vui vẻ</h3><ol><li>Đặt ngân sách trước khi chơi và tuân thủ.</li><li>Nghỉ ngơi: đồng hồ trên đầu trang sẽ giúp bạn.</li><li>Đừng bao giờ gỡ thua.</li></ol><p>Bạn phải từ 18 tuổi trở lên. Cần trò chuyện? <a href="/help">Liên hệ chúng tôi</a>.</p>',
    },
    PT: {
      title: "Jogue com responsabilidade",
      content:
        '<h3>Mantenha a diversão</h3><ol><li>Defina um orçamento antes de jogar e cumpra-o.</li><li>Faça pausas: o relógio do cabeçalho ajuda.</li><li>Nunca corra atrás das perdas.</li></ol><p>É preciso ter 18 anos ou mais. Quer conversar? <a href="/help">Fale conosco</a>.</p>',
    },
  },
  "pl-vn-fast": {
    CN: {
      title: "越南彩票：每分钟极速开奖",
      content:
        '<h3>Siêu tốc</h3><p>极速开奖现已<em>每分钟</em>开放，另有每日北部、中部、南部开奖。</p><p><a href="/Vnlottery">打开越南彩票</a></p>',
    },
    JA: {
      title: "ベトナム宝くじ：毎分の高速抽選",
      content:
        '<h3>Siêu tốc</h3><p>スーパースピード抽選が<em>毎分</em>行われるようになりました。毎日の北部・中部・南部の結果とあわせてどうぞ。</p><p><a href="/Vnlottery">ベトナム宝くじを開く</a></p>',
    },
    TH: {
      title: "หวยเวียดนาม: ออกผลเร็วทุกนาที",
      content:
        '<h3>Siêu tốc</h3><p>หวยซูเปอร์สปีดเปิด<em>ทุกนาที</em> ควบคู่กับผลรายวันภาคเหนือ กลาง และใต้</p><p><a href="/Vnlottery">เปิดหวยเวียดนาม</a></p>',
    },
    VI: {
      title: "Xổ số Việt Nam: siêu tốc mỗi phút",
      content:
        '<h3>Siêu tốc</h3><p>Xổ số siêu tốc nay mở thưởng <em>mỗi phút</em>, bên cạnh kết quả hằng ngày miền Bắc, Trung và Nam.</p><p><a href="/Vnlottery">Mở xổ số Việt Nam</a></p>',
    },
    PT: {
      title: "Loteria do Vietnã: sorteios rápidos a cada minuto",
      content:
        '<h3>Siêu tốc</h3><p>Os sorteios Super Rápidos agora abrem <em>a cada minuto</em>, ao lado dos resultados diários do Norte, Centro e Sul.</p><p><a href="/Vnlottery">Abrir a Loteria do Vietnã</a></p>',
    },
  },
  "pl-esports": {
    CN: {
      title: "电竞赛季揭幕",
      content: "<h3>赛季开始</h3><ul><li>赛前和滚球盘口</li><li>部分比赛可提前兑现</li></ul>",
    },
    JA: {
      title: "eスポーツ開幕",
      content: "<h3>シーズン開幕</h3><ul><li>試合前とライブのマーケット</li><li>一部の試合でキャッシュアウト</li></ul>",
    },
    TH: {
      title: "เปิดฤดูกาลอีสปอร์ต",
      content: "<h3>ฤดูกาลเริ่มแล้ว</h3><ul><li>ตลาดก่อนแข่งและระหว่างแข่ง</li><li>แคชเอาต์ในบางแมตช์</li></ul>",
    },
    VI: {
      title: "Khai mạc mùa esports",
      content:
        "<h3>Mùa giải bắt đầu</h3><ul><li>Kèo trước trận và trực tiếp</li><li>Rút tiền sớm ở một số trận</li></ul>",
    },
    PT: {
      title: "Abertura da temporada de esports",
      content:
        "<h3>A temporada começa</h3><ul><li>Mercados pré-jogo e ao vivo</li><li>Cash-out em partidas selecionadas</li></ul>",
    },
  },
  "pl-security": {
    CN: {
      title: "安全提醒：请勿泄露密码",
      content: `<h3>注意安全</h3><p>我们的工作人员绝不会索取您的密码或短信验证码。</p>${hostile}<p>如有可疑情况，请通过<a href="/help">客服</a>举报。</p>`,
    },
    JA: {
      title: "セキュリティのお知らせ：パスワードは誰にも教えないで",
      content: `<h3>安全のために</h3><p>スタッフがパスワードやSMSコードを尋ねることはありません。</p>${hostile}<p>不審な点は<a href="/help">カスタマーサービス</a>へご報告ください。</p>`,
    },
    TH: {
      title: "เตือนความปลอดภัย: อย่าบอกรหัสผ่านแก่ผู้อื่น",
      content: `<h3>ปลอดภัยไว้ก่อน</h3><p>พนักงานของเราจะไม่ขอรหัสผ่านหรือรหัส SMS ของคุณ</p>${hostile}<p>แจ้งสิ่งผิดปกติผ่าน<a href="/help">ฝ่ายบริการลูกค้า</a></p>`,
    },
    VI: {
      title: "Nhắc nhở bảo mật: giữ mật khẩu cho riêng bạn",
      content: `<h3>Giữ an toàn</h3><p>Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã SMS của bạn.</p>${hostile}<p>Báo cáo điều đáng ngờ qua <a href="/help">chăm sóc khách hàng</a>.</p>`,
    },
    PT: {
      title: "Lembrete de segurança: não partilhe a sua senha",
      content: `<h3>Fique seguro</h3><p>A nossa equipe nunca pede a sua senha nem o código SMS.</p>${hostile}<p>Denuncie algo suspeito ao <a href="/help">atendimento</a>.</p>`,
    },
  },
  "pl-vip": {
    CN: {
      title: "VIP 等级更新",
      content:
        '<h3>VIP</h3><p>等级现每月评定一次。</p><ul><li>黄金起更快提款</li><li>白金起专属客服</li></ul><p>查看 <a href="/vip">VIP</a>。</p>',
    },
    JA: {
      title: "VIP レベルを刷新",
      content:
        '<h3>VIP</h3><p>レベルは毎月見直されます。</p><ul><li>ゴールドから出金がより速く</li><li>プラチナから専任ホスト</li></ul><p><a href="/vip">VIP</a> をご覧ください。</p>',
    },
    TH: {
      title: "ปรับระดับ VIP ใหม่",
      content:
        '<h3>VIP</h3><p>ระดับจะได้รับการทบทวนทุกเดือน</p><ul><li>ถอนเงินเร็วขึ้นตั้งแต่ระดับโกลด์</li><li>โฮสต์ส่วนตัวตั้งแต่ระดับแพลทินัม</li></ul><p>ดู <a href="/vip">VIP</a></p>',
    },
    VI: {
      title: "Cấp VIP được làm mới",
      content:
        '<h3>VIP</h3><p>Cấp bậc nay được xét hằng tháng.</p><ul><li>Rút tiền nhanh hơn từ hạng Vàng</li><li>Chuyên viên riêng từ hạng Bạch kim</li></ul><p>Xem <a href="/vip">VIP</a>.</p>',
    },
    PT: {
      title: "Níveis VIP renovados",
      content:
        '<h3>VIP</h3><p>Os níveis agora são revistos todo mês.</p><ul><li>Saques mais rápidos a partir do Ouro</li><li>Um anfitrião pessoal a partir da Platina</li></ul><p>Veja <a href="/vip">VIP</a>.</p>',
    },
  },
  "pl-calendar": {
    CN: {
      title: "节日优惠日历",
      content:
        "<h3>日历</h3><table><tbody><tr><td>周一</td><td>续存红利 20%</td></tr><tr><td>周三</td><td>老虎机返水 1.2%</td></tr><tr><td>周五</td><td>彩票加成</td></tr><tr><td>周日</td><td>真人娱乐返现</td></tr></tbody></table>",
    },
    JA: {
      title: "ホリデープロモーションカレンダー",
      content:
        "<h3>カレンダー</h3><table><tbody><tr><td>月</td><td>リロードボーナス 20%</td></tr><tr><td>水</td><td>スロットリベート 1.2%</td></tr><tr><td>金</td><td>宝くじブースト</td></tr><tr><td>日</td><td>ライブディーラーのキャッシュバック</td></tr></tbody></table>",
    },
    TH: {
      title: "ปฏิทินโปรโมชั่นวันหยุด",
      content:
        "<h3>ปฏิทิน</h3><table><tbody><tr><td>จ.</td><td>โบนัสฝากซ้ำ 20%</td></tr><tr><td>พ.</td><td>คืนยอดสล็อต 1.2%</td></tr><tr><td>ศ.</td><td>บูสต์หวย</td></tr><tr><td>อา.</td><td>แคชแบ็กคาสิโนสด</td></tr></tbody></table>",
    },
    VI: {
      title: "Lịch khuyến mãi ngày lễ",
      content:
        "<h3>Lịch</h3><table><tbody><tr><td>T2</td><td>Thưởng nạp lại 20%</td></tr><tr><td>T4</td><td>Hoàn trả slot 1.2%</td></tr><tr><td>T6</td><td>Tăng thưởng xổ số</td></tr><tr><td>CN</td><td>Hoàn tiền casino trực tiếp</td></tr></tbody></table>",
    },
    PT: {
      title: "Calendário de promoções de feriado",
      content:
        "<h3>Calendário</h3><table><tbody><tr><td>Seg</td><td>Bônus de recarga 20%</td></tr><tr><td>Qua</td><td>Reembolso de slots 1.2%</td></tr><tr><td>Sex</td><td>Loteria turbinada</td></tr><tr><td>Dom</td><td>Cashback no cassino ao vivo</td></tr></tbody></table>",
    },
  },
  "pl-withdrawals": {
    CN: {
      title: "提款处理时间",
      content: "<h3>提款</h3><p>大多数提款在 <strong>15 分钟</strong>内到账。大额提款可能需要最多 24 小时审核。</p>",
    },
    JA: {
      title: "出金の処理時間",
      content:
        "<h3>出金</h3><p>ほとんどの出金は <strong>15分以内</strong>に届きます。高額の場合は最大24時間の審査があります。</p>",
    },
    TH: {
      title: "ระยะเวลาดำเนินการถอนเงิน",
      content: "<h3>ถอนเงิน</h3><p>การถอนส่วนใหญ่เข้าบัญชีภายใน <strong>15 นาที</strong> ยอดสูงอาจตรวจสอบได้ถึง 24 ชั่วโมง</p>",
    },
    VI: {
      title: "Thời gian xử lý rút tiền",
      content:
        "<h3>Rút tiền</h3><p>Hầu hết lệnh rút về trong <strong>15 phút</strong>. Số tiền lớn có thể được xét duyệt đến 24 giờ.</p>",
    },
    PT: {
      title: "Prazos de saque",
      content:
        "<h3>Saques</h3><p>A maioria dos saques chega em <strong>15 minutos</strong>. Valores altos podem ser revistos por até 24 horas.</p>",
    },
  },
  "pu-responsible": {
    CN: {
      title: "理性游戏",
      content:
        "<h2>理性游戏</h2><p>游戏应当有趣。设定限额、适时休息，切勿动用生活所需的钱。</p><p>仅限 18 岁以上。</p>",
    },
    JA: {
      title: "責任あるプレイ",
      content:
        "<h2>責任あるプレイ</h2><p>ゲームは楽しむもの。上限を決め、休憩をとり、生活に必要なお金では遊ばないでください。</p><p>18歳以上限定。</p>",
    },
    TH: {
      title: "เล่นอย่างรับผิดชอบ",
      content:
        "<h2>เล่นอย่างรับผิดชอบ</h2><p>เกมควรสนุก ตั้งวงเงิน พักบ้าง และอย่าเล่นด้วยเงินที่จำเป็นต้องใช้</p><p>เฉพาะผู้มีอายุ 18 ปีขึ้นไป</p>",
    },
    VI: {
      title: "Chơi có trách nhiệm",
      content:
        "<h2>Chơi có trách nhiệm</h2><p>Trò chơi nên vui vẻ. Đặt giới hạn, nghỉ ngơi và đừng chơi bằng tiền bạn cần.</p><p>Chỉ dành cho người từ 18 tuổi.</p>",
    },
    PT: {
      title: "Jogue com responsabilidade",
      content:
        "<h2>Jogue com responsabilidade</h2><p>Jogar deve ser divertido. Defina limites, faça pausas e nunca jogue com dinheiro de que precisa.</p><p>Apenas maiores de 18.</p>",
    },
  },
  "pu-welcome": {
    CN: {
      title: "欢迎加入！",
      content:
        '<h2>欢迎加入！</h2><p>三步开始：</p><ol><li>完成首次存款</li><li>将资金转入游戏钱包</li><li>选择游戏开玩</li></ol><p>您的<a href="/promotions">首存红利</a>正在等您。</p>',
    },
    JA: {
      title: "ようこそ！",
      content:
        '<h2>ようこそ！</h2><p>始めるための3ステップ：</p><ol><li>初回入金をする</li><li>ゲームウォレットへ資金を移す</li><li>ゲームを選んでプレイ</li></ol><p><a href="/promotions">ウェルカムボーナス</a>が待っています。</p>',
    },
    TH: {
      title: "ยินดีต้อนรับ!",
      content:
        '<h2>ยินดีต้อนรับ!</h2><p>สามขั้นตอนเริ่มต้น:</p><ol><li>ฝากเงินครั้งแรก</li><li>โอนเงินเข้ากระเป๋าเกม</li><li>เลือกเกมแล้วเล่น</li></ol><p><a href="/promotions">โบนัสต้อนรับ</a>ของคุณรออยู่</p>',
    },
    VI: {
      title: "Chào mừng bạn!",
      content:
        '<h2>Chào mừng bạn!</h2><p>Ba bước để bắt đầu:</p><ol><li>Nạp tiền lần đầu</li><li>Chuyển tiền vào ví trò chơi</li><li>Chọn trò chơi và chơi</li></ol><p><a href="/promotions">Thưởng chào mừng</a> đang chờ bạn.</p>',
    },
    PT: {
      title: "Bem-vindo a bordo!",
      content:
        '<h2>Bem-vindo a bordo!</h2><p>Três passos para começar:</p><ol><li>Faça o primeiro depósito</li><li>Passe fundos para uma carteira de jogo</li><li>Escolha um jogo e jogue</li></ol><p>O seu <a href="/promotions">bônus de boas-vindas</a> está à espera.</p>',
    },
  },
  "pu-register": {
    CN: {
      title: "一分钟注册",
      content:
        '<h2>初次来到 Arena？</h2><p>使用用户名或手机号注册，领取 <strong>100% 首存红利</strong>。</p><p><a href="/register">立即注册</a></p>',
    },
    JA: {
      title: "1分で登録",
      content:
        '<h2>Arena は初めてですか？</h2><p>ユーザー名か携帯番号で登録して <strong>100% ウェルカムボーナス</strong>を受け取りましょう。</p><p><a href="/register">今すぐ登録</a></p>',
    },
    TH: {
      title: "สมัครในหนึ่งนาที",
      content:
        '<h2>มาใหม่ที่ Arena?</h2><p>สมัครด้วยชื่อผู้ใช้หรือเบอร์มือถือ แล้วรับ<strong>โบนัสต้อนรับ 100%</strong></p><p><a href="/register">สมัครเลย</a></p>',
    },
    VI: {
      title: "Đăng ký trong một phút",
      content:
        '<h2>Mới đến Arena?</h2><p>Đăng ký bằng tên người dùng hoặc số điện thoại và nhận <strong>thưởng chào mừng 100%</strong>.</p><p><a href="/register">Đăng ký ngay</a></p>',
    },
    PT: {
      title: "Registe-se num minuto",
      content:
        '<h2>Novo na Arena?</h2><p>Registe-se com o nome de utilizador ou o celular e receba o <strong>bônus de boas-vindas de 100%</strong>.</p><p><a href="/register">Registar agora</a></p>',
    },
  },
  "pr-welcome": {
    CN: { title: "100% 首存红利", content: "<p>首存翻倍，最高 P 5,000。需在 30 天内完成红利 10 倍流水。</p>" },
    JA: {
      title: "100% ウェルカムボーナス",
      content: "<p>初回入金を最大 P 5,000 まで2倍に。30日以内にボーナスの10倍の賭け条件があります。</p>",
    },
    TH: { title: "โบนัสต้อนรับ 100%", content: "<p>ฝากครั้งแรกรับเพิ่มเท่าตัว สูงสุด P 5,000 ทำยอด 10 เท่าของโบนัสภายใน 30 วัน</p>" },
    VI: {
      title: "Thưởng chào mừng 100%",
      content: "<p>Nhân đôi lần nạp đầu tối đa P 5,000. Doanh thu cược 10 lần tiền thưởng trong 30 ngày.</p>",
    },
    PT: {
      title: "Bônus de boas-vindas 100%",
      content: "<p>Dobre o primeiro depósito até P 5,000. Rollover de 10× o bônus em 30 dias.</p>",
    },
  },
  "pr-rebate": {
    CN: { title: "老虎机每日返水最高 1.2%", content: "<p>每天最高返还老虎机流水的 1.2%，于 12:00（GMT+8）派发。</p>" },
    JA: {
      title: "スロットの毎日リベート最大 1.2%",
      content: "<p>毎日、スロットの賭け額の最大1.2%を12:00（GMT+8）にお支払いします。</p>",
    },
    TH: { title: "คืนยอดสล็อตรายวันสูงสุด 1.2%", content: "<p>ทุกวันรับคืนสูงสุด 1.2% ของยอดเล่นสล็อต จ่ายเวลา 12:00 (GMT+8)</p>" },
    VI: {
      title: "Hoàn trả slot hằng ngày đến 1.2%",
      content: "<p>Mỗi ngày nhận lại đến 1.2% doanh thu slot, trả lúc 12:00 (GMT+8).</p>",
    },
    PT: {
      title: "Reembolso diário de slots até 1.2%",
      content: "<p>Todo dia, até 1.2% do volume em slots de volta, pago às 12:00 (GMT+8).</p>",
    },
  },
  "pr-referral": {
    CN: { title: "推荐好友", content: "<p>用您的推荐码邀请好友，赚取其首存的一部分。</p>" },
    JA: { title: "友だち紹介", content: "<p>紹介コードで友だちを招待し、初回入金の一部を受け取りましょう。</p>" },
    TH: { title: "แนะนำเพื่อน", content: "<p>ชวนเพื่อนด้วยรหัสแนะนำของคุณ แล้วรับส่วนแบ่งจากยอดฝากแรกของเพื่อน</p>" },
    VI: {
      title: "Giới thiệu bạn bè",
      content: "<p>Mời bạn bè bằng mã giới thiệu và nhận một phần lần nạp đầu của họ.</p>",
    },
    PT: {
      title: "Indique um amigo",
      content: "<p>Convide amigos com o seu código de indicação e ganhe parte do primeiro depósito deles.</p>",
    },
  },
  "pr-lottery": {
    CN: { title: "周末彩票加成", content: "<p>每周六和周日，彩票奖金加成 5%。</p>" },
    JA: { title: "週末の宝くじブースト", content: "<p>毎週土曜と日曜は、宝くじの当選金が5%アップ。</p>" },
    TH: { title: "บูสต์หวยวันหยุด", content: "<p>ทุกวันเสาร์และอาทิตย์ เงินรางวัลหวยเพิ่ม 5%</p>" },
    VI: {
      title: "Tăng thưởng xổ số cuối tuần",
      content: "<p>Mỗi thứ Bảy và Chủ nhật, tiền thắng xổ số được tăng 5%.</p>",
    },
    PT: {
      title: "Loteria turbinada no fim de semana",
      content: "<p>Todo sábado e domingo, os prêmios da loteria ganham 5% a mais.</p>",
    },
  },
}
