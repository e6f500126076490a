/**
 * The help centre's topics (`GET /wps/system/helpCenter`; spec section 2: /help, /helpmc, and the user agreement
 * reached from registration as `/help#term`): a tree of `{ title, tag, content, bgColor, children }` whose content is
 * plain, clean HTML (headings, paragraphs, lists, emphasis; no styles, scripts, forms or links out). The UI sanitises
 * it anyway. Written here in English, the brand's default; the other languages are in sandbox/content/helpTexts.ts.
 */
import type { HelpTopic } from "../../core/model/HelpCentre.ts"

const topic = (
  title: string,
  tag: string,
  bgColor: string,
  content: string,
  children: ReadonlyArray<HelpTopic> = [],
): HelpTopic => ({
  title,
  tag,
  bgColor,
  content: content
    .trim()
    .replace(/\s*\n\s*/g, " ")
    .replace(/>\s+</g, "><"),
  children,
})

/** The topics, in menu order. */
export const helpTopics: ReadonlyArray<HelpTopic> = [
  topic(
    "About Us",
    "about",
    "#4BB3E5",
    `<h3>About Arena</h3>
     <p>Arena is an online entertainment portal offering sports and esports betting, live dealer tables, slots,
     lotteries, fishing and player-versus-player games from licensed providers.</p>
     <p>Every account, balance and transfer is kept on a double-entry ledger: what you see in your wallet is exactly
     what the platform holds for you.</p>`,
  ),
  topic("Account", "account", "#7BC47F", "<p>Opening an account, logging in and keeping it safe.</p>", [
    topic(
      "How to register",
      "register",
      "#7BC47F",
      `<h3>How to register</h3>
         <ol>
           <li>Click <strong>Register</strong> at the top of the page.</li>
           <li>Choose a username (6 to 16 letters and digits, starting with a letter) and a password (6 to 20
           characters with at least one letter and one digit).</li>
           <li>Enter your mobile number and any other field the form asks for.</li>
           <li>If you were invited by an agent, enter the invitation code.</li>
           <li>Read and accept the user agreement, then submit. You are logged in straight away.</li>
         </ol>
         <p>You may also register with your mobile number only, using the <strong>Mobile</strong> tab.</p>`,
    ),
    topic(
      "Logging in",
      "login",
      "#7BC47F",
      `<h3>Logging in</h3>
         <p>Log in with your username and password, or with your mobile number and a one-time SMS code.</p>
         <p>After three failed attempts you will be asked to type the digits shown in an image (a captcha).</p>
         <p>When you log in from a new network for the first time, we ask you to confirm it is you with an SMS code,
         your registered email, your bank account name or your Google verification code.</p>`,
    ),
    topic(
      "Forgot password",
      "forgotPassword",
      "#7BC47F",
      `<h3>Forgot your password?</h3>
         <ul>
           <li><strong>By email:</strong> enter your username and registered email. We send you a temporary password,
           which you must change when you log in.</li>
           <li><strong>By phone:</strong> enter your mobile number, request an SMS code, then choose a new password.
           You are logged in right away.</li>
         </ul>
         <p>SMS codes are valid for 5 minutes and can be used once.</p>`,
    ),
    topic(
      "Account security",
      "security",
      "#7BC47F",
      `<h3>Keeping your account safe</h3>
         <ul>
           <li>Never share your password or SMS codes, not even with customer service.</li>
           <li>Change your password regularly: passwords expire after 90 days.</li>
           <li>Always log out on shared devices.</li>
         </ul>`,
    ),
  ]),
  topic("Deposits and Withdrawals", "funds", "#E5B64B", "<p>Moving money in and out of your account.</p>", [
    topic(
      "Deposits",
      "deposit",
      "#E5B64B",
      `<h3>Deposits</h3>
         <p>Open the member centre and choose <strong>Deposit</strong>. Pick a channel, enter the amount and follow
         the instructions. Your main wallet is credited as soon as the payment is confirmed.</p>`,
    ),
    topic(
      "Withdrawals",
      "withdraw",
      "#E5B64B",
      `<h3>Withdrawals</h3>
         <p>Choose <strong>Withdraw</strong> in the member centre, select your bank account and enter the amount and
         your payment password. Withdrawals are paid to accounts in your own name only.</p>`,
    ),
    topic(
      "Wallet transfers",
      "transfer",
      "#E5B64B",
      `<h3>Wallet transfers</h3>
         <p>Each game provider has its own wallet. Move money between your main wallet and a provider's wallet in
         <strong>My Wallet</strong>; launching a game can also move it for you.</p>`,
    ),
  ]),
  topic(
    "Responsible Gaming",
    "responsible",
    "#E57B7B",
    `<h3>Play responsibly</h3>
     <p>Gaming should be entertainment, never a way to make money or to escape problems.</p>
     <ul>
       <li>Set yourself a budget and a time limit before you play.</li>
       <li>Never chase your losses.</li>
       <li>Take regular breaks.</li>
     </ul>
     <p>If you feel you are losing control, contact customer service to limit or close your account.</p>`,
  ),
  topic(
    "Privacy Policy",
    "privacy",
    "#A07BE5",
    `<h3>Privacy policy</h3>
     <p>We collect only what we need to run your account: your username, contact details, the addresses you log in
     from and your transactions.</p>
     <p>Your password is stored only as a salted hash. We never sell your data and share it only where the law
     requires.</p>`,
  ),
  topic(
    "User Agreement",
    "term",
    "#7B8FE5",
    `<h3>User agreement</h3>
     <p>By registering an account you agree to the following terms.</p>
     <ol>
       <li>You are at least <strong>18 years old</strong> and allowed to take part in online gaming where you
       live.</li>
       <li>You may hold one account only. The details you give must be true and your own.</li>
       <li>You are responsible for keeping your password and verification codes secret.</li>
       <li>Bets are final once accepted. Results are those reported by the game provider.</li>
       <li>Bonuses and promotions carry their own terms, shown with each offer.</li>
       <li>We may suspend an account that breaks these terms, that is used for fraud or money laundering, or that
       shares details with another account.</li>
       <li>We may change these terms; the version shown here is the one in force.</li>
     </ol>`,
  ),
  topic(
    "FAQ",
    "faq",
    "#4BE5C4",
    `<h3>Frequently asked questions</h3>
     <p><strong>Can I try the games without an account?</strong> Yes: click <strong>Free Play</strong> to get a demo
     account with play money. Demo accounts cannot deposit or withdraw.</p>
     <p><strong>Why was I asked to verify my login?</strong> You logged in from a network we have not seen before.
     Verifying once is enough for that network.</p>
     <p><strong>How long does an SMS code last?</strong> Five minutes, and it can be used once.</p>`,
  ),
]
