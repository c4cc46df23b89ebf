/** The assistant's knowledge of the app itself: each topic with the words that ask for it and the answer. */
interface HelpTopic {
  keywords: RegExp;
  answer: string;
}

const HELP_TOPICS: HelpTopic[] = [
  {
    keywords: /bloodwork|blood work|lab (report|result)|pdf|upload/,
    answer:
      'To add bloodwork, open **Bloodwork** in the menu and choose **Upload**: pick the PDF of your lab report and Nutri reads the values and reference ranges from it. You can check and correct every value before saving, or type values in by hand. Your reports then show trends over time, and Pro members can run a bloodwork analysis.',
  },
  {
    keywords: /\bpro\b|premium|upgrade|subscription|plan|billing|price|cost|pay/,
    answer:
      '**Pro** includes:\n- unlimited AI use (assistant messages, AI food queries and analyses)\n- bloodwork analysis and advanced analytics\n- every AI model, photo logging and voice logging with spoken replies\n\nThe free plan has 10 assistant messages, 100 AI food queries and 3 AI analyses a month. To upgrade, open **Upgrade** from your avatar menu or go to /upgrade.',
  },
  {
    keywords: /limit|usage|how many messages|quota/,
    answer:
      'On the free plan you get 10 assistant messages, 100 AI food queries and 3 AI analyses each calendar month; the counters start again on the 1st. The assistant shows how many messages you have used this month. Pro has no limits.',
  },
  {
    keywords: /log (a |my )?(meal|food)|add food|food log|how do i log|track (my )?food/,
    answer:
      'You can log food three ways:\n- **Food Log** page: search the food database, pick the amount and the meal\n- here in the chat: describe what you ate, for example "two eggs and a slice of toast for breakfast"\n- **My Foods**: log a saved meal in one tap\n\nEvery logged item can be edited or removed from the Food Log.',
  },
  {
    keywords: /my foods|saved meals?|custom food|save (a )?meal|favou?rite/,
    answer:
      '**My Foods** keeps your own foods (with their nutrition label values) and your saved meals. Save a meal from a day of your Food Log, mark favourites, and log any of them again in one tap. The assistant also recognises your saved meals by name when you describe what you ate.',
  },
  {
    keywords: /supplement/,
    answer:
      'Open **Supplements** to log vitamins and minerals: search the supplement catalog, choose the dose and the time. Their nutrients count towards your daily totals next to your food.',
  },
  {
    keywords: /analys|insight|report card|correlat/,
    answer:
      'The **Analysis** page reviews your nutrition over the last days against your targets and the dietary reference intakes, and can relate your diet to your bloodwork. Each analysis uses one of your monthly AI analyses (3 on the free plan).',
  },
  {
    keywords: /target|goal|calorie goal|macro|how are my (calories|targets) (set|calculated)/,
    answer:
      'Your daily targets come from your **Profile**: weight, height, age, sex and activity level give your energy needs (Mifflin-St Jeor), and your weight goal and timeframe adjust them (at most 2 lb a week). Protein is 1.6 g per kg of body weight (2.0 with the build-muscle goal), fat 25 % of calories (40 % for low carb), carbs the rest. You can adjust each macro in the Profile.',
  },
  {
    keywords: /photo|camera|picture/,
    answer:
      'Photo logging is a **Pro** feature: take a picture of your meal with the camera button and Nutri recognises the foods and estimates the portions, then you confirm before anything is logged. It needs a vision-capable AI model (gpt-4o, gpt-4-turbo, gpt-4o-mini, gemini-1.5-pro or gemini-2.5-pro).',
  },
  {
    keywords: /voice|speak|microphone|dictat/,
    answer:
      'Tap the microphone button in the assistant and say what you ate or ask a question; your browser turns speech into text (in English). Pro members can also hear the replies read aloud.',
  },
  {
    keywords: /password|account|delete|email|sign ?in|log ?out|login/,
    answer:
      'Your account settings are in **Profile** (avatar menu): change your password there, sign out from the avatar menu, or delete your account and all of its data. Deleting cannot be undone.',
  },
  {
    keywords: /theme|dark|glass|appearance/,
    answer: 'Use the theme button in the top bar to switch between the default theme and liquid glass.',
  },
  {
    keywords: /tour|tutorial|walkthrough|getting started/,
    answer: 'You can replay the guided tour at any time from your **Profile** page ("Replay tutorial").',
  },
  {
    keywords: /privacy|my data|data|share|secure/,
    answer:
      'Your logs, bloodwork and conversations are private to your account: no other user can see them. The **Privacy Policy** (avatar menu) explains what is stored and why, and deleting your account removes all of it.',
  },
  {
    keywords: /reminder|notification/,
    answer: 'Nutri can remind you to log your meals each day (20:00 by default). Allow notifications when asked, or change the time in your Profile.',
  },
  {
    keywords: /report|wrong answer|inaccurate/,
    answer: 'If an AI answer looks wrong or inappropriate, use **Report** under the message. The team reviews every report.',
  },
];

const OVERVIEW =
  'I can help with Nutri itself too. Ask me, for example, "how do I upload my bloodwork?", "what does Pro include?", "how are my targets calculated?" or "how do I save a meal?".';

export function helpAnswer(message: string): string {
  const text = message.toLowerCase();
  const topic = HELP_TOPICS.find((candidate) => candidate.keywords.test(text));
  return topic ? topic.answer : OVERVIEW;
}
