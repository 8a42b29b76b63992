export interface Campaign {
  id: string;
  name: string;
  channel: 'Search' | 'Social' | 'Email';
  spend: number; // thousands of euros
  conversions: number;
}

export const campaigns: Campaign[] = [
  { id: 'c1', name: 'Spring sale', channel: 'Search', spend: 12, conversions: 410 },
  { id: 'c2', name: 'Brand terms', channel: 'Search', spend: 6, conversions: 380 },
  { id: 'c3', name: 'Competitor terms', channel: 'Search', spend: 18, conversions: 295 },
  { id: 'c4', name: 'Running shoes', channel: 'Search', spend: 9, conversions: 240 },
  { id: 'c5', name: 'Summer teaser', channel: 'Social', spend: 15, conversions: 160 },
  { id: 'c6', name: 'Creator collab', channel: 'Social', spend: 22, conversions: 430 },
  { id: 'c7', name: 'Retargeting', channel: 'Social', spend: 7, conversions: 205 },
  { id: 'c8', name: 'Video launch', channel: 'Social', spend: 25, conversions: 190 },
  { id: 'c9', name: 'Welcome series', channel: 'Email', spend: 2, conversions: 260 },
  { id: 'c10', name: 'Cart reminder', channel: 'Email', spend: 1.5, conversions: 310 },
  { id: 'c11', name: 'Newsletter', channel: 'Email', spend: 3, conversions: 120 },
  { id: 'c12', name: 'Win-back', channel: 'Email', spend: 4, conversions: 95 },
];

export const averageSpend =
  campaigns.reduce((total, campaign) => total + campaign.spend, 0) / campaigns.length;
export const averageConversions =
  campaigns.reduce((total, campaign) => total + campaign.conversions, 0) / campaigns.length;
