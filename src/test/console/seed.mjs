// What the console's tests find in the tenant: facts (more than one page of them), and outcomes fed back on real forecasts for two models, so the insight has a history to show.
import {api} from './harness.mjs';

export const FACTS = [
  ['X CEO', 'Linda Yaccarino became CEO of X (formerly Twitter) in June 2023.'],
  ['capital of France', 'The capital of France is Paris.'],
  ['capital of Japan', 'The capital of Japan is Tokyo.'],
  ['Eiffel Tower height', 'The Eiffel Tower is 330 metres tall.'],
  ['boiling point of water', 'Water boils at 100 degrees Celsius at sea level.'],
  ['speed of light', 'Light travels at 299,792,458 metres per second in vacuum.'],
  ['Nordwind K5 kettle', 'The Nordwind K5 electric kettle holds 1.7 litres.'],
  ['Nordwind K7 kettle', 'The Nordwind K7 kettle holds 1.2 litres and boils in 3 minutes.'],
  ['Nordwind warranty', 'Nordwind kettles carry a two-year warranty.'],
  ['invoice download', 'Invoices can be downloaded as PDF from the Billing page.'],
  ['password reset', 'A password is reset from the sign-in page with the "Forgot password" link.'],
  ['support hours', 'Support answers from 8:00 to 18:00 CET on weekdays.'],
  ['refund window', 'Orders can be refunded within 30 days of delivery.'],
  ['shipping to Norway', 'Orders ship to Norway in 3 to 5 working days.'],
  ['Mount Everest height', 'Mount Everest is 8,849 metres high.'],
  ['largest ocean', 'The Pacific is the largest ocean on Earth.'],
  ['Python release', 'Python 3.13 was released in October 2024.'],
  ['Java LTS', 'Java 21 is a long-term support release.'],
  ['moon distance', 'The Moon is on average 384,400 km from Earth.'],
  ['chemical symbol of gold', 'The chemical symbol for gold is Au.'],
  ['Danube length', 'The Danube is about 2,850 km long.'],
  ['Berlin population', 'Berlin has about 3.9 million inhabitants.'],
  ['Zürich lake', 'Zürich lies at the north end of Lake Zürich.'],
];

// Prompts with the outcome fed back for them: volatile questions answered wrongly more often.
const PROMPTS = [
  ['Who is the CEO of Twitter?', true],
  ['Who is the current president of France?', true],
  ['What is the latest version of Python?', true],
  ['Who holds the marathon world record?', true],
  ['What is the population of Berlin right now?', true],
  ['Who won the last Champions League final?', true],
  ['What is the current price of gold?', true],
  ['Who is the prime minister of the United Kingdom?', false],
  ['What is the capital of France?', false],
  ['How tall is the Eiffel Tower?', false],
  ['At what temperature does water boil at sea level?', false],
  ['How many litres does the Nordwind K5 kettle hold?', false],
  ['How do I download an invoice?', false],
  ['What is the chemical symbol for gold?', false],
  ['How far is the Moon from Earth?', false],
  ['What are the support hours?', true],
];

export const MODELS = ['gpt-4o-mini', 'llama-3.1-8b'];

export async function seed(url, key) {
  const added = await api(url, 'knowledge-add', {facts: FACTS.map(([k, text]) => ({key: k, text}))}, key);
  if (added.status !== 200) throw new Error(`knowledge-add: ${added.status} ${added.text}`);
  let outcomes = 0;
  for (const model of MODELS) {
    for (let round = 0; round < 2; round++) {
      for (const [i, [prompt, usuallyWrong]] of PROMPTS.entries()) {
        const forecast = await api(url, 'forecast', {prompt, model}, key);
        if (forecast.status !== 200) throw new Error(`forecast: ${forecast.status} ${forecast.text}`);
        // Mostly as labelled, one in four the other way, and the smaller model wrong more often.
        const flipped = (i + round) % 4 === 0;
        const hallucinated = model === MODELS[1] && i % 3 === 0 ? true : usuallyWrong !== flipped;
        const fed = await api(url, 'feedback', {forecastId: forecast.json.forecastId, hallucinated}, key);
        if (fed.status !== 200) throw new Error(`feedback: ${fed.status} ${fed.text}`);
        outcomes++;
      }
    }
  }
  return {facts: FACTS.length, outcomes};
}
