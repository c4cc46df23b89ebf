import { AppLink } from '../../shell/AppLink';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 June 2025">
      <p>
        Nutri is an open-source nutrition and health tracker. Because it handles health information, we collect as little as we can, use it only to run the
        features you ask for, and let you delete it at any time. If you use a Nutri server run by someone else (for example your employer or a friend), that
        operator is responsible for it and this policy describes how the software behaves.
      </p>

      <h2>Educational purpose only</h2>
      <p>
        Nutri, including its AI analyses and assistant, is for educational purposes only. It does not provide medical advice, diagnosis or treatment. Always
        consult a qualified healthcare professional about your health, your diet, supplements or lab results.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account information:</strong> your name, email address and a securely hashed password (we never store the password itself).
        </li>
        <li>
          <strong>Profile information:</strong> date of birth (used for your age), gender, weight, height, activity level, weight goal, health goals, dietary
          preferences, time zone and display preferences. These are used to calculate your calorie and macro targets.
        </li>
        <li>
          <strong>Nutrition data:</strong> the foods, meals and supplements you log, and the foods and meals you save.
        </li>
        <li>
          <strong>Health information:</strong> bloodwork results you enter or upload, including the PDF lab reports you choose to upload.
        </li>
        <li>
          <strong>AI usage:</strong> the analyses you request, your messages to the AI assistant, and monthly usage counts used to apply the Free tier limits.
        </li>
        <li>
          <strong>Technical data:</strong> session tokens, and, if you enable reminders, a push notification subscription and your reminder time. We do not use
          advertising or cross-site tracking cookies.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To provide the core features: logging, targets, summaries, history and trends.</li>
        <li>To generate AI insights you request: nutrition, bloodwork and correlation analyses and assistant answers.</li>
        <li>To improve your experience: remembering your settings, keeping the service secure and fixing problems.</li>
      </ul>

      <h2>Third-party AI processing</h2>
      <p>
        When you use an AI feature and the server is configured with an external AI provider (such as OpenAI or Google Gemini), the information that feature
        needs — for example your recent food log, the lab values being analysed or your chat message — is sent to that provider to produce the result. Providers
        process it under their own terms. Numbers such as calories and lab values always come from your data and our database, not from the AI. Without a
        configured provider, Nutri's built-in engine runs on the server and nothing is sent to a third party.
      </p>

      <h2>Food data</h2>
      <p>
        Food composition data comes from USDA FoodData Central (U.S. Department of Agriculture, Agricultural Research Service), which is in the public domain.
        Searching foods does not share your data with the USDA.
      </p>

      <h2>Sharing and selling</h2>
      <p>
        We never sell your data and never share it with advertisers. Besides the AI processing described above, data is shared only with service providers
        needed to run the service (for example a payment processor for Pro subscriptions, which receives your payment details directly), or when the law
        requires it.
      </p>

      <h2>Security</h2>
      <p>
        All data is sent over encrypted connections (HTTPS). Passwords are hashed, sessions can be revoked, and changing your password signs out your other
        devices. Each person can only ever see their own data.
      </p>

      <h2>Your choices and rights</h2>
      <ul>
        <li>You can view and correct your profile at any time on the Profile page.</li>
        <li>
          You can delete your account from the Profile page. This permanently deletes your account and all of your data — logs, saved foods, supplements,
          bloodwork and uploaded reports, analyses and chat history.
        </li>
        <li>You can decline the data disclosure when you first sign in; declining signs you out.</li>
        <li>You can turn reminders off in your browser or in the app at any time.</li>
      </ul>

      <h2>Data kept on your device</h2>
      <p>
        The app stores your session token, a copy of your basic profile, your theme and a few interface choices (such as whether you have accepted this
        disclosure or finished the tour) in your browser's local storage, and caches the app itself so it opens offline. Signing out removes the session from
        the device.
      </p>

      <h2>Children</h2>
      <p>Nutri is not intended for children under 16, and we do not knowingly collect their data.</p>

      <h2>Changes and contact</h2>
      <p>
        If this policy changes we will say so in the app. For questions, contact the operator of your Nutri server. See also the{' '}
        <AppLink to="/terms">Terms of Service</AppLink>.
      </p>
    </LegalPage>
  );
}
