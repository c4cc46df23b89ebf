import { AppLink } from '../../shell/AppLink';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 June 2025">
      <p>
        These terms apply when you use Nutri, an open-source nutrition and health tracker. By creating an account you agree to them. Please also read our{' '}
        <AppLink to="/privacy">Privacy Policy</AppLink>.
      </p>

      <h2>1. Not medical advice</h2>
      <p>
        Nutri is for educational purposes only. Calorie and macro targets, analyses, bloodwork flags, meal suggestions, recipes and assistant answers are
        general information, not medical advice, diagnosis or treatment, and may be incomplete or wrong. Always consult a qualified healthcare professional
        before changing your diet, starting supplements or acting on a lab result, and never delay or disregard professional advice because of something you
        read in Nutri. If you think you have a medical emergency, call your local emergency number.
      </p>

      <h2>2. AI-generated content</h2>
      <p>
        Some features use artificial intelligence, which can be processed by third-party AI providers. AI output can be inaccurate or inappropriate. You can
        report AI-generated content from the app; we review reports and act on them.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>You must be at least 16 years old and give accurate information.</li>
        <li>Keep your password secret; you are responsible for activity on your account.</li>
        <li>You may delete your account at any time from the Profile page; this deletes your data permanently.</li>
      </ul>

      <h2>4. Free and Pro</h2>
      <p>
        The Free tier includes food logging, basic nutrition analysis and an AI assistant with monthly limits (100 AI food lookups, 3 AI analyses and 10
        assistant messages per calendar month). Pro adds unlimited AI usage, bloodwork analysis, advanced analytics, a choice of AI models, photo logging and
        voice logging. Pro subscriptions renew until cancelled; you can pause or cancel them in the app, and cancellation takes effect at the end of the paid
        period.
      </p>

      <h2>5. Acceptable use</h2>
      <ul>
        <li>Do not misuse the service, try to access other people's data, or disrupt it.</li>
        <li>Do not use automated means to exceed the usage limits or scrape the service.</li>
        <li>Only upload documents, such as lab reports, that you have the right to upload.</li>
      </ul>

      <h2>6. Your content</h2>
      <p>
        You keep all rights to the data you enter. You allow us to store and process it only to provide the service to you, as described in the Privacy Policy.
      </p>

      <h2>7. Food data</h2>
      <p>Nutrition values come from USDA FoodData Central and from what you enter. They are estimates; actual foods vary.</p>

      <h2>8. Open source and availability</h2>
      <p>
        The Nutri software is open source and provided as is, without warranties of any kind. We try to keep the service available and your data safe, but we
        cannot guarantee uninterrupted or error-free operation. To the extent the law allows, we are not liable for indirect or consequential losses arising
        from use of the service.
      </p>

      <h2>9. Changes</h2>
      <p>
        We may update these terms; we will tell you in the app before material changes take effect. If you keep using Nutri after that, the new terms apply.
      </p>
    </LegalPage>
  );
}
