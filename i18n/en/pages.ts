import type { PageComponentTexts } from '../texts';

export const pageTexts: PageComponentTexts = {
  communityPlugins: {
    filterLabel: 'Filter plugins',
    placeholder: 'Name, package or purpose',
    onlyRspress2: 'Only plugins for Rspress 2',
    shown: '{{count}} of {{total}} plugins',
    noResult: 'No plugin matches this filter.',
    columnName: 'Plugin',
    columnPurpose: 'What it does',
    columnPackage: 'Package',
    yes: 'yes',
    no: 'no',
  },
  runtimeValues: { call: 'Call', value: 'Value on this page' },
};
