import { MASTERDATA_PERMISSIONS, MDM_COMPONENTS as C } from '@wp/contract'
import { defineModule } from '@wp/kit'

/**
 * 主数据管理: models, maintenance, operate log, data sources, collection, distribution, rules. The spec's route table
 * adds hidden pages: the model workspace and its view, a change's approval, a collection task's and a distribution's
 * set-up.
 */
export const masterdataModule = /* @__PURE__ */ defineModule({
  name: 'masterdata',
  screens: {
    [C.model]: () => import('./model/ModelPage'),
    [C.modelAdd]: {
      load: () => import('./model/ModelDesignPage'),
      page: { title: '模型设计', activeMenu: '/masterdata/model/master' },
    },
    [C.modelInfo]: {
      load: () => import('./model/ModelInfoPage'),
      page: { title: '模型详情', activeMenu: '/masterdata/model/master' },
    },
    [C.record]: () => import('./record/RecordPage'),
    [C.operatelog]: () => import('./record/OperateLogPage'),
    [C.approval]: {
      load: () => import('./record/ApprovalPage'),
      page: {
        path: '/masterdata/maintenance/approval',
        title: '主数据变更审批',
        activeMenu: '/masterdata/maintenance/record',
        noCache: true,
      },
    },
    [C.source]: () => import('./source/SourcePage'),
    [C.rule]: () => import('./source/RulePage'),
    [C.collect]: () => import('./collect/CollectPage'),
    [C.collectAdd]: {
      load: () => import('./collect/CollectAddPage'),
      page: { title: '采集任务设置', activeMenu: '/masterdata/collection/manage' },
    },
    [C.subscriber]: () => import('./distribution/SubscriberPage'),
    [C.distribution]: () => import('./distribution/DistributionPage'),
    [C.distributionAdd]: {
      load: () => import('./distribution/DistributionAddPage'),
      page: { title: '新增分发', activeMenu: '/masterdata/model/distribution' },
    },
  },
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
})
