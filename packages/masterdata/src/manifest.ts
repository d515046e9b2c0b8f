// The master-data module's manifest as plain data; the portal turns it into faces with defineModule (module.ts).
import { MASTERDATA_PERMISSIONS, MDM_COMPONENTS as C } from '@wp/contract'
import type { ModuleManifest } from '@wp/kit'

export const masterdataManifest: ModuleManifest = {
  name: 'masterdata',
  views: {
    [C.model]: () => import('./model/ModelPage'),
    [C.modelAdd]: () => import('./model/ModelDesignPage'),
    [C.modelInfo]: () => import('./model/ModelInfoPage'),
    [C.record]: () => import('./record/RecordPage'),
    [C.operatelog]: () => import('./record/OperateLogPage'),
    [C.approval]: () => import('./record/ApprovalPage'),
    [C.source]: () => import('./source/SourcePage'),
    [C.rule]: () => import('./source/RulePage'),
    [C.collect]: () => import('./collect/CollectPage'),
    [C.collectAdd]: () => import('./collect/CollectAddPage'),
    [C.subscriber]: () => import('./distribution/SubscriberPage'),
    [C.distribution]: () => import('./distribution/DistributionPage'),
    [C.distributionAdd]: () => import('./distribution/DistributionAddPage'),
  },
  // the spec's route table: the model workspace, its view, a collection task's set-up and a distribution's set-up
  routes: [
    {
      path: '/masterdata/maintenance/approval',
      view: C.approval,
      title: '主数据变更审批',
      activeMenu: '/masterdata/maintenance/record',
      noCache: true,
    },
    {
      path: '/masterdata/model/master/add',
      view: C.modelAdd,
      title: '模型设计',
      activeMenu: '/masterdata/model/master',
    },
    {
      path: '/masterdata/model/master/info',
      view: C.modelInfo,
      title: '模型详情',
      activeMenu: '/masterdata/model/master',
    },
    {
      path: '/masterdata/collection/manage/add',
      view: C.collectAdd,
      title: '采集任务设置',
      activeMenu: '/masterdata/collection/manage',
    },
    {
      path: '/masterdata/model/distribution/add',
      view: C.distributionAdd,
      title: '新增分发',
      activeMenu: '/masterdata/model/distribution',
    },
  ],
  // for other intranet pages: pick a golden record of a model, or list a model's records
  elements: {
    'wp-mdm-record-picker': {
      load: () => import('./record/RecordPicker'),
      props: { modelId: 'number', value: 'string', placeholder: 'string' },
      events: ['change'],
    },
    'wp-mdm-record-list': {
      load: () => import('./record/RecordListElement'),
      props: { modelId: 'number', pageSize: 'number' },
      events: ['row-click'],
    },
  },
  permissions: MASTERDATA_PERMISSIONS,
}
