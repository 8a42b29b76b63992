export type Source = 'solar' | 'wind' | 'hydro' | 'nuclear' | 'gas' | 'coal';

export const sourceLabels: Record<Source, string> = {
  solar: 'Solar',
  wind: 'Wind',
  hydro: 'Hydro',
  nuclear: 'Nuclear',
  gas: 'Gas',
  coal: 'Coal',
};

/** Electricity generation by source, in terawatt-hours (illustrative figures). */
export const generation: Record<'2015' | '2024', Record<Source, number>> = {
  '2015': { solar: 38, wind: 79, hydro: 19, nuclear: 92, gas: 63, coal: 272 },
  '2024': { solar: 72, wind: 136, hydro: 21, nuclear: 0, gas: 82, coal: 108 },
};

export function toPieData(year: '2015' | '2024') {
  return (Object.keys(sourceLabels) as Source[]).map((source) => ({
    id: source,
    label: sourceLabels[source],
    value: generation[year][source],
  }));
}

/** Support tickets closed last week, by channel. */
export const ticketsByChannel = [
  { id: 'email', label: 'Email', value: 412 },
  { id: 'chat', label: 'Live chat', value: 287 },
  { id: 'phone', label: 'Phone', value: 154 },
  { id: 'forum', label: 'Community forum', value: 63 },
];
