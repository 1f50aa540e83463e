import { describe, expect, it } from 'vitest';
import { negatedMeaningOption, optionByDescription } from './lexicon';
import { matchOption } from './options';

const services = ['Website', 'E-commerce', 'SEO'];
const place = ['Indoor', 'Outdoor'];
const reforma = ['Reforma de cocina', 'Reforma de baño', 'Pintura'];
const yoga = ['Vinyasa', 'Prenatal', 'Yin'];

describe('options by meaning', () => {
  it.each([
    [services, 'we need an online shop', 'E-commerce'],
    [services, 'queremos vender online', 'E-commerce'],
    [services, 'to show up on google', null],
    [place, 'inside', 'Indoor'],
    [place, 'al aire libre', 'Outdoor'],
    [place, 'not inside, outside please', 'Outdoor'],
    [reforma, 'kitchen', 'Reforma de cocina'],
    [reforma, 'la cocina, está fatal', 'Reforma de cocina'],
    [reforma, 'the bathroom', 'Reforma de baño'],
    [yoga, "I'm pregnant", 'Prenatal'],
    [yoga, 'something gentle and relaxing', 'Yin'],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it('asks rather than guesses when two options fit', () => {
    expect(optionByDescription(reforma, 'la cocina y el baño')).toBeNull();
    expect(matchOption(reforma, 'la cocina y el baño')).toBeNull();
  });

  it('leaves names, positions and typos to the name matching', () => {
    expect(matchOption(services, 'the second one')).toBe('E-commerce');
    expect(matchOption(services, 'websit')).toBe('Website');
  });
});

/** Option lists of common forms, for the table below (EN and ES). */
describe('a start of a word against a meaning', () => {
  it.each([
    [['Morning', 'Afternoon', 'Evening'], 'after dinner', null],
    [['Card', 'PayPal', 'Bank transfer'], 'google pay', null],
    [['Morning', 'Afternoon', 'Evening'], 'I am not sure', null],
    [['Morning', 'Afternoon', 'Evening'], 'aft', 'Afternoon'],
  ] as [string[], string, string | null][])('%j, %s → %s', (options, said, option) => {
    expect(matchOption(options, said)).toBe(option);
  });
});

describe('a negation that is itself a meaning', () => {
  it.each([
    [['Urgente (hoy)', 'Esta semana', 'Sin prisa'], 'no corre prisa ninguna', 'Sin prisa'],
    [['Urgente (hoy)', 'Esta semana', 'Sin prisa'], 'no es urgente', 'Sin prisa'],
    [['ASAP', 'This month', 'No rush'], 'honestly not urgent at all', 'No rush'],
    [['Meat', 'Fish', 'Vegetarian'], 'no meat for me', 'Vegetarian'],
    [['Contract', 'Pay as you go'], 'sin permanencia, por favor', 'Pay as you go'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    // The other words say another option: which one is asked.
    [['ASAP', 'This week', 'No rush'], 'not urgent, but this week would be great'],
    [['Meat', 'Fish', 'Vegetarian'], 'no meat, fish please'],
  ] as [string[], string][])('%j: %s is asked about', (options, said) => {
    expect(matchOption(options, said)).toBeNull();
  });

  it('reads nothing when no option holds the meaning', () => {
    expect(negatedMeaningOption(['Morning', 'Evening'], 'no rush')).toBeNull();
    expect(negatedMeaningOption(['Urgent', 'No rush'], 'not urgent')?.option).toBe('No rush');
  });
});
