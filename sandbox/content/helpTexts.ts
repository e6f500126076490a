/**
 * The help centre's topics in the portal's other languages (spec section 1: CN, JA, TH, VI, PT; the call carries the
 * language as `lang`), by topic tag: each title and content as sandbox/accounts/helpCentre.ts writes it in English,
 * with the same clean HTML. The buttons a text names are spelled as the portal's own labels in that language.
 */

import type { HelpTopic } from "../../core/model/HelpCentre.ts"
import { isLang, type Lang } from "./seededTexts.ts"

type Topic = { readonly title: string; readonly content: string }

export const helpTexts: Readonly<Record<string, Readonly<Record<Lang, Topic>>>> = {
  about: {
    CN: {
      title: "关于我们",
      content:
        "<h3>关于 Arena</h3><p>Arena 是一个在线娱乐平台，提供来自持牌供应商的体育和电竞投注、真人荷官、老虎机、彩票、捕鱼及玩家对战游戏。</p><p>每个账户、余额和转账都记录在复式记账账本上：您钱包中看到的金额，正是平台为您持有的金额。</p>",
    },
    JA: {
      title: "会社概要",
      content:
        "<h3>Arena について</h3><p>Arena は、ライセンスを持つプロバイダーのスポーツ・eスポーツベッティング、ライブディーラー、スロット、宝くじ、フィッシング、対人ゲームを提供するオンラインエンターテインメントポータルです。</p><p>すべてのアカウント、残高、振替は複式簿記の台帳で管理されています。ウォレットに表示される金額は、プラットフォームがお客様のために保有している金額そのものです。</p>",
    },
    TH: {
      title: "เกี่ยวกับเรา",
      content:
        "<h3>เกี่ยวกับ Arena</h3><p>Arena เป็นพอร์ทัลความบันเทิงออนไลน์ที่ให้บริการเดิมพันกีฬาและอีสปอร์ต คาสิโนสด สล็อต หวย เกมยิงปลา และเกมผู้เล่นต่อผู้เล่นจากผู้ให้บริการที่ได้รับใบอนุญาต</p><p>ทุกบัญชี ยอดเงิน และการโอนถูกบันทึกในบัญชีแยกประเภทแบบคู่: ยอดที่คุณเห็นในกระเป๋าเงินคือยอดที่แพลตฟอร์มถือไว้ให้คุณจริง</p>",
    },
    VI: {
      title: "Về chúng tôi",
      content:
        "<h3>Về Arena</h3><p>Arena là cổng giải trí trực tuyến cung cấp cá cược thể thao và thể thao điện tử, sòng bài trực tiếp, slot, xổ số, bắn cá và trò chơi đối kháng từ các nhà cung cấp được cấp phép.</p><p>Mọi tài khoản, số dư và giao dịch chuyển tiền đều được ghi vào sổ cái kép: số tiền bạn thấy trong ví chính là số tiền nền tảng đang giữ cho bạn.</p>",
    },
    PT: {
      title: "Sobre nós",
      content:
        "<h3>Sobre a Arena</h3><p>A Arena é um portal de entretenimento na internet com apostas em esportes e esportes eletrônicos, mesas ao vivo, caça-níqueis, loterias, jogos de pesca e jogos entre jogadores de provedores licenciados.</p><p>Cada conta, saldo e transferência é registrado num livro-razão de partidas dobradas: o que vê na sua carteira é exatamente o que a plataforma guarda para si.</p>",
    },
  },
  account: {
    CN: { title: "账户", content: "<p>开户、登录以及保障账户安全。</p>" },
    JA: { title: "アカウント", content: "<p>アカウントの開設、ログイン、安全な管理について。</p>" },
    TH: { title: "บัญชี", content: "<p>การเปิดบัญชี การเข้าสู่ระบบ และการรักษาความปลอดภัยของบัญชี</p>" },
    VI: { title: "Tài khoản", content: "<p>Mở tài khoản, đăng nhập và giữ tài khoản an toàn.</p>" },
    PT: { title: "Conta", content: "<p>Abrir uma conta, entrar e mantê-la segura.</p>" },
  },
  register: {
    CN: {
      title: "如何注册",
      content:
        "<h3>如何注册</h3><ol><li>点击页面顶部的<strong>注册</strong>。</li><li>选择用户名（6 至 16 位字母和数字，以字母开头）和密码（6 至 20 个字符，至少包含一个字母和一个数字）。</li><li>输入手机号码以及表单要求的其他信息。</li><li>如果您是受代理邀请，请输入邀请码。</li><li>阅读并接受用户协议后提交。注册后即自动登录。</li></ol><p>您也可以在<strong>手机号码</strong>标签下仅用手机号码注册。</p>",
    },
    JA: {
      title: "登録方法",
      content:
        "<h3>登録方法</h3><ol><li>ページ上部の<strong>新規登録</strong>をクリックします。</li><li>ユーザー名（英字で始まる6〜16文字の英数字）とパスワード（英字と数字をそれぞれ1つ以上含む6〜20文字）を決めます。</li><li>携帯電話番号と、フォームが求めるその他の項目を入力します。</li><li>代理店から招待された場合は、招待コードを入力します。</li><li>利用規約を読んで同意し、送信します。そのままログインされます。</li></ol><p><strong>携帯電話番号</strong>タブから携帯電話番号だけで登録することもできます。</p>",
    },
    TH: {
      title: "วิธีสมัครสมาชิก",
      content:
        "<h3>วิธีสมัครสมาชิก</h3><ol><li>คลิก<strong>สมัครสมาชิก</strong>ที่ด้านบนของหน้า</li><li>ตั้งชื่อผู้ใช้ (ตัวอักษรและตัวเลข 6 ถึง 16 ตัว ขึ้นต้นด้วยตัวอักษร) และรหัสผ่าน (6 ถึง 20 ตัว มีตัวอักษรและตัวเลขอย่างน้อยอย่างละหนึ่งตัว)</li><li>กรอกเบอร์มือถือและช่องอื่นที่แบบฟอร์มขอ</li><li>หากคุณได้รับเชิญจากเอเย่นต์ ให้กรอกรหัสเชิญ</li><li>อ่านและยอมรับข้อตกลงผู้ใช้ แล้วกดส่ง คุณจะเข้าสู่ระบบทันที</li></ol><p>คุณยังสมัครด้วยเบอร์มือถืออย่างเดียวได้ที่แท็บ<strong>เบอร์มือถือ</strong></p>",
    },
    VI: {
      title: "Cách đăng ký",
      content:
        "<h3>Cách đăng ký</h3><ol><li>Nhấn <strong>Đăng ký</strong> ở đầu trang.</li><li>Chọn tên đăng nhập (6 đến 16 chữ cái và chữ số, bắt đầu bằng chữ cái) và mật khẩu (6 đến 20 ký tự, có ít nhất một chữ cái và một chữ số).</li><li>Nhập số điện thoại và các trường khác mà biểu mẫu yêu cầu.</li><li>Nếu bạn được đại lý mời, hãy nhập mã mời.</li><li>Đọc và chấp nhận thỏa thuận người dùng rồi gửi. Bạn sẽ được đăng nhập ngay.</li></ol><p>Bạn cũng có thể đăng ký chỉ bằng số điện thoại ở thẻ <strong>Số điện thoại</strong>.</p>",
    },
    PT: {
      title: "Como se cadastrar",
      content:
        "<h3>Como se cadastrar</h3><ol><li>Clique em <strong>Cadastrar</strong> no topo da página.</li><li>Escolha um nome de usuário (6 a 16 letras e dígitos, começando por uma letra) e uma senha (6 a 20 caracteres com pelo menos uma letra e um dígito).</li><li>Informe o seu número de celular e os demais campos que o formulário pedir.</li><li>Se foi convidado por um agente, informe o código de convite.</li><li>Leia e aceite o contrato de usuário e envie. Você entra na conta na hora.</li></ol><p>Também pode se cadastrar só com o número de celular, na aba <strong>Celular</strong>.</p>",
    },
  },
  login: {
    CN: {
      title: "登录",
      content:
        "<h3>登录</h3><p>使用用户名和密码登录，或使用手机号码和一次性短信验证码登录。</p><p>连续三次失败后，需要输入图片中显示的数字（验证码）。</p><p>首次从新的网络登录时，我们会请您通过短信验证码、注册邮箱、银行账户名或 Google 验证码确认是您本人。</p>",
    },
    JA: {
      title: "ログイン",
      content:
        "<h3>ログイン</h3><p>ユーザー名とパスワード、または携帯電話番号とワンタイムSMSコードでログインします。</p><p>3回続けて失敗すると、画像に表示された数字（画像認証）の入力を求められます。</p><p>新しいネットワークから初めてログインするときは、SMSコード、登録メールアドレス、銀行口座名義、または Google 認証コードでご本人確認をお願いします。</p>",
    },
    TH: {
      title: "การเข้าสู่ระบบ",
      content:
        "<h3>การเข้าสู่ระบบ</h3><p>เข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน หรือด้วยเบอร์มือถือและรหัส SMS แบบใช้ครั้งเดียว</p><p>หากล้มเหลวสามครั้ง ระบบจะให้พิมพ์ตัวเลขที่แสดงในภาพ (รหัสยืนยันภาพ)</p><p>เมื่อเข้าสู่ระบบจากเครือข่ายใหม่เป็นครั้งแรก เราจะขอให้ยืนยันตัวตนด้วยรหัส SMS อีเมลที่ลงทะเบียน ชื่อบัญชีธนาคาร หรือรหัสยืนยัน Google</p>",
    },
    VI: {
      title: "Đăng nhập",
      content:
        "<h3>Đăng nhập</h3><p>Đăng nhập bằng tên đăng nhập và mật khẩu, hoặc bằng số điện thoại và mã SMS dùng một lần.</p><p>Sau ba lần thất bại, bạn sẽ được yêu cầu nhập các chữ số hiển thị trong ảnh (mã xác minh).</p><p>Khi đăng nhập lần đầu từ một mạng mới, chúng tôi sẽ yêu cầu bạn xác nhận bằng mã SMS, thư điện tử đã đăng ký, tên tài khoản ngân hàng hoặc mã xác minh Google.</p>",
    },
    PT: {
      title: "Entrar",
      content:
        "<h3>Entrar</h3><p>Entre com o seu nome de usuário e senha, ou com o seu número de celular e um código SMS de uso único.</p><p>Após três tentativas falhadas, será pedido que digite os dígitos mostrados numa imagem (código de verificação).</p><p>Ao entrar pela primeira vez a partir de uma rede nova, pedimos que confirme que é você com um código SMS, o e-mail cadastrado, o nome da sua conta bancária ou o seu código de verificação Google.</p>",
    },
  },
  forgotPassword: {
    CN: {
      title: "忘记密码",
      content:
        "<h3>忘记密码？</h3><ul><li><strong>通过邮箱：</strong>输入用户名和注册邮箱。我们会发送一个临时密码，登录时须修改。</li><li><strong>通过手机：</strong>输入手机号码，获取短信验证码，然后设置新密码。设置后即自动登录。</li></ul><p>短信验证码 5 分钟内有效，且只能使用一次。</p>",
    },
    JA: {
      title: "パスワードを忘れた場合",
      content:
        "<h3>パスワードをお忘れですか？</h3><ul><li><strong>メールで：</strong>ユーザー名と登録メールアドレスを入力します。仮パスワードをお送りしますので、ログイン時に変更してください。</li><li><strong>電話で：</strong>携帯電話番号を入力してSMSコードを受け取り、新しいパスワードを設定します。そのままログインされます。</li></ul><p>SMSコードの有効期限は5分で、1回のみ使用できます。</p>",
    },
    TH: {
      title: "ลืมรหัสผ่าน",
      content:
        "<h3>ลืมรหัสผ่าน?</h3><ul><li><strong>ทางอีเมล:</strong> กรอกชื่อผู้ใช้และอีเมลที่ลงทะเบียน เราจะส่งรหัสผ่านชั่วคราวให้ ซึ่งคุณต้องเปลี่ยนเมื่อเข้าสู่ระบบ</li><li><strong>ทางโทรศัพท์:</strong> กรอกเบอร์มือถือ ขอรหัส SMS แล้วตั้งรหัสผ่านใหม่ คุณจะเข้าสู่ระบบทันที</li></ul><p>รหัส SMS ใช้ได้ 5 นาทีและใช้ได้ครั้งเดียว</p>",
    },
    VI: {
      title: "Quên mật khẩu",
      content:
        "<h3>Quên mật khẩu?</h3><ul><li><strong>Qua thư điện tử:</strong> nhập tên đăng nhập và địa chỉ thư đã đăng ký. Chúng tôi sẽ gửi mật khẩu tạm thời, bạn phải đổi khi đăng nhập.</li><li><strong>Qua điện thoại:</strong> nhập số điện thoại, yêu cầu mã SMS rồi chọn mật khẩu mới. Bạn sẽ được đăng nhập ngay.</li></ul><p>Mã SMS có hiệu lực trong 5 phút và chỉ dùng được một lần.</p>",
    },
    PT: {
      title: "Esqueci a senha",
      content:
        "<h3>Esqueceu a senha?</h3><ul><li><strong>Por e-mail:</strong> informe o nome de usuário e o e-mail cadastrado. Enviamos uma senha temporária, que deve trocar ao entrar.</li><li><strong>Por telefone:</strong> informe o número de celular, peça um código SMS e escolha uma nova senha. Você entra na conta na hora.</li></ul><p>Os códigos SMS valem 5 minutos e só podem ser usados uma vez.</p>",
    },
  },
  security: {
    CN: {
      title: "账户安全",
      content:
        "<h3>保障账户安全</h3><ul><li>切勿向任何人透露密码或短信验证码，包括客服。</li><li>定期修改密码：密码 90 天后过期。</li><li>在共用设备上务必退出登录。</li></ul>",
    },
    JA: {
      title: "アカウントの安全",
      content:
        "<h3>アカウントを安全に保つために</h3><ul><li>パスワードやSMSコードは、カスタマーサービスを含め誰にも教えないでください。</li><li>パスワードは定期的に変更してください。パスワードは90日で失効します。</li><li>共用の端末では必ずログアウトしてください。</li></ul>",
    },
    TH: {
      title: "ความปลอดภัยของบัญชี",
      content:
        "<h3>รักษาบัญชีของคุณให้ปลอดภัย</h3><ul><li>อย่าบอกรหัสผ่านหรือรหัส SMS กับใคร แม้แต่ฝ่ายบริการลูกค้า</li><li>เปลี่ยนรหัสผ่านเป็นประจำ: รหัสผ่านหมดอายุหลัง 90 วัน</li><li>ออกจากระบบทุกครั้งบนอุปกรณ์ที่ใช้ร่วมกัน</li></ul>",
    },
    VI: {
      title: "Bảo mật tài khoản",
      content:
        "<h3>Giữ tài khoản an toàn</h3><ul><li>Không bao giờ chia sẻ mật khẩu hay mã SMS, kể cả với bộ phận chăm sóc khách hàng.</li><li>Đổi mật khẩu thường xuyên: mật khẩu hết hạn sau 90 ngày.</li><li>Luôn đăng xuất trên thiết bị dùng chung.</li></ul>",
    },
    PT: {
      title: "Segurança da conta",
      content:
        "<h3>Mantenha a sua conta segura</h3><ul><li>Nunca compartilhe a sua senha ou códigos SMS, nem mesmo com o atendimento ao cliente.</li><li>Troque a senha regularmente: as senhas expiram após 90 dias.</li><li>Saia sempre da conta em dispositivos compartilhados.</li></ul>",
    },
  },
  funds: {
    CN: { title: "存款与取款", content: "<p>资金的存入与取出。</p>" },
    JA: { title: "入金と出金", content: "<p>アカウントへの入金と出金について。</p>" },
    TH: { title: "ฝากและถอนเงิน", content: "<p>การนำเงินเข้าและออกจากบัญชีของคุณ</p>" },
    VI: { title: "Nạp và rút tiền", content: "<p>Chuyển tiền vào và ra khỏi tài khoản của bạn.</p>" },
    PT: { title: "Depósitos e saques", content: "<p>Como colocar e tirar dinheiro da sua conta.</p>" },
  },
  deposit: {
    CN: {
      title: "存款",
      content:
        "<h3>存款</h3><p>打开会员中心并选择<strong>存款</strong>。选择渠道，输入金额并按说明操作。付款确认后，款项即存入您的主钱包。</p>",
    },
    JA: {
      title: "入金",
      content:
        "<h3>入金</h3><p>会員センターを開き、<strong>入金</strong>を選びます。チャネルを選んで金額を入力し、案内に従ってください。支払いが確認され次第、メインウォレットに入金されます。</p>",
    },
    TH: {
      title: "ฝากเงิน",
      content:
        "<h3>ฝากเงิน</h3><p>เปิดศูนย์สมาชิกแล้วเลือก<strong>ฝากเงิน</strong> เลือกช่องทาง กรอกจำนวนเงิน และทำตามคำแนะนำ เงินจะเข้ากระเป๋าหลักทันทีที่ยืนยันการชำระเงิน</p>",
    },
    VI: {
      title: "Nạp tiền",
      content:
        "<h3>Nạp tiền</h3><p>Mở trung tâm thành viên và chọn <strong>Nạp tiền</strong>. Chọn kênh, nhập số tiền và làm theo hướng dẫn. Ví chính của bạn được cộng tiền ngay khi thanh toán được xác nhận.</p>",
    },
    PT: {
      title: "Depósitos",
      content:
        "<h3>Depósitos</h3><p>Abra a central do membro e escolha <strong>Depositar</strong>. Escolha um canal, informe o valor e siga as instruções. A sua carteira principal é creditada assim que o pagamento é confirmado.</p>",
    },
  },
  withdraw: {
    CN: {
      title: "取款",
      content:
        "<h3>取款</h3><p>在会员中心选择<strong>取款</strong>，选择银行账户并输入金额和支付密码。取款只支付到您本人名下的账户。</p>",
    },
    JA: {
      title: "出金",
      content:
        "<h3>出金</h3><p>会員センターで<strong>出金</strong>を選び、銀行口座を選択して金額と支払いパスワードを入力します。出金はご本人名義の口座にのみ支払われます。</p>",
    },
    TH: {
      title: "ถอนเงิน",
      content:
        "<h3>ถอนเงิน</h3><p>เลือก<strong>ถอนเงิน</strong>ในศูนย์สมาชิก เลือกบัญชีธนาคาร แล้วกรอกจำนวนเงินและรหัสผ่านการชำระเงิน การถอนเงินจะจ่ายเข้าบัญชีที่เป็นชื่อของคุณเท่านั้น</p>",
    },
    VI: {
      title: "Rút tiền",
      content:
        "<h3>Rút tiền</h3><p>Chọn <strong>Rút tiền</strong> trong trung tâm thành viên, chọn tài khoản ngân hàng và nhập số tiền cùng mật khẩu thanh toán. Tiền rút chỉ được trả vào tài khoản đứng tên chính bạn.</p>",
    },
    PT: {
      title: "Saques",
      content:
        "<h3>Saques</h3><p>Escolha <strong>Sacar</strong> na central do membro, selecione a sua conta bancária e informe o valor e a sua senha de pagamento. Os saques são pagos apenas a contas em seu próprio nome.</p>",
    },
  },
  transfer: {
    CN: {
      title: "钱包转账",
      content:
        "<h3>钱包转账</h3><p>每个游戏供应商都有自己的钱包。在<strong>钱包</strong>中，您可以在主钱包和供应商钱包之间转账；启动游戏时也可以自动为您转账。</p>",
    },
    JA: {
      title: "ウォレット振替",
      content:
        "<h3>ウォレット振替</h3><p>ゲームプロバイダーごとに専用のウォレットがあります。<strong>ウォレット</strong>でメインウォレットとプロバイダーのウォレットの間で資金を移動できます。ゲームの起動時に自動で移動することもできます。</p>",
    },
    TH: {
      title: "โอนระหว่างกระเป๋า",
      content:
        "<h3>โอนระหว่างกระเป๋า</h3><p>ผู้ให้บริการเกมแต่ละรายมีกระเป๋าของตัวเอง ย้ายเงินระหว่างกระเป๋าหลักกับกระเป๋าของผู้ให้บริการได้ใน<strong>กระเป๋าเงิน</strong> และการเปิดเกมก็ย้ายเงินให้คุณได้เช่นกัน</p>",
    },
    VI: {
      title: "Chuyển ví",
      content:
        "<h3>Chuyển ví</h3><p>Mỗi nhà cung cấp trò chơi có ví riêng. Chuyển tiền giữa ví chính và ví của nhà cung cấp trong <strong>Ví</strong>; khi mở trò chơi, tiền cũng có thể được chuyển giúp bạn.</p>",
    },
    PT: {
      title: "Transferências entre carteiras",
      content:
        "<h3>Transferências entre carteiras</h3><p>Cada provedor de jogos tem a sua própria carteira. Mova dinheiro entre a carteira principal e a carteira de um provedor em <strong>Carteira</strong>; abrir um jogo também pode movê-lo por você.</p>",
    },
  },
  responsible: {
    CN: {
      title: "理性博彩",
      content:
        "<h3>理性游戏</h3><p>游戏应当是娱乐，而不是赚钱或逃避问题的方式。</p><ul><li>游戏前为自己设定预算和时间限制。</li><li>切勿为挽回损失而追加投注。</li><li>定期休息。</li></ul><p>如果您感到失控，请联系客服限制或关闭您的账户。</p>",
    },
    JA: {
      title: "責任あるゲーミング",
      content:
        "<h3>責任を持って遊びましょう</h3><p>ゲームは娯楽であり、お金を稼ぐ手段や問題から逃げる手段ではありません。</p><ul><li>遊ぶ前に予算と時間の上限を決めましょう。</li><li>負けを取り戻そうと深追いしないでください。</li><li>こまめに休憩を取りましょう。</li></ul><p>自制が利かなくなったと感じたら、カスタマーサービスに連絡してアカウントの制限または閉鎖をご依頼ください。</p>",
    },
    TH: {
      title: "การเล่นอย่างรับผิดชอบ",
      content:
        "<h3>เล่นอย่างรับผิดชอบ</h3><p>เกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงินหรือหนีปัญหา</p><ul><li>ตั้งงบประมาณและเวลาเล่นก่อนเริ่มเล่น</li><li>อย่าไล่ตามเงินที่เสียไป</li><li>พักเป็นระยะ</li></ul><p>หากคุณรู้สึกว่าควบคุมตัวเองไม่ได้ ติดต่อฝ่ายบริการลูกค้าเพื่อจำกัดหรือปิดบัญชีของคุณ</p>",
    },
    VI: {
      title: "Chơi có trách nhiệm",
      content:
        "<h3>Chơi có trách nhiệm</h3><p>Trò chơi nên là giải trí, không bao giờ là cách kiếm tiền hay trốn tránh vấn đề.</p><ul><li>Đặt ngân sách và giới hạn thời gian trước khi chơi.</li><li>Đừng bao giờ cố gỡ lại số tiền đã thua.</li><li>Nghỉ ngơi thường xuyên.</li></ul><p>Nếu bạn cảm thấy mất kiểm soát, hãy liên hệ bộ phận chăm sóc khách hàng để giới hạn hoặc đóng tài khoản.</p>",
    },
    PT: {
      title: "Jogo responsável",
      content:
        "<h3>Jogue com responsabilidade</h3><p>Jogar deve ser entretenimento, nunca uma forma de ganhar dinheiro ou de fugir dos problemas.</p><ul><li>Defina um orçamento e um limite de tempo antes de jogar.</li><li>Nunca tente recuperar as suas perdas.</li><li>Faça pausas regulares.</li></ul><p>Se sentir que está a perder o controle, contate o atendimento ao cliente para limitar ou encerrar a sua conta.</p>",
    },
  },
  privacy: {
    CN: {
      title: "隐私政策",
      content:
        "<h3>隐私政策</h3><p>我们只收集运营您账户所需的信息：用户名、联系方式、登录地址及交易记录。</p><p>您的密码仅以加盐哈希形式保存。我们绝不出售您的数据，仅在法律要求时共享。</p>",
    },
    JA: {
      title: "プライバシーポリシー",
      content:
        "<h3>プライバシーポリシー</h3><p>当社は、アカウントの運営に必要な情報（ユーザー名、連絡先、ログイン元のアドレス、取引）のみを収集します。</p><p>パスワードはソルト付きハッシュとしてのみ保存されます。お客様のデータを販売することはなく、法律で求められる場合にのみ共有します。</p>",
    },
    TH: {
      title: "นโยบายความเป็นส่วนตัว",
      content:
        "<h3>นโยบายความเป็นส่วนตัว</h3><p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีของคุณ: ชื่อผู้ใช้ ข้อมูลติดต่อ ที่อยู่ที่คุณใช้เข้าสู่ระบบ และธุรกรรมของคุณ</p><p>รหัสผ่านของคุณถูกเก็บในรูปแฮชที่เติมเกลือเท่านั้น เราไม่ขายข้อมูลของคุณ และเปิดเผยเฉพาะเมื่อกฎหมายกำหนด</p>",
    },
    VI: {
      title: "Chính sách bảo mật",
      content:
        "<h3>Chính sách bảo mật</h3><p>Chúng tôi chỉ thu thập những gì cần để vận hành tài khoản của bạn: tên đăng nhập, thông tin liên hệ, các địa chỉ bạn đăng nhập và giao dịch của bạn.</p><p>Mật khẩu của bạn chỉ được lưu dưới dạng băm có muối. Chúng tôi không bao giờ bán dữ liệu của bạn và chỉ chia sẻ khi pháp luật yêu cầu.</p>",
    },
    PT: {
      title: "Política de privacidade",
      content:
        "<h3>Política de privacidade</h3><p>Recolhemos apenas o necessário para gerir a sua conta: o nome de usuário, os contatos, os endereços de onde entra e as suas transações.</p><p>A sua senha é guardada apenas como resumo criptográfico com sal. Nunca vendemos os seus dados e só os compartilhamos quando a lei o exige.</p>",
    },
  },
  term: {
    CN: {
      title: "用户协议",
      content:
        "<h3>用户协议</h3><p>注册账户即表示您同意以下条款。</p><ol><li>您已年满 <strong>18 岁</strong>，且所在地允许参与在线游戏。</li><li>每人只能持有一个账户。您提供的资料必须真实且属于您本人。</li><li>您有责任对密码和验证码保密。</li><li>投注一经接受即为最终。结果以游戏供应商公布的为准。</li><li>红利和优惠各有条款，随每项优惠显示。</li><li>对违反本条款、用于欺诈或洗钱、或与其他账户共用资料的账户，我们可暂停其使用。</li><li>我们可能修改本条款；以此处显示的版本为准。</li></ol>",
    },
    JA: {
      title: "利用規約",
      content:
        "<h3>利用規約</h3><p>アカウントを登録することで、以下の規約に同意したものとみなされます。</p><ol><li>お客様は<strong>18歳以上</strong>であり、お住まいの地域でオンラインゲームへの参加が認められています。</li><li>保有できるアカウントは1つのみです。提供する情報は真実かつご本人のものでなければなりません。</li><li>パスワードと認証コードを秘密に保つ責任はお客様にあります。</li><li>ベットは受理された時点で確定します。結果はゲームプロバイダーの報告によります。</li><li>ボーナスとプロモーションには、各オファーに表示される独自の規約があります。</li><li>本規約に違反するアカウント、詐欺やマネーロンダリングに使われるアカウント、他のアカウントと情報を共有するアカウントは停止されることがあります。</li><li>本規約は変更されることがあります。ここに表示されている版が有効です。</li></ol>",
    },
    TH: {
      title: "ข้อตกลงผู้ใช้",
      content:
        "<h3>ข้อตกลงผู้ใช้</h3><p>การสมัครบัญชีถือว่าคุณยอมรับข้อกำหนดต่อไปนี้</p><ol><li>คุณมีอายุอย่างน้อย <strong>18 ปี</strong> และได้รับอนุญาตให้เล่นเกมออนไลน์ในพื้นที่ที่คุณอาศัยอยู่</li><li>คุณมีบัญชีได้เพียงบัญชีเดียว ข้อมูลที่ให้ต้องเป็นความจริงและเป็นของคุณเอง</li><li>คุณมีหน้าที่เก็บรหัสผ่านและรหัสยืนยันเป็นความลับ</li><li>การเดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยอมรับ ผลการเล่นเป็นไปตามที่ผู้ให้บริการเกมรายงาน</li><li>โบนัสและโปรโมชั่นมีเงื่อนไขของตัวเอง ซึ่งแสดงพร้อมข้อเสนอแต่ละรายการ</li><li>เราอาจระงับบัญชีที่ละเมิดข้อกำหนดนี้ ใช้ในการฉ้อโกงหรือฟอกเงิน หรือใช้ข้อมูลร่วมกับบัญชีอื่น</li><li>เราอาจเปลี่ยนแปลงข้อกำหนดนี้ ฉบับที่แสดงที่นี่คือฉบับที่มีผลบังคับใช้</li></ol>",
    },
    VI: {
      title: "Thỏa thuận người dùng",
      content:
        "<h3>Thỏa thuận người dùng</h3><p>Khi đăng ký tài khoản, bạn đồng ý với các điều khoản sau.</p><ol><li>Bạn đủ <strong>18 tuổi</strong> trở lên và được phép tham gia trò chơi trực tuyến nơi bạn sống.</li><li>Bạn chỉ được có một tài khoản. Thông tin bạn cung cấp phải đúng sự thật và là của chính bạn.</li><li>Bạn có trách nhiệm giữ bí mật mật khẩu và mã xác minh.</li><li>Cược là cuối cùng khi đã được chấp nhận. Kết quả theo báo cáo của nhà cung cấp trò chơi.</li><li>Tiền thưởng và khuyến mãi có điều khoản riêng, hiển thị cùng mỗi ưu đãi.</li><li>Chúng tôi có thể tạm khóa tài khoản vi phạm các điều khoản này, bị dùng để gian lận hoặc rửa tiền, hoặc dùng chung thông tin với tài khoản khác.</li><li>Chúng tôi có thể thay đổi các điều khoản này; phiên bản hiển thị tại đây là phiên bản có hiệu lực.</li></ol>",
    },
    PT: {
      title: "Contrato de usuário",
      content:
        "<h3>Contrato de usuário</h3><p>Ao cadastrar uma conta, você aceita os termos seguintes.</p><ol><li>Você tem pelo menos <strong>18 anos</strong> e pode participar de jogos na internet onde vive.</li><li>Só pode ter uma conta. Os dados que fornece devem ser verdadeiros e seus.</li><li>É responsável por manter em segredo a sua senha e os códigos de verificação.</li><li>As apostas são definitivas depois de aceitas. Os resultados são os informados pelo provedor do jogo.</li><li>Bônus e promoções têm termos próprios, mostrados com cada oferta.</li><li>Podemos suspender uma conta que viole estes termos, que seja usada para fraude ou lavagem de dinheiro, ou que compartilhe dados com outra conta.</li><li>Podemos alterar estes termos; a versão mostrada aqui é a que está em vigor.</li></ol>",
    },
  },
  faq: {
    CN: {
      title: "常见问题",
      content:
        "<h3>常见问题</h3><p><strong>没有账户可以试玩游戏吗？</strong>可以：点击<strong>试玩</strong>即可获得带有游戏币的试玩账户。试玩账户不能存款或取款。</p><p><strong>为什么要求我验证登录？</strong>您从我们未见过的网络登录。同一网络验证一次即可。</p><p><strong>短信验证码有效多久？</strong>五分钟，且只能使用一次。</p>",
    },
    JA: {
      title: "よくある質問",
      content:
        "<h3>よくある質問</h3><p><strong>アカウントなしでゲームを試せますか？</strong>はい。<strong>デモ</strong>をクリックすると、遊び用のお金が入ったデモアカウントを利用できます。デモアカウントでは入金・出金はできません。</p><p><strong>ログインの確認を求められたのはなぜですか？</strong>これまでにないネットワークからログインしたためです。そのネットワークでの確認は一度で済みます。</p><p><strong>SMSコードの有効期限は？</strong>5分間で、1回のみ使用できます。</p>",
    },
    TH: {
      title: "คำถามที่พบบ่อย",
      content:
        "<h3>คำถามที่พบบ่อย</h3><p><strong>ลองเล่นเกมโดยไม่มีบัญชีได้ไหม?</strong> ได้: คลิก<strong>ทดลองเล่น</strong>เพื่อรับบัญชีทดลองพร้อมเงินสำหรับเล่น บัญชีทดลองฝากหรือถอนเงินไม่ได้</p><p><strong>ทำไมต้องยืนยันการเข้าสู่ระบบ?</strong> คุณเข้าสู่ระบบจากเครือข่ายที่เราไม่เคยเห็นมาก่อน ยืนยันครั้งเดียวก็พอสำหรับเครือข่ายนั้น</p><p><strong>รหัส SMS ใช้ได้นานเท่าไร?</strong> ห้านาที และใช้ได้ครั้งเดียว</p>",
    },
    VI: {
      title: "Câu hỏi thường gặp",
      content:
        "<h3>Câu hỏi thường gặp</h3><p><strong>Tôi có thể chơi thử mà không cần tài khoản không?</strong> Có: nhấn <strong>Chơi thử</strong> để nhận tài khoản thử với tiền ảo. Tài khoản thử không thể nạp hoặc rút tiền.</p><p><strong>Vì sao tôi bị yêu cầu xác minh đăng nhập?</strong> Bạn đã đăng nhập từ một mạng chúng tôi chưa thấy trước đây. Chỉ cần xác minh một lần cho mạng đó.</p><p><strong>Mã SMS có hiệu lực bao lâu?</strong> Năm phút, và chỉ dùng được một lần.</p>",
    },
    PT: {
      title: "Perguntas frequentes",
      content:
        "<h3>Perguntas frequentes</h3><p><strong>Posso experimentar os jogos sem conta?</strong> Sim: clique em <strong>Demo</strong> para receber uma conta de demonstração com dinheiro fictício. Contas de demonstração não podem depositar nem sacar.</p><p><strong>Por que me pediram para verificar a entrada?</strong> Você entrou a partir de uma rede que não conhecíamos. Verificar uma vez basta para essa rede.</p><p><strong>Quanto tempo dura um código SMS?</strong> Cinco minutos, e só pode ser usado uma vez.</p>",
    },
  },
}

/** The topics in `language` (a platform code); English, the brand's default, for EN or a language it has not. */
export const helpTopicsIn = (topics: ReadonlyArray<HelpTopic>, language: string): ReadonlyArray<HelpTopic> =>
  !isLang(language)
    ? topics
    : topics.map((t) => ({
        ...t,
        ...(t.tag == null ? {} : helpTexts[t.tag]?.[language]),
        children: t.children == null ? t.children : helpTopicsIn(t.children, language),
      }))
