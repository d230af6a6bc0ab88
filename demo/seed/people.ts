// Who visits the demo site and what they ask: B2B buyers and customers from several companies and countries.
export interface DemoPerson {
  name: string;
  email: string;
  company: string;
  domain: string;
  location: string;
}

const p = (name: string, company: string, domain: string, location: string): DemoPerson => ({
  name,
  // ASCII local part (Chloé → chloe): the booking and bot email checks accept what real forms accept.
  email: `${name.split(' ')[0]!.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}@${domain}`,
  company,
  domain,
  location,
});

export const PEOPLE: readonly DemoPerson[] = [
  p('Priya Raman', 'Northwind Logistics', 'northwind.example', 'Bengaluru, India'),
  p('Lukas Becker', 'Brightline GmbH', 'brightline.example', 'Berlin, Germany'),
  p('Emma Collins', 'Acme Corp', 'acme.example', 'Austin, United States'),
  p('Sofia Marques', 'Lumen Energia', 'lumen.example', 'Lisbon, Portugal'),
  p('Kenji Watanabe', 'Kitsune Labs', 'kitsune.example', 'Tokyo, Japan'),
  p('Olivia Brown', 'Globex', 'globex.example', 'London, United Kingdom'),
  p('Mateo García', 'Sierra Retail', 'sierra.example', 'Madrid, Spain'),
  p('Chloé Dubois', 'Atelier Nova', 'nova.example', 'Lyon, France'),
  p('Noah Williams', 'Initech', 'initech.example', 'Toronto, Canada'),
  p('Aisha Okafor', 'Baobab Pay', 'baobab.example', 'Lagos, Nigeria'),
  p('Lars Nilsson', 'Fjord Analytics', 'fjord.example', 'Stockholm, Sweden'),
  p('Mia Rossi', 'Vela Design', 'vela.example', 'Milan, Italy'),
  p('Jack Thompson', 'Kangaroo Freight', 'kangaroo.example', 'Sydney, Australia'),
  p('Ana Souza', 'Tucano Foods', 'tucano.example', 'São Paulo, Brazil'),
  p('Daniel Cohen', 'Cedar Health', 'cedar.example', 'Tel Aviv, Israel'),
  p('Hannah Müller', 'Alpenblick AG', 'alpenblick.example', 'Zürich, Switzerland'),
  p('Ethan Park', 'Hanbit Systems', 'hanbit.example', 'Seoul, South Korea'),
  p('Grace Kelly', 'Shamrock Software', 'shamrock.example', 'Dublin, Ireland'),
  p('Ravi Shah', 'Umbrella Insurance', 'umbrella.example', 'Mumbai, India'),
  p('Zoe Martin', 'Pinecone Media', 'pinecone.example', 'Vancouver, Canada'),
  p('Tomás Silva', 'Atlas Mobility', 'atlas.example', 'Porto, Portugal'),
  p('Ingrid Hansen', 'Nordlys Energy', 'nordlys.example', 'Oslo, Norway'),
  p('Liam O’Brien', 'Acme Corp', 'acme.example', 'Chicago, United States'),
  p('Yuki Tanaka', 'Kitsune Labs', 'kitsune.example', 'Osaka, Japan'),
];

export const TOPICS: ReadonlyArray<{ question: string; followUp: string }> = [
  { question: 'Hi! Does Parley integrate with Salesforce?', followUp: 'Great, we use Sales Cloud Enterprise. Is the sync two-way?' },
  { question: 'What does the Growth plan cost for 12 agents?', followUp: 'Could you send that as a quote? I have attached our seat list.' },
  { question: 'Our widget stopped showing on the pricing page since this morning.', followUp: 'Cleared the cache and it is back, thanks!' },
  { question: 'Can we route chats from German visitors to our Berlin team?', followUp: 'Perfect, we will set up the audience rule today.' },
  { question: 'How do I export last month’s conversations?', followUp: 'Found the CSV export, thank you.' },
  { question: 'Is there an SSO option with Microsoft Entra?', followUp: 'Good to know. Our IT team will reach out about SAML.' },
  { question: 'We would like a demo for our support leads next week.', followUp: 'Tuesday afternoon works best for us.' },
  { question: 'The bot asks for email twice on mobile, is that expected?', followUp: 'Ah I see, it was the second tab. All good.' },
  { question: 'Do you store chat data in the EU?', followUp: 'Thanks, please send the DPA to our legal team.' },
  { question: 'Can agents see which pages the visitor viewed?', followUp: 'That is exactly what we needed.' },
];

export const REPLIES: readonly string[] = [
  'Hi there, thanks for reaching out! Let me check that for you.',
  'Good question — yes, that is supported. Here is how it works.',
  'Thanks for the details. I have looped in the right team and will follow up here.',
  'Happy to help! Give me a minute to pull up your account.',
  'Sure thing. I will walk you through it step by step.',
];

export const TAGS: readonly string[] = ['Pricing', 'Integration', 'Bug', 'Demo request', 'Security'];
