/**
 * The demo brand's seeded member content in the portal's other languages (spec section 1: CN, EN, JA, TH, VI, PT; the
 * calls carry the language): deposit instructions, missions, inbox messages, promotions, the points mall's rewards
 * and the remarks of the records. The seed writes English (the brand's default); the handlers answer these texts in
 * the language asked, by their English text, and leave any other text (a member's own remark, a name) as it is.
 * Remarks that carry a number or a name (`Deposit #12`, `To agent02`, `120 points`) are translated by pattern. The
 * record type names, the VIP level names and member labels, and the deposit channels' names are served the same way.
 */

/** The portal's languages other than English, as the platform codes them. */
export type Lang = "CN" | "JA" | "TH" | "VI" | "PT"
type Row = Readonly<Record<Lang, string>>

const texts: Readonly<Record<string, Row>> = {
  // Deposit instructions.
  "Transfer the exact amount and keep the receipt.": {
    CN: "请转账准确金额并保留收据。",
    JA: "正確な金額を振り込み、控えを保管してください。",
    TH: "โอนยอดให้ตรงและเก็บสลิปไว้",
    VI: "Chuyển đúng số tiền và giữ lại biên lai.",
    PT: "Transfira o valor exato e guarde o comprovativo.",
  },
  "Send from the GCash app to the number shown.": {
    CN: "在 GCash 应用中转账到所示号码。",
    JA: "GCash アプリから表示の番号へ送金してください。",
    TH: "โอนจากแอป GCash ไปยังหมายเลขที่แสดง",
    VI: "Chuyển từ ứng dụng GCash đến số hiển thị.",
    PT: "Envie pela app GCash para o número indicado.",
  },
  "Scan the code with your Maya app.": {
    CN: "用 Maya 应用扫描二维码。",
    JA: "Maya アプリでコードを読み取ってください。",
    TH: "สแกนโค้ดด้วยแอป Maya",
    VI: "Quét mã bằng ứng dụng Maya.",
    PT: "Leia o código com a app Maya.",
  },
  "You will be sent to your bank to confirm.": {
    CN: "您将被转到银行进行确认。",
    JA: "確認のため銀行のページへ移動します。",
    TH: "ระบบจะพาคุณไปยังธนาคารเพื่อยืนยัน",
    VI: "Bạn sẽ được chuyển đến ngân hàng để xác nhận.",
    PT: "Será levado ao seu banco para confirmar.",
  },
  // Missions.
  "Spin 20 rounds": {
    CN: "旋转 20 局",
    JA: "20 回スピン",
    TH: "หมุน 20 รอบ",
    VI: "Quay 20 lượt",
    PT: "Gire 20 rodadas",
  },
  "Play 20 rounds of any game this fortnight.": {
    CN: "两周内任意游戏玩 20 局。",
    JA: "この2週間で任意のゲームを20回プレイ。",
    TH: "เล่นเกมใดก็ได้ 20 รอบภายในสองสัปดาห์นี้",
    VI: "Chơi 20 ván trò chơi bất kỳ trong hai tuần này.",
    PT: "Jogue 20 rodadas de qualquer jogo nesta quinzena.",
  },
  "Stake P 5,000": {
    CN: "投注 P 5,000",
    JA: "P 5,000 をベット",
    TH: "เดิมพัน P 5,000",
    VI: "Cược P 5,000",
    PT: "Aposte P 5,000",
  },
  "Stake P 5,000 in total on any game.": {
    CN: "在任意游戏累计投注 P 5,000。",
    JA: "任意のゲームで合計 P 5,000 をベット。",
    TH: "เดิมพันรวม P 5,000 ในเกมใดก็ได้",
    VI: "Cược tổng cộng P 5,000 ở trò chơi bất kỳ.",
    PT: "Aposte P 5,000 no total em qualquer jogo.",
  },
  "Win 5 rounds": { CN: "赢 5 局", JA: "5 回勝利", TH: "ชนะ 5 รอบ", VI: "Thắng 5 ván", PT: "Vença 5 rodadas" },
  "Win 5 rounds of any game.": {
    CN: "在任意游戏中赢 5 局。",
    JA: "任意のゲームで5回勝利。",
    TH: "ชนะ 5 รอบในเกมใดก็ได้",
    VI: "Thắng 5 ván ở trò chơi bất kỳ.",
    PT: "Vença 5 rodadas de qualquer jogo.",
  },
  "Deposit this week": {
    CN: "本周存款",
    JA: "今週入金",
    TH: "ฝากเงินสัปดาห์นี้",
    VI: "Nạp tiền tuần này",
    PT: "Deposite esta semana",
  },
  "Make a deposit this week.": {
    CN: "本周完成一次存款。",
    JA: "今週中に入金してください。",
    TH: "ฝากเงินหนึ่งครั้งในสัปดาห์นี้",
    VI: "Nạp tiền một lần trong tuần này.",
    PT: "Faça um depósito esta semana.",
  },
  "Weekend warrior": {
    CN: "周末战士",
    JA: "週末の戦士",
    TH: "นักสู้วันหยุด",
    VI: "Chiến binh cuối tuần",
    PT: "Guerreiro de fim de semana",
  },
  "Play 50 rounds over the weekend.": {
    CN: "周末玩 50 局。",
    JA: "週末に50回プレイ。",
    TH: "เล่น 50 รอบในวันหยุดสุดสัปดาห์",
    VI: "Chơi 50 ván vào cuối tuần.",
    PT: "Jogue 50 rodadas no fim de semana.",
  },
  "Lucky streak": {
    CN: "幸运连胜",
    JA: "ラッキーストリーク",
    TH: "ดวงดีต่อเนื่อง",
    VI: "Chuỗi may mắn",
    PT: "Maré de sorte",
  },
  "Win 10 rounds in the festival week.": {
    CN: "在节日周赢 10 局。",
    JA: "フェスティバル週間に10回勝利。",
    TH: "ชนะ 10 รอบในสัปดาห์เทศกาล",
    VI: "Thắng 10 ván trong tuần lễ hội.",
    PT: "Vença 10 rodadas na semana do festival.",
  },
  // Inbox messages.
  "Welcome to Arena": {
    CN: "欢迎来到 Arena",
    JA: "Arena へようこそ",
    TH: "ยินดีต้อนรับสู่ Arena",
    VI: "Chào mừng đến với Arena",
    PT: "Bem-vindo à Arena",
  },
  "<p>Your account is ready. Good luck!</p>": {
    CN: "<p>您的账户已就绪，祝您好运！</p>",
    JA: "<p>アカウントの準備ができました。幸運を！</p>",
    TH: "<p>บัญชีของคุณพร้อมแล้ว ขอให้โชคดี!</p>",
    VI: "<p>Tài khoản của bạn đã sẵn sàng. Chúc may mắn!</p>",
    PT: "<p>A sua conta está pronta. Boa sorte!</p>",
  },
  "Deposit approved": {
    CN: "存款已批准",
    JA: "入金が承認されました",
    TH: "อนุมัติการฝากเงินแล้ว",
    VI: "Đã duyệt nạp tiền",
    PT: "Depósito aprovado",
  },
  "<p>Your deposit of P 2,000.00 is in your main wallet.</p>": {
    CN: "<p>您存入的 P 2,000.00 已到主钱包。</p>",
    JA: "<p>P 2,000.00 の入金がメインウォレットに反映されました。</p>",
    TH: "<p>ยอดฝาก P 2,000.00 เข้ากระเป๋าหลักของคุณแล้ว</p>",
    VI: "<p>Khoản nạp P 2,000.00 đã vào ví chính của bạn.</p>",
    PT: "<p>O seu depósito de P 2,000.00 está na carteira principal.</p>",
  },
  "Scheduled maintenance": {
    CN: "例行维护",
    JA: "定期メンテナンス",
    TH: "ปิดปรับปรุงตามกำหนด",
    VI: "Bảo trì định kỳ",
    PT: "Manutenção programada",
  },
  "<p>Live games pause on Sunday 02:00–03:00 (GMT+8).</p>": {
    CN: "<p>真人游戏将于周日 02:00–03:00（GMT+8）暂停。</p>",
    JA: "<p>ライブゲームは日曜 02:00–03:00（GMT+8）に停止します。</p>",
    TH: "<p>เกมสดจะหยุดวันอาทิตย์ 02:00–03:00 (GMT+8)</p>",
    VI: "<p>Trò chơi trực tiếp tạm dừng Chủ nhật 02:00–03:00 (GMT+8).</p>",
    PT: "<p>Os jogos ao vivo param no domingo 02:00–03:00 (GMT+8).</p>",
  },
  "Your withdrawal is on its way": {
    CN: "您的提款正在路上",
    JA: "出金を処理中です",
    TH: "การถอนเงินของคุณกำลังดำเนินการ",
    VI: "Khoản rút tiền đang được chuyển",
    PT: "O seu saque está a caminho",
  },
  "<p>Please confirm when it reaches your bank account.</p>": {
    CN: "<p>到达银行账户后请确认。</p>",
    JA: "<p>銀行口座に届いたら確認してください。</p>",
    TH: "<p>โปรดยืนยันเมื่อเงินเข้าบัญชีธนาคารของคุณ</p>",
    VI: "<p>Vui lòng xác nhận khi tiền về tài khoản ngân hàng.</p>",
    PT: "<p>Confirme quando chegar à sua conta bancária.</p>",
  },
  "New: Lucky Raffle": {
    CN: "新活动：幸运抽奖",
    JA: "新着：ラッキー抽選",
    TH: "ใหม่: ลุ้นรางวัลนำโชค",
    VI: "Mới: Rút thăm may mắn",
    PT: "Novo: Sorteio da Sorte",
  },
  "<p>Claim your prize in the reward centre before it ends.</p>": {
    CN: "<p>请在活动结束前到奖励中心领取奖品。</p>",
    JA: "<p>終了前にリワードセンターで賞品を受け取ってください。</p>",
    TH: "<p>รับรางวัลของคุณที่ศูนย์รางวัลก่อนหมดเวลา</p>",
    VI: "<p>Nhận giải tại trung tâm phần thưởng trước khi kết thúc.</p>",
    PT: "<p>Resgate o prêmio no centro de recompensas antes do fim.</p>",
  },
  "You are Gold": {
    CN: "您已升为黄金会员",
    JA: "ゴールドになりました",
    TH: "คุณเป็นระดับโกลด์แล้ว",
    VI: "Bạn đã lên hạng Vàng",
    PT: "Você é Ouro",
  },
  "<p>Enjoy your Gold benefits: a higher rebate and a monthly bonus.</p>": {
    CN: "<p>享受黄金会员福利：更高返水和每月红利。</p>",
    JA: "<p>ゴールド特典をお楽しみください：高いリベートと毎月のボーナス。</p>",
    TH: "<p>รับสิทธิ์ระดับโกลด์: เงินคืนสูงขึ้นและโบนัสรายเดือน</p>",
    VI: "<p>Tận hưởng quyền lợi hạng Vàng: hoàn trả cao hơn và thưởng hằng tháng.</p>",
    PT: "<p>Aproveite os benefícios Ouro: reembolso maior e bônus mensal.</p>",
  },
  "Check the reward centre": {
    CN: "查看奖励中心",
    JA: "リワードセンターをチェック",
    TH: "ดูศูนย์รางวัล",
    VI: "Xem trung tâm phần thưởng",
    PT: "Veja o centro de recompensas",
  },
  "<p>New promotions are waiting for you.</p>": {
    CN: "<p>新的优惠正在等您。</p>",
    JA: "<p>新しいプロモーションが待っています。</p>",
    TH: "<p>โปรโมชั่นใหม่รอคุณอยู่</p>",
    VI: "<p>Khuyến mãi mới đang chờ bạn.</p>",
    PT: "<p>Novas promoções estão à sua espera.</p>",
  },
  // Promotions: titles, and the line each promotion's text opens with.
  "100% Welcome Bonus": {
    CN: "100% 首存红利",
    JA: "100% ウェルカムボーナス",
    TH: "โบนัสต้อนรับ 100%",
    VI: "Thưởng chào mừng 100%",
    PT: "Bônus de boas-vindas 100%",
  },
  "Double your first deposit, up to P 5,000": {
    CN: "首存翻倍，最高 P 5,000",
    JA: "初回入金が2倍に、最大 P 5,000",
    TH: "ฝากครั้งแรกรับเพิ่มเท่าตัว สูงสุด P 5,000",
    VI: "Nhân đôi lần nạp đầu, tối đa P 5,000",
    PT: "Dobre o primeiro depósito, até P 5,000",
  },
  "Weekly Reload 50%": {
    CN: "每周续存 50%",
    JA: "週次リロード 50%",
    TH: "ฝากซ้ำรายสัปดาห์ 50%",
    VI: "Nạp lại hằng tuần 50%",
    PT: "Recarga semanal 50%",
  },
  "Half again on your first deposit of the week": {
    CN: "每周首存额外加赠一半",
    JA: "週の初回入金にさらに半額分",
    TH: "รับเพิ่มครึ่งหนึ่งจากยอดฝากแรกของสัปดาห์",
    VI: "Thêm một nửa cho lần nạp đầu tuần",
    PT: "Mais metade no primeiro depósito da semana",
  },
  "Daily Slots Cashback": {
    CN: "老虎机每日返现",
    JA: "スロットの毎日キャッシュバック",
    TH: "แคชแบ็กสล็อตรายวัน",
    VI: "Hoàn tiền slot hằng ngày",
    PT: "Cashback diário de slots",
  },
  "0.8% back on every slot spin, paid daily": {
    CN: "每次老虎机旋转返还 0.8%，每日派发",
    JA: "スロットの毎スピンの0.8%を毎日還元",
    TH: "คืน 0.8% ทุกการหมุนสล็อต จ่ายทุกวัน",
    VI: "Hoàn 0.8% mỗi lượt quay slot, trả hằng ngày",
    PT: "0.8% de volta em cada giro, pago diariamente",
  },
  "Lucky Raffle": {
    CN: "幸运抽奖",
    JA: "ラッキー抽選",
    TH: "ลุ้นรางวัลนำโชค",
    VI: "Rút thăm may mắn",
    PT: "Sorteio da Sorte",
  },
  "Draw a prize of up to P 88.88": {
    CN: "抽取最高 P 88.88 的奖品",
    JA: "最大 P 88.88 の賞品を抽選",
    TH: "ลุ้นรางวัลสูงสุด P 88.88",
    VI: "Rút giải thưởng đến P 88.88",
    PT: "Sorteie um prêmio de até P 88.88",
  },
  "Daily Check-in Gift": {
    CN: "每日签到礼",
    JA: "毎日チェックインギフト",
    TH: "ของขวัญเช็กอินรายวัน",
    VI: "Quà điểm danh hằng ngày",
    PT: "Presente de check-in diário",
  },
  "A P 8.00 gift for checking in": {
    CN: "签到即得 P 8.00 礼金",
    JA: "チェックインで P 8.00 のギフト",
    TH: "รับของขวัญ P 8.00 เมื่อเช็กอิน",
    VI: "Quà P 8.00 khi điểm danh",
    PT: "Um presente de P 8.00 por fazer check-in",
  },
  "VIP Birthday Bonus": {
    CN: "VIP 生日礼金",
    JA: "VIP 誕生日ボーナス",
    TH: "โบนัสวันเกิด VIP",
    VI: "Thưởng sinh nhật VIP",
    PT: "Bônus de aniversário VIP",
  },
  "A birthday gift for every VIP level": {
    CN: "每个 VIP 等级都有生日礼",
    JA: "すべての VIP レベルに誕生日ギフト",
    TH: "ของขวัญวันเกิดสำหรับทุกระดับ VIP",
    VI: "Quà sinh nhật cho mọi cấp VIP",
    PT: "Um presente de aniversário para cada nível VIP",
  },
  "Sports Cup Challenge": {
    CN: "体育杯挑战",
    JA: "スポーツカップチャレンジ",
    TH: "ชาเลนจ์สปอร์ตคัพ",
    VI: "Thử thách cúp thể thao",
    PT: "Desafio da Copa de Esportes",
  },
  "Predict the finals and share a P 100,000 pool": {
    CN: "预测决赛，瓜分 P 100,000 奖池",
    JA: "決勝を予想して P 100,000 を山分け",
    TH: "ทายผลรอบชิงและแบ่งเงินรางวัล P 100,000",
    VI: "Dự đoán trận chung kết và chia quỹ P 100,000",
    PT: "Preveja as finais e divida um prêmio de P 100,000",
  },
  "Lunar New Year Festival": {
    CN: "农历新年庆典",
    JA: "旧正月フェスティバル",
    TH: "เทศกาลตรุษจีน",
    VI: "Lễ hội Tết Nguyên đán",
    PT: "Festival do Ano Novo Lunar",
  },
  "Red envelopes every day of the festival": {
    CN: "节日期间每天派红包",
    JA: "期間中は毎日お年玉",
    TH: "อั่งเปาทุกวันตลอดเทศกาล",
    VI: "Lì xì mỗi ngày trong lễ hội",
    PT: "Envelopes vermelhos todos os dias do festival",
  },
  "Summer Splash": {
    CN: "夏日狂欢",
    JA: "サマースプラッシュ",
    TH: "ซัมเมอร์สแปลช",
    VI: "Mùa hè sôi động",
    PT: "Verão Splash",
  },
  "Fishing tournament with daily prizes": {
    CN: "捕鱼锦标赛，每日有奖",
    JA: "毎日賞品の釣りトーナメント",
    TH: "ทัวร์นาเมนต์ยิงปลา มีรางวัลทุกวัน",
    VI: "Giải bắn cá với giải thưởng hằng ngày",
    PT: "Torneio de pesca com prêmios diários",
  },
  "Esports League Pass": {
    CN: "电竞联赛通行证",
    JA: "eスポーツリーグパス",
    TH: "บัตรผ่านลีกอีสปอร์ต",
    VI: "Vé giải đấu esports",
    PT: "Passe da Liga de Esports",
  },
  "Join the league and play for the weekly board": {
    CN: "加入联赛，冲击每周排行榜",
    JA: "リーグに参加して週間ランキングに挑戦",
    TH: "เข้าร่วมลีกและลุ้นกระดานรายสัปดาห์",
    VI: "Tham gia giải và tranh bảng xếp hạng tuần",
    PT: "Entre na liga e jogue pelo ranking semanal",
  },
  // Points-mall rewards.
  "Cash voucher P 10.00": {
    CN: "现金券 P 10.00",
    JA: "キャッシュバウチャー P 10.00",
    TH: "บัตรกำนัลเงินสด P 10.00",
    VI: "Phiếu tiền mặt P 10.00",
    PT: "Vale em dinheiro P 10.00",
  },
  "Cash voucher P 50.00": {
    CN: "现金券 P 50.00",
    JA: "キャッシュバウチャー P 50.00",
    TH: "บัตรกำนัลเงินสด P 50.00",
    VI: "Phiếu tiền mặt P 50.00",
    PT: "Vale em dinheiro P 50.00",
  },
  "Arena T-shirt": {
    CN: "Arena T 恤",
    JA: "Arena Tシャツ",
    TH: "เสื้อยืด Arena",
    VI: "Áo thun Arena",
    PT: "Camiseta Arena",
  },
  "Bluetooth earphones": {
    CN: "蓝牙耳机",
    JA: "Bluetooth イヤホン",
    TH: "หูฟังบลูทูธ",
    VI: "Tai nghe Bluetooth",
    PT: "Fones Bluetooth",
  },
  Smartphone: { CN: "智能手机", JA: "スマートフォン", TH: "สมาร์ตโฟน", VI: "Điện thoại thông minh", PT: "Celular" },
  "Gold membership card": {
    CN: "黄金会员卡",
    JA: "ゴールド会員カード",
    TH: "บัตรสมาชิกโกลด์",
    VI: "Thẻ thành viên Vàng",
    PT: "Cartão de membro Ouro",
  },
  "Credited to your main wallet once approved": {
    CN: "审核通过后存入主钱包",
    JA: "承認後にメインウォレットへ入金",
    TH: "เข้ากระเป๋าหลักเมื่อได้รับอนุมัติ",
    VI: "Vào ví chính khi được duyệt",
    PT: "Creditado na carteira principal após aprovação",
  },
  "Sizes S to XL; delivered in 7 working days": {
    CN: "尺码 S 至 XL；7 个工作日内送达",
    JA: "サイズ S〜XL、7営業日でお届け",
    TH: "ไซซ์ S ถึง XL จัดส่งภายใน 7 วันทำการ",
    VI: "Cỡ S đến XL; giao trong 7 ngày làm việc",
    PT: "Tamanhos P a GG; entrega em 7 dias úteis",
  },
  "Delivered in 7 working days": {
    CN: "7 个工作日内送达",
    JA: "7営業日でお届け",
    TH: "จัดส่งภายใน 7 วันทำการ",
    VI: "Giao trong 7 ngày làm việc",
    PT: "Entrega em 7 dias úteis",
  },
  "Sold out: back next month": {
    CN: "已售罄：下月补货",
    JA: "売り切れ：来月再入荷",
    TH: "หมดแล้ว: กลับมาเดือนหน้า",
    VI: "Hết hàng: có lại tháng sau",
    PT: "Esgotado: volta no próximo mês",
  },
  "Not on offer this season": {
    CN: "本季不提供",
    JA: "今シーズンは提供なし",
    TH: "ไม่มีให้แลกในฤดูกาลนี้",
    VI: "Không có trong mùa này",
    PT: "Fora de oferta nesta temporada",
  },
  // Record remarks.
  "VIP welcome points": {
    CN: "VIP 欢迎积分",
    JA: "VIP ウェルカムポイント",
    TH: "คะแนนต้อนรับ VIP",
    VI: "Điểm chào mừng VIP",
    PT: "Pontos de boas-vindas VIP",
  },
  "Payment not received by the bank": {
    CN: "银行未收到付款",
    JA: "銀行で入金が確認できませんでした",
    TH: "ธนาคารไม่ได้รับการชำระเงิน",
    VI: "Ngân hàng chưa nhận được thanh toán",
    PT: "Pagamento não recebido pelo banco",
  },
  "Main Wallet": { CN: "主钱包", JA: "メインウォレット", TH: "กระเป๋าหลัก", VI: "Ví chính", PT: "Carteira principal" },
  // Record type names (sandbox/money/journalKinds.ts).
  "Opening balance": { CN: "期初余额", JA: "初期残高", TH: "ยอดยกมา", VI: "Số dư đầu kỳ", PT: "Saldo inicial" },
  Deposit: { CN: "存款", JA: "入金", TH: "ฝากเงิน", VI: "Nạp tiền", PT: "Depósito" },
  Withdrawal: { CN: "提款", JA: "出金", TH: "ถอนเงิน", VI: "Rút tiền", PT: "Saque" },
  "Withdrawal cancelled": {
    CN: "提款已取消",
    JA: "出金キャンセル",
    TH: "ยกเลิกการถอนเงิน",
    VI: "Đã hủy rút tiền",
    PT: "Saque cancelado",
  },
  "Withdrawal rejected": {
    CN: "提款被拒绝",
    JA: "出金却下",
    TH: "การถอนเงินถูกปฏิเสธ",
    VI: "Rút tiền bị từ chối",
    PT: "Saque rejeitado",
  },
  "Withdrawal paid": {
    CN: "提款已支付",
    JA: "出金支払済み",
    TH: "จ่ายเงินถอนแล้ว",
    VI: "Đã chi trả rút tiền",
    PT: "Saque pago",
  },
  "Withdrawal received automatically": {
    CN: "提款已自动确认到账",
    JA: "出金の受取を自動確認",
    TH: "ยืนยันรับเงินถอนอัตโนมัติ",
    VI: "Tự động xác nhận đã nhận tiền rút",
    PT: "Saque recebido automaticamente",
  },
  "Transfer out": { CN: "转出", JA: "振替出金", TH: "โอนออก", VI: "Chuyển ra", PT: "Transferência de saída" },
  "Transfer in": { CN: "转入", JA: "振替入金", TH: "โอนเข้า", VI: "Chuyển vào", PT: "Transferência de entrada" },
  Bet: { CN: "投注", JA: "ベット", TH: "เดิมพัน", VI: "Cược", PT: "Aposta" },
  Win: { CN: "派彩", JA: "勝利配当", TH: "ชนะ", VI: "Thắng", PT: "Ganho" },
  "Promotion bonus": {
    CN: "优惠红利",
    JA: "プロモーションボーナス",
    TH: "โบนัสโปรโมชั่น",
    VI: "Thưởng khuyến mãi",
    PT: "Bônus de promoção",
  },
  "Claimed bonus": {
    CN: "已领取红利",
    JA: "受取済みボーナス",
    TH: "โบนัสที่รับแล้ว",
    VI: "Thưởng đã nhận",
    PT: "Bônus resgatado",
  },
  "Raffle prize": { CN: "抽奖奖品", JA: "抽選賞品", TH: "รางวัลจับฉลาก", VI: "Giải rút thăm", PT: "Prêmio do sorteio" },
  "Mission reward": {
    CN: "任务奖励",
    JA: "ミッション報酬",
    TH: "รางวัลภารกิจ",
    VI: "Thưởng nhiệm vụ",
    PT: "Recompensa de missão",
  },
  "Points mall cash reward": {
    CN: "积分商城现金奖励",
    JA: "ポイントモール現金報酬",
    TH: "รางวัลเงินสดจากร้านแลกคะแนน",
    VI: "Thưởng tiền mặt từ cửa hàng điểm",
    PT: "Prêmio em dinheiro da loja de pontos",
  },
  "Trial credit": {
    CN: "试玩额度",
    JA: "お試しクレジット",
    TH: "เครดิตทดลอง",
    VI: "Tín dụng dùng thử",
    PT: "Crédito de teste",
  },
  "Agent transfer out": {
    CN: "代理转出",
    JA: "代理店へ送金",
    TH: "โอนออกให้เอเย่นต์",
    VI: "Chuyển ra cho đại lý",
    PT: "Transferência para agente",
  },
  "Agent transfer in": {
    CN: "代理转入",
    JA: "代理店から入金",
    TH: "รับโอนจากเอเย่นต์",
    VI: "Nhận chuyển từ đại lý",
    PT: "Transferência de agente",
  },
  "Real-time salary": {
    CN: "实时工资",
    JA: "リアルタイム給与",
    TH: "เงินเดือนเรียลไทม์",
    VI: "Lương theo thời gian thực",
    PT: "Salário em tempo real",
  },
  "Hourly salary": { CN: "时薪", JA: "時間給", TH: "เงินเดือนรายชั่วโมง", VI: "Lương theo giờ", PT: "Salário por hora" },
  "Daily salary": { CN: "日薪", JA: "日給", TH: "เงินเดือนรายวัน", VI: "Lương theo ngày", PT: "Salário diário" },
  Dividend: { CN: "分红", JA: "配当", TH: "เงินปันผล", VI: "Cổ tức", PT: "Dividendo" },
  "Real-time salary to downline": {
    CN: "支付下级实时工资",
    JA: "下位へのリアルタイム給与",
    TH: "เงินเดือนเรียลไทม์ให้ดาวน์ไลน์",
    VI: "Lương thời gian thực cho tuyến dưới",
    PT: "Salário em tempo real aos subordinados",
  },
  "Hourly salary to downline": {
    CN: "支付下级时薪",
    JA: "下位への時間給",
    TH: "เงินเดือนรายชั่วโมงให้ดาวน์ไลน์",
    VI: "Lương theo giờ cho tuyến dưới",
    PT: "Salário por hora aos subordinados",
  },
  "Daily salary to downline": {
    CN: "支付下级日薪",
    JA: "下位への日給",
    TH: "เงินเดือนรายวันให้ดาวน์ไลน์",
    VI: "Lương theo ngày cho tuyến dưới",
    PT: "Salário diário aos subordinados",
  },
  "Dividend to downline": {
    CN: "支付下级分红",
    JA: "下位への配当",
    TH: "เงินปันผลให้ดาวน์ไลน์",
    VI: "Cổ tức cho tuyến dưới",
    PT: "Dividendo aos subordinados",
  },
  "Points earned from play": {
    CN: "游戏赚取积分",
    JA: "プレイで獲得したポイント",
    TH: "คะแนนจากการเล่น",
    VI: "Điểm kiếm được khi chơi",
    PT: "Pontos ganhos jogando",
  },
  "Points redeemed": {
    CN: "积分已兑换",
    JA: "ポイント交換",
    TH: "แลกคะแนนแล้ว",
    VI: "Đã đổi điểm",
    PT: "Pontos resgatados",
  },
  "Points converted to cash": {
    CN: "积分兑换现金",
    JA: "ポイントを現金に交換",
    TH: "แปลงคะแนนเป็นเงินสด",
    VI: "Đổi điểm sang tiền mặt",
    PT: "Pontos convertidos em dinheiro",
  },
  "Points refunded": {
    CN: "积分已退还",
    JA: "ポイント返還",
    TH: "คืนคะแนนแล้ว",
    VI: "Đã hoàn điểm",
    PT: "Pontos devolvidos",
  },
  "Points granted": {
    CN: "获赠积分",
    JA: "ポイント付与",
    TH: "ได้รับคะแนน",
    VI: "Được tặng điểm",
    PT: "Pontos concedidos",
  },
  Adjustment: { CN: "调整", JA: "調整", TH: "ปรับยอด", VI: "Điều chỉnh", PT: "Ajuste" },
  // Record remarks written by the seed and by the reviews.
  "opening balance": { CN: "期初余额", JA: "初期残高", TH: "ยอดยกมา", VI: "số dư đầu kỳ", PT: "saldo inicial" },
  Cancelled: { CN: "已取消", JA: "キャンセル済み", TH: "ยกเลิกแล้ว", VI: "Đã hủy", PT: "Cancelado" },
  "The bank account name does not match": {
    CN: "银行账户名不符",
    JA: "銀行口座の名義が一致しません",
    TH: "ชื่อบัญชีธนาคารไม่ตรงกัน",
    VI: "Tên tài khoản ngân hàng không khớp",
    PT: "O nome da conta bancária não confere",
  },
  "The money did not arrive": {
    CN: "款项未到账",
    JA: "入金が届きませんでした",
    TH: "เงินยังไม่เข้าบัญชี",
    VI: "Tiền chưa về tài khoản",
    PT: "O dinheiro não chegou",
  },
  "Size out of stock": {
    CN: "该尺码缺货",
    JA: "サイズの在庫切れ",
    TH: "ไซซ์นี้หมด",
    VI: "Hết cỡ này",
    PT: "Tamanho esgotado",
  },
  rejected: { CN: "已拒绝", JA: "却下", TH: "ถูกปฏิเสธ", VI: "bị từ chối", PT: "rejeitado" },
  // Deposit channels (the brand's names stay: GCash, PayMaya QR).
  "Bank Transfer (BDO)": {
    CN: "银行转账 (BDO)",
    JA: "銀行振込 (BDO)",
    TH: "โอนผ่านธนาคาร (BDO)",
    VI: "Chuyển khoản ngân hàng (BDO)",
    PT: "Transferência bancária (BDO)",
  },
  "Online Banking": {
    CN: "网上银行",
    JA: "オンラインバンキング",
    TH: "ธนาคารออนไลน์",
    VI: "Ngân hàng trực tuyến",
    PT: "Banco pela internet",
  },
  // The points mall's units.
  card: { CN: "张", JA: "枚", TH: "ใบ", VI: "thẻ", PT: "cartão" },
  pair: { CN: "副", JA: "組", TH: "คู่", VI: "đôi", PT: "par" },
  pcs: { CN: "件", JA: "個", TH: "ชิ้น", VI: "cái", PT: "unid." },
  voucher: { CN: "张", JA: "枚", TH: "ใบ", VI: "phiếu", PT: "vale" },
  // The PVP rooms' tables (sandbox/games/pvpRooms.ts), after the game's name.
  Beginner: { CN: "新手场", JA: "初級", TH: "มือใหม่", VI: "Người mới", PT: "Iniciante" },
  Regular: { CN: "普通场", JA: "一般", TH: "ทั่วไป", VI: "Thường", PT: "Intermediário" },
  "High Roller": { CN: "高额场", JA: "ハイローラー", TH: "ไฮโรลเลอร์", VI: "Cược lớn", PT: "Apostas altas" },
  // VIP levels and member labels.
  Member: { CN: "会员", JA: "メンバー", TH: "สมาชิก", VI: "Thành viên", PT: "Membro" },
  Bronze: { CN: "青铜", JA: "ブロンズ", TH: "บรอนซ์", VI: "Đồng", PT: "Bronze" },
  Silver: { CN: "白银", JA: "シルバー", TH: "ซิลเวอร์", VI: "Bạc", PT: "Prata" },
  Gold: { CN: "黄金", JA: "ゴールド", TH: "โกลด์", VI: "Vàng", PT: "Ouro" },
  Platinum: { CN: "铂金", JA: "プラチナ", TH: "แพลทินัม", VI: "Bạch kim", PT: "Platina" },
  Diamond: { CN: "钻石", JA: "ダイヤモンド", TH: "ไดมอนด์", VI: "Kim cương", PT: "Diamante" },
  Royal: { CN: "皇家", JA: "ロイヤル", TH: "รอยัล", VI: "Hoàng gia", PT: "Realeza" },
  Partner: { CN: "合伙人", JA: "パートナー", TH: "พาร์ทเนอร์", VI: "Đối tác", PT: "Parceiro" },
}

/** Remarks with a number or a name in them: the English pattern and each language's form (`$1` the number or name). */
const remarkForms: ReadonlyArray<readonly [RegExp, Row]> = [
  [/^Deposit #(\d+)$/, { CN: "存款 #$1", JA: "入金 #$1", TH: "ฝากเงิน #$1", VI: "Nạp tiền #$1", PT: "Depósito #$1" }],
  [/^Withdrawal #(\d+)$/, { CN: "提款 #$1", JA: "出金 #$1", TH: "ถอนเงิน #$1", VI: "Rút tiền #$1", PT: "Saque #$1" }],
  [/^To (\S+)$/, { CN: "转给 $1", JA: "$1 へ", TH: "ถึง $1", VI: "Đến $1", PT: "Para $1" }],
  [/^From (\S+)$/, { CN: "来自 $1", JA: "$1 から", TH: "จาก $1", VI: "Từ $1", PT: "De $1" }],
  [/^(\d+) points$/, { CN: "$1 积分", JA: "$1 ポイント", TH: "$1 คะแนน", VI: "$1 điểm", PT: "$1 pontos" }],
  // The referral rules (sandbox/money/referral.ts), with the reward per friend.
  [
    /^Share your link\. Each friend who registers with your code and then deposits or plays earns you (P [\d,.]+)\.$/,
    {
      CN: "分享您的链接。每位使用您的邀请码注册并存款或游戏的好友，将为您赚取 $1。",
      JA: "リンクをシェアしましょう。あなたのコードで登録し、入金またはプレイした友達1人ごとに $1 を獲得できます。",
      TH: "แชร์ลิงก์ของคุณ เพื่อนแต่ละคนที่สมัครด้วยรหัสของคุณแล้วฝากเงินหรือเล่นเกม จะทำให้คุณได้รับ $1",
      VI: "Chia sẻ liên kết của bạn. Mỗi người bạn đăng ký bằng mã của bạn rồi nạp tiền hoặc chơi sẽ mang về cho bạn $1.",
      PT: "Partilhe o seu endereço de convite. Cada amigo que se registar com o seu código e depois depositar ou jogar rende-lhe $1.",
    },
  ],
]

/** A promotion's text: its line, then the brand's terms. */
const promotionText = /^<p>(.+)\.<\/p><p>Terms: one per member; the brand's general promotion terms apply\.<\/p>$/
const terms: Row = {
  CN: "条款：每位会员限一次；适用本品牌的一般优惠条款。",
  JA: "規約：お一人様1回、ブランドの一般プロモーション規約が適用されます。",
  TH: "เงื่อนไข: หนึ่งสิทธิ์ต่อสมาชิก ใช้เงื่อนไขโปรโมชั่นทั่วไปของแบรนด์",
  VI: "Điều khoản: mỗi thành viên một lần; áp dụng điều khoản khuyến mãi chung của nhà cái.",
  PT: "Termos: um por membro; aplicam-se os termos gerais de promoção da marca.",
}

export const isLang = (l: string): l is Lang => l === "CN" || l === "JA" || l === "TH" || l === "VI" || l === "PT"

/** A seeded text in `language` (the platform code the call carries); any other text, or English, as it is. */
export const seededText = <T extends string | null | undefined>(language: string, text: T): T => {
  if (text == null || !isLang(language)) return text
  const whole = texts[text]?.[language]
  if (whole !== undefined) return whole as T
  const promo = promotionText.exec(text)
  if (promo !== null) return `<p>${seededText(language, promo[1]!)}.</p><p>${terms[language]}</p>` as T
  // A transfer between wallets: each wallet's name in turn ("Main wallet → Playtech"); a PVP room: the game's name
  // and its table ("Pusoy · Beginner").
  for (const joint of [" → ", " · "])
    if (text.includes(joint))
      return text
        .split(joint)
        .map((part) => seededText(language, part))
        .join(joint) as T
  for (const [pattern, row] of remarkForms) if (pattern.test(text)) return text.replace(pattern, row[language]) as T
  // A redemption: the reward's name and the quantity ("Arena T-shirt x1").
  const quantity = /^(.+) x(\d+)$/.exec(text)
  if (quantity !== null) return `${seededText(language, quantity[1]!)} x${quantity[2]}` as T
  // A reward with the review's reason ("Arena T-shirt: Size out of stock").
  const colon = text.indexOf(": ")
  if (colon > 0)
    return `${seededText(language, text.slice(0, colon))}: ${seededText(language, text.slice(colon + 2))}` as T
  return text
}
