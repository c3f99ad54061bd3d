import type { PageFeedbackTexts } from '../texts';

const texts: PageFeedbackTexts = {
  thanks: 'Thank you for telling us. ',
  issueLink: 'Say what to improve in a GitHub issue',
  issue: ({ title, route, url, helpful }) => ({
    title: `Docs feedback: ${title} (${route})`,
    body: [
      `Page: ${url}`,
      'Language: English (en)',
      `Was this page helpful? ${helpful ? 'Yes' : 'No'}`,
      '',
      'What was missing, wrong or hard to follow:',
      '',
    ].join('\n'),
  }),
};

export default texts;
