import type { PageComponentTexts } from '../texts';

export const pageTexts: PageComponentTexts = {
  communityPlugins: {
    filterLabel: '筛选插件',
    placeholder: '名称、包名或用途',
    onlyRspress2: '只看适配 Rspress 2 的插件',
    shown: '共 {{total}} 个插件，显示 {{count}} 个',
    noResult: '没有符合条件的插件。',
    columnName: '插件',
    columnPurpose: '作用',
    columnPackage: '包名',
    yes: '是',
    no: '否',
  },
  runtimeValues: { call: '调用', value: '本页上的值' },
};
